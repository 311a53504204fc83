/**
 * A word most products have: the search answers MAX_RESULTS products, read page by page in index
 * order (matches.ts). Its pages must be what ranking every match would give. The reference order
 * here is computed independently, from the weighted document (A name, B brand and category).
 */
import { eq, sql } from 'drizzle-orm';
import Value from 'typebox/value';
import { calls, type SearchSort } from '../contract';
import { categories, products } from '../db/schema';
import { growCatalogue } from '../seed/bulk';
import { rpc, setUpSeededApp } from '../testing/app';
import { MAX_RESULTS, salesWalk, sampling } from './matches';

const shop = setUpSeededApp();
// Every description says 'Sold by Suuq' and over half the products are in Beauty: with the grown
// catalogue, both words match more products than MAX_RESULTS.
const PRODUCTS = 2 * MAX_RESULTS + 300;
let inName: number;

beforeAll(async () => {
  const { db } = shop.database;
  await growCatalogue(db, PRODUCTS - 1);
  const [cat] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'fit_foods'));
  // A poor seller with the word in its name, and one whose description lacks it (for the OR case).
  const [row] = await db
    .insert(products)
    .values({ slug: 'suuq-gift-card', name: 'Suuq Gift Card', nameSo: 'Kaarka Hadiyadda', description: 'A gift card.', priceCents: 1000, categoryId: cat!.id, soldCount: 0 })
    .returning({ id: products.id });
  inName = row!.id;
  await db.execute(sql`analyze`);
}, 120_000);

interface Found { products: { id: number }[]; total: number; total_pages: number }

async function search(params: Record<string, unknown>): Promise<Found> {
  const res = await rpc(shop.app, '/api/products/search', params);
  expect(res.body.result?.status).toBe('success');
  expect(Value.Check(calls.searchProducts.result, res.body.result)).toBe(true);
  return res.body.result as unknown as Found;
}

const KEY_ORDER: Record<Exclude<SearchSort, 'default'>, string> = {
  price_asc: 'p.price_cents, p.id',
  price_desc: 'p.price_cents desc, p.id',
  reviews: 'p.review_count desc, p.rating desc, p.id',
  best_selling: 'p.sold_count desc, p.id',
};

const idsOf = (res: unknown) => ((res as { rows?: { id: number }[] }).rows ?? (res as { id: number }[])).map((r) => Number(r.id));

/**
 * Every product matching the word by relevance, read without any bound; for another sort, the
 * MAX_RESULTS most relevant in that sort's order.
 */
async function reference(sort: SearchSort, word = 'suuq'): Promise<number[]> {
  const relevance = `select p.* from products p join product_search s on s.product_id = p.id
    where s.document @@ to_tsquery('simple', '${word}')
    order by (s.document @@ to_tsquery('simple', '${word}:A')) desc, (s.document @@ to_tsquery('simple', '${word}:AB')) desc, p.sold_count desc, p.id`;
  const query = sort === 'default' ? relevance : `select p.id from (${relevance} limit ${MAX_RESULTS}) p order by ${KEY_ORDER[sort]}`;
  return idsOf(await shop.database.db.execute(sql.raw(query)));
}

