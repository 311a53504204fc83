/**
 * PostgreSQL only: two API processes, each with its own catalogue cache, on one database. A
 * change committed anywhere (here by a third connection, as an order or a product update would)
 * reaches both caches through LISTEN/NOTIFY: neither keeps answering the old price or stock.
 */
import { eq, sql } from 'drizzle-orm';
import { products, stock } from '../db/schema';
import { postRpc, twoApisOnOneDatabase, type TwoApis } from '../testing/two-apis';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
let shop: TwoApis;

beforeAll(async () => {
  shop = await twoApisOnOneDatabase('cache', { SUUQ_CATALOGUE_CACHE: 'on' });
}, 120_000);
afterAll(async () => {
  await shop?.stop();
});

const listing = async (base: string) => {
  const answer = await postRpc<Loose>(base, '/api/products', { category: 'body_care', limit: 100 });
  expect(answer.result.status).toBe('success');
  return answer.result.products as Loose[];
};

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('catalogue cache across two API processes', () => {
  it('both processes cache the listing (a write the triggers do not see stays unseen)', async () => {
    const [a, b] = shop.apis.map((api) => api.url) as [string, string];
    // The listeners connect after the processes start: a listing is cached once one listens.
    const target = (await listing(a))[0]!;
    await until(async () => {
      await listing(a);
      await listing(b);
      await shop.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(products).set({ priceCents: 111 }).where(eq(products.id, target.id));
      });
      const seen = await Promise.all([listing(a), listing(b)]);
      const cached = seen.every((list) => list.find((p) => p.id === target.id)?.price === target.price);
      if (!cached) await shop.database.db.update(products).set({ priceCents: Math.round(target.price * 100) }).where(eq(products.id, target.id));
      return cached;
    });
  });

  it('a price change and a sell-out committed elsewhere show in both processes', async () => {
    const [a, b] = shop.apis.map((api) => api.url) as [string, string];
    const before = await listing(a);
    await listing(b);
    const target = before.find((p) => !p.isOutOfStock)!;
    await shop.database.db.transaction(async (tx) => {
      await tx.update(products).set({ priceCents: 777, soldCount: sql`${products.soldCount} + 1` }).where(eq(products.id, target.id));
      await tx.update(stock).set({ quantity: 0 }).where(eq(stock.productId, target.id));
    });
    for (const base of [a, b]) {
      await until(async () => {
        const seen = (await listing(base)).find((p) => p.id === target.id);
        return seen?.price === 7.77 && seen.isOutOfStock === true;
      });
    }
  });
});
