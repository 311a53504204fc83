import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { RenderedLanguage, setLanguage } from 'shared-ui';
import { serverPageWithoutScripts } from '../testing/noscript';
import { aProductDetail } from '../testing/products';
import { Gallery } from './Gallery';

const product = aProductDetail({ id: 7 });
const pictures = ['/api/product-image/7', '/api/product-image/7/additional/71', '/api/product-image/7/additional/72'];

beforeAll(() => setLanguage('en'));

describe('the gallery without scripts', () => {
  it("the server's page has, inside a <noscript>, a link per thumbnail to its whole picture, named in the page's language", () => {
    const holder = serverPageWithoutScripts(
      <RenderedLanguage value="so">
        <Gallery product={product} />
      </RenderedLanguage>,
    );
    const links = [...holder.querySelectorAll<HTMLAnchorElement>('section a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(pictures);
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([1, 2, 3].map((n) => `Tus sawirka ${n} ee 3`));
    // Each link shows its thumbnail, lazily, as the buttons do.
    expect(links.map((a) => a.querySelector('img')?.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy']);
  });

  it('in the browser the <noscript> is empty and the thumbnails are the buttons', () => {
    const { container } = render(<Gallery product={product} />);
    expect(container.querySelector('noscript')!.childNodes).toHaveLength(0);
    const gallery = screen.getByRole('group', { name: 'Product images' });
    expect(within(gallery).queryByRole('link')).not.toBeInTheDocument();
    expect(within(gallery).getAllByRole('button', { name: /Show image/ })).toHaveLength(3);
  });

  it('a product with one picture has no thumbnails at all', () => {
    const html = renderToString(<Gallery product={aProductDetail({ id: 7, imageUrls: ['/api/product-image/7'] })} />);
    expect(html).not.toContain('<noscript>');
    expect(html).not.toContain('<button');
  });
});