describe('a word most products have', () => {
  it('answers the first MAX_RESULTS products in relevance order; pages together give them once, the page after is empty', async () => {
    const all = await reference('default');
    expect(all.length).toBeGreaterThan(MAX_RESULTS);
    expect(all[0]).toBe(inName);
    const ids: number[] = [];
    for (let page = 1; page <= MAX_RESULTS / 100; page++) {
      const found = await search({ keyword: 'suuq ', per_page: 100, page });
      expect(found).toMatchObject({ total: MAX_RESULTS, total_pages: MAX_RESULTS / 100 });
      ids.push(...found.products.map((p) => p.id));
    }
    expect(ids).toEqual(all.slice(0, MAX_RESULTS));
    const after = await search({ keyword: 'suuq ', per_page: 100, page: MAX_RESULTS / 100 + 1 });
    expect(after).toMatchObject({ products: [], total: MAX_RESULTS });
  });

  it('a large tier of slow sellers, past the walk of the sales index, is read from its index in the same order', async () => {
    const walk = salesWalk.rows;
    salesWalk.rows = 5; // no tier finds a page in the 5 best sellers: every large tier takes the GIN branch
    try {
      for (const word of ['suuq', 'beauty']) {
        const all = await reference('default', word);
        for (const page of [1, 7, MAX_RESULTS / 50]) {
          const found = await search({ keyword: `${word} `, per_page: 50, page });
          expect(found.products.map((p) => p.id)).toEqual(all.slice((page - 1) * 50, page * 50));
        }
      }
    } finally {
      salesWalk.rows = walk;
    }
  });

  describe('a word read from a sample of its matches', () => {
    // A word in two thirds of the descriptions, added after the statistics were taken: the planner
    // reads it through the GIN index (for 'suuq', in every product, it scans the table and stops
    // at MAX_RESULTS: no sample).
    const word = 'zaytuun';
    beforeAll(async () => {
      await shop.database.db.execute(sql`update products set description = description || ' Zaytuun.' where id % 3 <> 0`);
      // Into the index proper: GIN reads its list of pending entries whole, never sampled.
      await shop.database.db.execute(sql`select gin_clean_pending_list('product_search_document_idx')`);
    });

    /** How many products the GIN index hands back for the word with gin_fuzzy_search_limit at `limit`. */
    const sampledCount = (limit: number): Promise<number> =>
      shop.database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local gin_fuzzy_search_limit = ${limit}`));
        const res = await tx.execute(sql`select count(*)::int as n from product_search where document @@ to_tsquery('simple', ${word})`);
        return Number(((res as { rows?: { n: number }[] }).rows ?? (res as { n: number }[]))[0]!.n);
      });

    it.each([
      ['large enough: MAX_RESULTS found in it prove there are more', 1200],
      ['too small to hold MAX_RESULTS: every match is read instead', 50],
    ])('%s; the pages are the reference order', async (_, limit) => {
      const all = await reference('default', word);
      expect(all.length).toBeGreaterThan(limit);
      const before = sampling.limit;
      sampling.limit = limit;
      try {
        // The engine does sample: fewer than every match come back, and as many as the case needs.
        const n = await sampledCount(limit);
        expect(n).toBeLessThan(all.length);
        if (limit > MAX_RESULTS) expect(n).toBeGreaterThanOrEqual(MAX_RESULTS);
        else expect(n).toBeLessThan(MAX_RESULTS);
        for (const page of [1, 7, MAX_RESULTS / 50]) {
          const found = await search({ keyword: word, per_page: 50, page });
          expect(found.total).toBe(MAX_RESULTS);
          expect(found.products.map((p) => p.id)).toEqual(all.slice((page - 1) * 50, page * 50));
        }
      } finally {
        sampling.limit = before;
      }
    });
  });

  it('a name match comes first, a brand match before description-only matches, each by sales', async () => {
    const found = await search({ keyword: 'suuq ', per_page: 20 });
    expect(found.products[0]!.id).toBe(inName);
    expect(found.products.map((p) => p.id)).toEqual((await reference('default')).slice(0, 20));
  });

  it('a category word (hundreds of products in that tier): pages are the reference order too', async () => {
    const all = await reference('default', 'beauty');
    expect(all.length).toBeGreaterThan(MAX_RESULTS);
    for (const page of [1, 7, MAX_RESULTS / 50]) {
      const found = await search({ keyword: 'beauty ', per_page: 50, page });
      expect(found.products.map((p) => p.id)).toEqual(all.slice((page - 1) * 50, page * 50));
    }
  });

  it.each(['price_asc', 'price_desc', 'reviews', 'best_selling'] as const)('%s orders the same MAX_RESULTS most relevant products by its key', async (filter) => {
    const all = await reference(filter);
    expect(all).toHaveLength(MAX_RESULTS);
    expect([...all].sort()).toEqual((await reference('default')).slice(0, MAX_RESULTS).sort());
    for (const page of [1, 4, MAX_RESULTS / 50]) {
      const found = await search({ keyword: 'suuq ', per_page: 50, page, filter });
      expect(found.total).toBe(MAX_RESULTS);
      expect(found.products.map((p) => p.id)).toEqual(all.slice((page - 1) * 50, page * 50));
    }
  });

  it('when no product has every word (OR), those with more of them come first, then by tier; pages are stable', async () => {
    // Every description has 'somalia' and 'delivery'; only the gift card has 'kaarka' (in its name), and not those.
    const keyword = 'somalia delivery kaarka ';
    const res = await shop.database.db.execute(sql`
      select p.id from products p join product_search s on s.product_id = p.id
      where s.document @@ to_tsquery('simple', 'somalia | delivery | deliveri | kaarka')
      order by (s.document @@ to_tsquery('simple', 'somalia'))::int + (s.document @@ to_tsquery('simple', 'delivery | deliveri'))::int
        + (s.document @@ to_tsquery('simple', 'kaarka'))::int desc,
        (s.document @@ to_tsquery('simple', 'somalia:A | delivery:A | deliveri:A | kaarka:A')) desc,
        (s.document @@ to_tsquery('simple', 'somalia:AB | delivery:AB | deliveri:AB | kaarka:AB')) desc, p.sold_count desc, p.id
      limit 100`);
    const expected = idsOf(res);
    const first = await search({ keyword, per_page: 50 });
    const second = await search({ keyword, per_page: 50, page: 2 });
    expect(first.total).toBe(MAX_RESULTS);
    expect([...first.products, ...second.products].map((p) => p.id)).toEqual(expected);
    expect(expected).not.toContain(inName);
  });
});
