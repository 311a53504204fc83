import { render, screen } from '@testing-library/react';
import { RenderedLanguage, setLanguage } from 'shared-ui';
import { serverPageWithoutScripts } from '../testing/noscript';
import { CardVideo } from './CardVideo';

beforeAll(() => setLanguage('en'));

describe("a card's video without scripts", () => {
  it("the server's page has, inside a <noscript>, a link to the video, named as the play button in the page's language", () => {
    const holder = serverPageWithoutScripts(
      <RenderedLanguage value="so">
        <CardVideo productId={12} name="Argan Hair Oil" />
      </RenderedLanguage>,
    );
    const link = holder.querySelector('section a')!;
    expect(link).toHaveAttribute('href', '/api/product-media/12');
    expect(link).toHaveAttribute('aria-label', 'Daar muuqaalka Argan Hair Oil');
  });

  it('in the browser the <noscript> is empty and play is the button', () => {
    const { container } = render(<CardVideo productId={12} name="Argan Hair Oil" />);
    expect(container.querySelector('noscript')!.childNodes).toHaveLength(0);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play video of Argan Hair Oil' })).toBeInTheDocument();
  });
});
