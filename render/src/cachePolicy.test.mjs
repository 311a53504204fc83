/**
 * @jest-environment node
 */
import { CACHE_CONTROL, cacheControlOf } from './cachePolicy.mjs';

const at = (path) => new URL(path, 'http://shop.suuq.so');
const sMaxAge = (value) => Number(/s-maxage=(\d+)/.exec(value)[1]);

it('a page the refresh companion names is kept a minute; one it cannot name (a query, a related page) only seconds', () => {
  expect(cacheControlOf(at('/product/cuud'), true)).toBe(CACHE_CONTROL.page);
  expect(cacheControlOf(at('/category/12'), true)).toBe(CACHE_CONTROL.page);
  expect(sMaxAge(CACHE_CONTROL.page)).toBe(60);
  for (const path of ['/search-results?keyword=cuud', '/product/cuud?fbclid=abc', '/section/related-products/7']) {
    expect(cacheControlOf(at(path), true)).toBe(CACHE_CONTROL.unlisted);
  }
  expect(sMaxAge(CACHE_CONTROL.unlisted)).toBeLessThanOrEqual(10);
  expect(cacheControlOf(at('/search-results?keyword=cuud'), false)).toBe(CACHE_CONTROL.failed);
});

it("the shell's frame alone (a page no remote renders) is kept as long as a rendered page: neutral, and no catalogue change alters it", () => {
  expect(CACHE_CONTROL.frame).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  expect(sMaxAge(CACHE_CONTROL.frame)).toBe(sMaxAge(CACHE_CONTROL.page));
});
