/**
 * The catalogue cache (spec §9): answers are kept, and any committed change to what they show
 * (price, stock, rating, a new product) empties it through the database's notification.
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { products, stock } from '../db/schema';
import { seedDemo } from '../seed';
import { createTestDatabase } from '../db/test-db';
import { rpc, type TestApp } from '../testing/app';
import { CatalogueCache, lifetimeOf } from './cache';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

let database: Database;
let app: TestApp;
let cache: CatalogueCache;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  cache = new CatalogueCache();
  app = await buildApp({ database, checkResults: true, catalogueCache: cache });
  await until(async () => (await rpc(app, '/api/categories')).status === 200 && cacheListening());
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The listener connects in the background: a lookup answers only once it listens. */
const cacheListening = () => cache.lookup('categories', {}) !== undefined;

/** Notifications reach the listener after the commit, on its own connection: wait for them (5 s at most). */
async function until(check: () => Promise<boolean> | boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const listing = async (params: Loose = { category: 'body_care', limit: 20 }) => {
  const res = await rpc(app, '/api/products', params);
  expect(res.body.result?.status).toBe('success');
  return res.body.result as Loose;
};

describe('catalogue cache', () => {
  it('a repeated listing is answered from the cache, not the database', async () => {
    const first = await listing();
    const target = first.products[0];
    const before = cache.hits;
    // Changed behind the triggers' back: a fresh read would show 1.23.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(products).set({ priceCents: 123 }).where(eq(products.id, target.id));
    });
    const again = await listing();
    expect(again.products[0].price).toBe(target.price);
    expect(cache.hits).toBe(before + 1);
    // Put back, visibly, for the next tests.
    await database.db.update(products).set({ priceCents: Math.round(target.price * 100) }).where(eq(products.id, target.id));
  });

  it('a price change shows in the next listing and product page', async () => {
    const target = (await listing()).products[1];
    const priceOnPage = async () => ((await rpc(app, '/api/product/' + target.slug, {})).body.result as Loose).product.price;
    expect(await priceOnPage()).toBe(target.price);
    await database.db.update(products).set({ priceCents: 4242 }).where(eq(products.id, target.id));
    await until(async () => (await listing()).products.find((p: Loose) => p.id === target.id)?.price === 42.42);
    await until(async () => (await priceOnPage()) === 42.42);
  });

  it('a sale (stock down to 0 and sold count up, as an order writes them) shows the item sold out', async () => {
    const wide = { category: 'body_care', limit: 100 };
    // The same listing before and after: cached now, so only an emptied cache shows the sale.
    const target = (await listing(wide)).products.find((p: Loose) => !p.isOutOfStock);
    await database.db.transaction(async (tx) => {
      await tx.update(stock).set({ quantity: 0 }).where(eq(stock.productId, target.id));
      await tx.update(products).set({ soldCount: sql`${products.soldCount} + 1` }).where(eq(products.id, target.id));
    });
    await until(async () => {
      const all = (await listing(wide)).products as Loose[];
      return all.find((p) => p.id === target.id)?.isOutOfStock === true;
    });
  });

  it('a new rating (as a review writes it) shows on the card', async () => {
    const target = (await listing()).products[2];
    await database.db.update(products).set({ rating: 1.5, reviewCount: sql`${products.reviewCount} + 1` }).where(eq(products.id, target.id));
    await until(async () => (await listing()).products.find((p: Loose) => p.id === target.id)?.rating === 1.5);
  });

  it('search, homepage and categories are cached and emptied the same way', async () => {
    await rpc(app, '/api/products/search', { keyword: 'lotion' });
    await rpc(app, '/api/homepage/sections', {});
    const size = cache.size;
    expect(size).toBeGreaterThanOrEqual(2);
    await database.db.update(products).set({ priceCents: sql`${products.priceCents} + 1` }).where(eq(products.id, 1));
    await until(() => cache.size === 0);
  });

  it('errors are not cached, and nothing is answered from the cache while not listening', async () => {
    cache.invalidate();
    const missing = await rpc(app, '/api/products', { category: 'no_such_category' });
    expect(missing.status).toBe(404);
    expect(cache.size).toBe(0);
    cache.setListening(false);
    await listing();
    expect(cache.size).toBe(0);
    cache.setListening(true);
  });
});

describe('CatalogueCache', () => {
  it('a read that began before a change is not stored after it', () => {
    const c = new CatalogueCache();
    c.setListening(true);
    const read = c.lookup('products', { limit: 20 });
    c.invalidate();
    if (!read || 'json' in read) throw new Error('expected a miss');
    read.put('{"status":"success"}');
    expect(c.size).toBe(0);
    const next = c.lookup('products', { limit: 20 });
    if (!next || 'json' in next) throw new Error('expected a miss');
    next.put('{"status":"success"}');
    expect(c.lookup('products', { limit: 20 })).toEqual({ json: '{"status":"success"}' });
  });

  it('keeps answers for the spec §9 lifetimes and nothing per shopper', () => {
    const min = 60_000;
    expect(lifetimeOf('products', {})).toBe(10 * min);
    expect(lifetimeOf('products', { category: 'perfumes' })).toBe(15 * min);
    expect(lifetimeOf('product', { slugOrId: 'x' })).toBe(15 * min);
    expect(lifetimeOf('homepageSections', {})).toBe(15 * min);
    expect(lifetimeOf('categories', {})).toBe(30 * min);
    expect(lifetimeOf('searchProducts', { keyword: 'oil' })).toBe(5 * min);
    for (const name of ['productUpdates', 'cart', 'orders', 'wishlist', 'me']) expect(lifetimeOf(name, {})).toBeUndefined();
  });
});
