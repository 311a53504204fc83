import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { seedDemo, seedIfEmpty } from '../seed';
import { createTestDatabase } from './test-db';

const rows = async <T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe(`database (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('migrations create every table and the pg_trgm extension', async () => {
    const tables = await rows<{ table_name: string }>(
      database,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['categories', 'product_images', 'product_sections', 'products', 'sellers', 'stock', 'stock_locations']),
    );
    const ext = await rows<{ extname: string }>(database, sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(ext).toHaveLength(1);
    const sim = await rows<{ s: number }>(database, sql`select similarity('timir', 'timmir')::float8 as s`);
    expect(Number(sim[0]!.s)).toBeGreaterThan(0.3);
  });

  it('the demo seed fills 5 main and 13 subcategories, 120+ products and 1 warehouse among 3+ locations', async () => {
    const summary = await seedIfEmpty(database.db);
    expect(summary).not.toBeNull();
    const [counts] = await rows<Record<string, number | string>>(
      database,
      sql`select
        (select count(*) from categories where parent_id is null)::int as mains,
        (select count(*) from categories where parent_id is not null)::int as subs,
        (select count(*) from products)::int as products,
        (select count(distinct category_id) from products)::int as used_subs,
        (select count(*) from stock_locations)::int as locations,
        (select count(*) from stock_locations where is_warehouse)::int as warehouses,
        (select count(*) from products where old_price_cents is not null)::int as discounted,
        (select count(*) from products p where not exists (select 1 from stock s where s.product_id = p.id and s.quantity > 0))::int as out_of_stock,
        (select count(*) from products where is_haad_express)::int as haad,
        (select count(*) from products where is_live_stream)::int as live,
        (select count(*) from products where free_delivery)::int as free,
        (select count(*) from products p where not exists (select 1 from product_images i where i.product_id = p.id and i.position > 0))::int as without_extra`,
    );
    // Casts keep counts numbers on both engines (pg would answer strings for bigint).
    expect(typeof counts!.products).toBe('number');
    expect(counts).toMatchObject({ mains: 5, subs: 13, used_subs: 13, warehouses: 1, without_extra: 0 });
    expect(counts!.products).toBeGreaterThanOrEqual(120);
    expect(counts!.locations).toBeGreaterThanOrEqual(3);
    const share = Number(counts!.discounted) / Number(counts!.products);
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.5);
    for (const k of ['out_of_stock', 'haad', 'live', 'free'] as const) expect(counts![k]).toBeGreaterThan(0);
  });

  it('a catalogue that has products is not seeded again', async () => {
    expect(await seedIfEmpty(database.db)).toBeNull();
  });

  it('the demo seed is deterministic: same names, prices and stock on every run', async () => {
    const other = await createTestDatabase();
    try {
      await seedDemo(other.db);
      const q = sql`select p.slug, p.price_cents, p.old_price_cents, p.sold_count,
        (select coalesce(sum(quantity), 0)::int from stock s where s.product_id = p.id) as qty from products p order by p.id`;
      expect(await rows(other, q)).toEqual(await rows(database, q));
    } finally {
      await other.close();
    }
  });
});
