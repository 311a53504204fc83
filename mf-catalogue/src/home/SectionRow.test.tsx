import { act, within } from '@testing-library/react';
import { aProduct } from '../testing/products';
import { hydrateServerHtml } from '../testing/hydration';
import { serverPageWithoutScripts } from '../testing/noscript';
import { RowWaiting } from './SectionRow';

const products = [aProduct({ id: 1, name: 'Coconut Oil 500ml', slug: 'coconut-oil-500ml', price: 4.5 }), aProduct({ id: 2, name: 'Koofiyad Cap', slug: 'koofiyad-cap', price: 12 })];

describe("a lower row's place before its cards are built", () => {
  it('lists its products as links with their prices for a browser without scripts', () => {
    const page = serverPageWithoutScripts(<RowWaiting products={products} />);
    const list = within(page).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Coconut Oil 500ml' })).toHaveAttribute('href', '/product/coconut-oil-500ml');
    expect(items[0]).toHaveTextContent('$4.50');
    expect(within(items[1]!).getByRole('link', { name: 'Koofiyad Cap' })).toHaveAttribute('href', '/product/koofiyad-cap');
    expect(items[1]).toHaveTextContent('$12.00');
  });

  it('is hydrated as the server drew it, its links left to the server (no warning)', async () => {
    const { host, root, warnings } = await hydrateServerHtml(<RowWaiting products={products} />);
    expect(warnings).toEqual([]);
    // The still cards the browser shows meanwhile; the links are a noscript's content, not the page's.
    expect(host.querySelectorAll('[aria-hidden="true"] > li')).toHaveLength(2);
    expect(within(host).queryByRole('link')).toBeNull();
    act(() => root.unmount());
  });
});
