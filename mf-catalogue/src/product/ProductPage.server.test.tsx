/** @jest-environment node */
import { StaticRouter } from 'react-router-dom';
import { RenderedLanguage } from 'shared-ui';
import { serverPageWithoutScripts } from '../testing/noscript';
import { aProductDetail } from '../testing/products';
import { ProductDetails } from './ProductDetails';

// The server's side of buying without scripts (the browser's side is in ProductPage.test.tsx),
// rendered where the render service renders: in Node, with a static router.
describe('buying without scripts', () => {
  it("the server's page says, in the page's language, that adding to the cart needs JavaScript", () => {
    const holder = serverPageWithoutScripts(
      <RenderedLanguage value="so">
        <StaticRouter location="/product/argan-hair-oil-7">
          <ProductDetails product={aProductDetail()} />
        </StaticRouter>
      </RenderedLanguage>,
    );
    expect(holder.querySelector('section > p')).toHaveTextContent('JavaScript ka shid browser-kaaga si aad alaabtan ugu darto gaadhigaaga ama Wish List-ka.');
  });
});
