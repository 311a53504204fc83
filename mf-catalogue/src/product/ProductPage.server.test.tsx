/** @jest-environment node */
import { remoteServerPage } from 'shared-federation/server';
import { serverPageWithoutScripts } from '../testing/noscript';
import { aProductDetail } from '../testing/products';
import { ProductDetails } from './ProductDetails';

// The server's side of buying without scripts (the browser's side is in ProductPage.test.tsx),
// rendered where the render service renders: in Node, in the tree a render entry returns
// (remoteServerPage).
describe('buying without scripts', () => {
  it("the server's page says, in the page's language, that adding to the cart needs JavaScript", () => {
    const Details = () => <ProductDetails product={aProductDetail()} />;
    const holder = serverPageWithoutScripts(
      remoteServerPage({ name: 'mf-catalogue', version: 'test' }, Details, { url: '/product/argan-hair-oil-7', data: new Map(), lang: 'so' }),
    );
    expect(holder.querySelector('section > p')).toHaveTextContent('JavaScript ka shid browser-kaaga si aad alaabtan ugu darto gaadhigaaga ama Wish List-ka.');
  });
});
