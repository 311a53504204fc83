/** GET /robots.txt: public pages open, a shopper's own pages and the API closed, the sitemap named. */
import { setUpSeededApp } from '../testing/app';

const shop = setUpSeededApp();

/** RFC 9309's matching for `User-agent: *`: the longest matching rule wins, Allow on a tie. */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)/i.exec(line))
    .filter((m): m is RegExpExecArray => Boolean(m && m[2]))
    .map((m) => ({ allow: m[1]!.toLowerCase() === 'allow', path: m[2]! }));
  const matching = rules.filter((r) => path.startsWith(r.path)).sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow));
  return matching[0]?.allow ?? true;
}

describe('robots.txt', () => {
  it('disallows cart, checkout, account (and below them) and the API; allows the public pages; names the absolute sitemap', async () => {
    const res = await shop.app.inject({ url: '/robots.txt', headers: { host: '127.0.0.1:4000', 'x-forwarded-host': 'suuq.example', 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const robots = res.body;
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/suuq\.example\/sitemap\.xml$/m);
    for (const path of ['/cart', '/cart/', '/checkout', '/checkout/payment', '/account', '/account/orders/12', '/wishlist', '/api/products', '/api/user/profile', '/customer/api/districts']) {
      expect([path, allowed(robots, path)]).toEqual([path, false]);
    }
    for (const path of ['/', '/home', '/product/deodorant-roll-on', '/category/10', '/section/best-sellers', '/discounts', '/faq', '/sitemap.xml', '/api/product-image/3']) {
      expect([path, allowed(robots, path)]).toEqual([path, true]);
    }
  });
});
