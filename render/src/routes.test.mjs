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

test('the live list is rendered by mf-live; its rooms and look-alike paths are not', () => {
  expect(serverOwnerOf('/suuq-live-shopping')).toBe('mf_live');
  expect(serverOwnerOf('/suuq-live-shopping/')).toBe('mf_live');
  expect(serverOwnerOf('/suuq-live-shopping/12')).toBeNull();
  expect(serverOwnerOf('/suuq-live-shopping-x')).toBeNull();
  expect(serverOwnerOf('/x/suuq-live-shopping')).toBeNull();
});
