/**
 * GET /sitemap.xml and its parts on the demo catalogue: sitemaps.org XML read back by a strict
 * parser, absolute URLs on the shop's origin, lastmod from the data, `&` escaped, and the split
 * into an index of parts at a small injected limit (the 50,000 case: sitemap-100k.pg.test.ts).
 */
import Fastify from 'fastify';
import { asc, sql } from 'drizzle-orm';
import { categories, products } from '../db/schema';
import { setUpSeededApp } from '../testing/app';
import { STATIC_PAGES, SECTION_PAGES } from './pages';
import { seoRoutes } from './routes';
import type { SitemapLimits } from './sitemap';
import { w3cDate } from './xml';
import { parseSitemap } from './test-kit';

const shop = setUpSeededApp();
const ORIGIN = 'https://suuq.example';
const FORWARDED = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'suuq.example', host: '127.0.0.1:4000' };

const get = (url: string, headers: Record<string, string> = FORWARDED) => shop.app.inject({ method: 'GET', url, headers });

/** An app with only these routes, at the given limits, on the seeded database. */
async function limited(limits: Partial<SitemapLimits>) {
  const app = Fastify();
  await app.register(seoRoutes, { db: shop.database.db, publicOrigin: ORIGIN, limits });
  return app;
}

const allProducts = () =>
  shop.database.db.select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt }).from(products).orderBy(asc(products.id));

