/** @jest-environment node */
import { isPageRequest, serverOwnerOf } from './routes.mjs';

test('the product page is rendered by the catalogue; other pages, files and the API are not rendered', () => {
  expect(serverOwnerOf('/product/black-tea')).toBe('mf_catalogue');
  expect(serverOwnerOf('/cart')).toBeNull();
  expect(serverOwnerOf('/product/a/b')).toBeNull();
  expect(isPageRequest('GET', '/product/black-tea')).toBe(true);
  expect(isPageRequest('POST', '/product/black-tea')).toBe(false);
  expect(isPageRequest('GET', '/main.abc.js')).toBe(false);
  expect(isPageRequest('GET', '/api/product-image/7')).toBe(false);
  expect(isPageRequest('GET', '/releases/shell/0.1.0-x/index')).toBe(false);
});

test("the catalogue's other public pages are rendered by the catalogue too; deeper or unknown paths and files are not", () => {
  for (const path of ['/home', '/category', '/category/10', '/category/hair_care/', '/search-results', '/section/best-sellers', '/section/related-products/28', '/discounts', '/carousel', '/privacy-policy']) {
    expect([path, serverOwnerOf(path)]).toEqual([path, 'mf_catalogue']);
  }
  for (const path of ['/', '/cart', '/checkout', '/account/orders', '/wishlist', '/category/10/x', '/section/a/b/c', '/homepage']) {
    expect([path, serverOwnerOf(path)]).toEqual([path, null]);
  }
  expect(isPageRequest('GET', '/search-results')).toBe(true);
  expect(isPageRequest('GET', '/icon-512.png')).toBe(false);
});

test("the footer's content pages are rendered by mf-account; its pages of a shopper's own are not", () => {
  for (const path of ['/faq', '/shipping-info', '/billing-info', '/returns', '/about', '/business', '/platforms', '/terms', '/legal', '/influencer-terms', '/terms/', '/customer-service', '/student-discount']) {
    expect(serverOwnerOf(path)).toBe('mf_account');
  }
  for (const path of ['/account', '/account/orders/7', '/account/wallet', '/account/faq', '/wishlist', '/manage-address', '/order-tracking', '/advisor', '/customer-service/x', '/faq/x', '/faqs', '/about-us']) {
    expect(serverOwnerOf(path)).toBeNull();
  }
});

test('the live list and the addresses below it are asked of mf-live (it declines a room that exists); look-alike paths are not', () => {
  for (const path of ['/suuq-live-shopping', '/suuq-live-shopping/', '/suuq-live-shopping/12', '/suuq-live-shopping/abc/x']) {
    expect([path, serverOwnerOf(path)]).toEqual([path, 'mf_live']);
  }
  expect(serverOwnerOf('/suuq-live-shopping-x')).toBeNull();
  expect(serverOwnerOf('/x/suuq-live-shopping')).toBeNull();
});