describe('the sitemap', () => {
  it('is one sitemaps.org <urlset>: every product, category, section and public page, absolute on the origin the proxy names, with lastmod', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const map = parseSitemap(res.body);
    expect(map.root).toBe('urlset');
    const byLoc = new Map(map.entries.map((e) => [e.loc, e.lastmod]));
    expect(byLoc.size).toBe(map.entries.length); // no URL twice

    const rows = await allProducts();
    expect(rows.length).toBeGreaterThan(100);
    for (const p of rows) expect(byLoc.get(`${ORIGIN}/product/${p.slug}`)).toBe(w3cDate(p.updatedAt));

    const cats = await shop.database.db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    for (const c of cats) expect(byLoc.get(`${ORIGIN}/category/${c.id}`)).toMatch(/^\d{4}-/);
    // A main category changes when any product of its subcategories does.
    const answer: unknown = await shop.database.db.execute(sql`
      select max(p.updated_at) as at from products p join categories c on c.id = p.category_id
      join categories m on m.id = c.parent_id where m.slug = 'beauty_personal_care'`);
    const [newestBeauty] = ((answer as { rows?: unknown[] }).rows ?? answer) as { at: Date }[];
    const beauty = (await shop.database.db.select().from(categories)).find((c) => c.slug === 'beauty_personal_care')!;
    expect(byLoc.get(`${ORIGIN}/category/${beauty.id}`)).toBe(w3cDate(new Date(newestBeauty!.at)));

    for (const path of [...STATIC_PAGES, ...SECTION_PAGES]) expect(byLoc.has(`${ORIGIN}${path}`)).toBe(true);
    expect(byLoc.has(`${ORIGIN}/section/best-sellers`)).toBe(true);
    expect(byLoc.has(`${ORIGIN}/suuq-live-shopping`)).toBe(true);
    expect(map.entries).toHaveLength(rows.length + cats.length + STATIC_PAGES.length + SECTION_PAGES.length);
    // A shopper's own pages are never listed.
    expect([...byLoc.keys()].filter((loc) => /\/(cart|checkout|account|wishlist|order-)/.test(loc))).toEqual([]);
  });

  it('takes the configured public origin over the request\'s, the Host header without a proxy, and refuses a Host that names no host', async () => {
    const configured = await limited({});
    const fromConfig = parseSitemap((await configured.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } })).body);
    expect(fromConfig.entries.every((e) => e.loc.startsWith(`${ORIGIN}/`))).toBe(true);
    await configured.close();

    const plain = parseSitemap((await get('/sitemap.xml', { host: '127.0.0.1:3000' })).body);
    expect(plain.entries[0]!.loc).toBe('http://127.0.0.1:3000/home');

    const bad = await get('/sitemap.xml', { host: 'x"/><script>' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
    expect(bad.json().message).toMatch(/Host header does not name a host/);
  });

  it('escapes & in a URL as &amp; and percent-encodes what a path may not hold', async () => {
    await shop.database.db.insert(products).values([
      { slug: 'salt-&-pepper', name: 'Salt & pepper', nameSo: 'Cusbo & filfil', priceCents: 150, categoryId: 7 },
      { slug: 'shaah-cadé <1kg>', name: 'Tea', nameSo: 'Shaah', priceCents: 250, categoryId: 7 },
    ]);
    const res = await get('/sitemap.xml');
    expect(res.body).toContain(`<loc>${ORIGIN}/product/salt-&amp;-pepper</loc>`);
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const locs = parseSitemap(res.body).entries.map((e) => e.loc);
    expect(locs).toContain(`${ORIGIN}/product/salt-&-pepper`);
    expect(locs).toContain(`${ORIGIN}/product/shaah-cad%C3%A9%20%3C1kg%3E`);
    expect(decodeURIComponent(new URL(`${ORIGIN}/product/shaah-cad%C3%A9%20%3C1kg%3E`).pathname)).toBe('/product/shaah-cadé <1kg>');
  });

  it('past the URL limit it is an index of pages-<n>.xml and products-<n>.xml parts that hold every URL once, each part within the limit', async () => {
    const app = await limited({ urlsPerFile: 40, pageRows: 7 });
    const index = await app.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('public, max-age=3600');
    const parsed = parseSitemap(index.body);
    expect(parsed.root).toBe('sitemapindex');
    const rows = await allProducts();
    const maxId = rows[rows.length - 1]!.id;
    const locs = parsed.entries.map((e) => e.loc);
    const pageParts = locs.filter((loc) => loc.includes('/sitemaps/pages-'));
    expect(pageParts).toEqual([`${ORIGIN}/sitemaps/pages-1.xml`, `${ORIGIN}/sitemaps/pages-2.xml`]);
    expect(locs.slice(2)).toEqual(Array.from({ length: Math.ceil(maxId / 40) }, (_, i) => `${ORIGIN}/sitemaps/products-${i + 1}.xml`));

    const seen: string[] = [];
    for (const [i, loc] of locs.entries()) {
      const part = await app.inject({ url: new URL(loc).pathname });
      expect(part.statusCode).toBe(200);
      expect(part.headers['content-type']).toBe('application/xml; charset=utf-8');
      const map = parseSitemap(part.body);
      expect(map.root).toBe('urlset');
      expect(map.entries.length).toBeLessThanOrEqual(40);
      if (i > 1) {
        // Part n holds ids ((n-1)·40, n·40], and its lastmod in the index is its newest product's.
        const n = i - 1;
        const inPart = rows.filter((r) => r.id > (n - 1) * 40 && r.id <= n * 40);
        expect(map.entries.map((e) => e.loc)).toEqual(inPart.map((r) => `${ORIGIN}/product/${encodeURIComponent(r.slug).replace(/%26/g, '&')}`));
        const newest = inPart.reduce((at, r) => (r.updatedAt > at ? r.updatedAt : at), new Date(0));
        expect(parsed.entries[i]!.lastmod).toBe(w3cDate(newest));
      }
      seen.push(...map.entries.map((e) => e.loc));
    }
    expect(new Set(seen).size).toBe(seen.length);
    const whole = parseSitemap((await get('/sitemap.xml')).body).entries.map((e) => e.loc.replace(ORIGIN, ''));
    expect(seen.map((loc) => loc.replace(ORIGIN, '')).sort()).toEqual(whole.sort());
    await app.close();
  });

  it('keeps every file within the byte limit: a long slug makes the parts smaller', async () => {
    await shop.database.db.insert(products).values({ slug: `long-${'x'.repeat(180)}`, name: 'Long', nameSo: 'Dheer', priceCents: 100, categoryId: 7 });
    const bytesPerFile = 20_000;
    const app = await limited({ bytesPerFile });
    const index = parseSitemap((await app.inject({ url: '/sitemap.xml' })).body);
    expect(index.root).toBe('sitemapindex');
    let urls = 0;
    for (const { loc } of index.entries) {
      const part = await app.inject({ url: new URL(loc).pathname });
      expect(part.rawPayload.length).toBeLessThanOrEqual(bytesPerFile);
      urls += parseSitemap(part.body).entries.length;
    }
    const pages = parseSitemap((await get('/sitemap.xml')).body).entries.length - (await allProducts()).length;
    expect(urls).toBe((await allProducts()).length + pages);
    await app.close();
  });

  it('a part with no products left (ids past a gap) is not listed and answers 404, as do names that are not parts', async () => {
    const rows = await allProducts();
    const far = rows[rows.length - 1]!.id + 200;
    await shop.database.db.insert(products).values({ id: far, slug: 'far-away', name: 'Far', nameSo: 'Fog', priceCents: 100, categoryId: 7 });
    const app = await limited({ urlsPerFile: 40 });
    const parts = parseSitemap((await app.inject({ url: '/sitemap.xml' })).body).entries.map((e) => new URL(e.loc).pathname);
    const last = Math.ceil(far / 40);
    expect(parts).toContain(`/sitemaps/products-${last}.xml`);
    expect(parts).not.toContain(`/sitemaps/products-${last - 1}.xml`);
    expect((await app.inject({ url: `/sitemaps/products-${last - 1}.xml` })).statusCode).toBe(404);
    for (const name of ['products-0.xml', 'products-01.xml', 'products-999999999.xml', 'pages-9.xml', 'products-1.txt', 'pages.xml']) {
      expect((await app.inject({ url: `/sitemaps/${name}` })).statusCode).toBe(404);
    }
    await app.close();
  });
});
