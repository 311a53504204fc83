/**
 * The API's statement bound (client.ts statementTimeoutMillis, DATABASE_STATEMENT_TIMEOUT_MS): a
 * query stuck behind a lock is cancelled by PostgreSQL and the shopper gets the 503 of spec §8
 * with its message, not a request that hangs with a pooled connection held, nor a 500. The
 * migrations, which build indexes on large catalogues, run without it.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connectPostgres, type Database } from './client';
import { seedIfEmpty } from '../seed';
import { createTestDatabase } from './test-db';
import { isDatabaseUnavailable, QUERY_CANCELED, UNAVAILABLE_MESSAGE } from './unavailable';
import { startApiProcess, type ApiProcess } from '../testing/api-process';

const serverUrl = process.env.DATABASE_URL!;
const urlOf = (database: Database) => {
  const url = new URL(serverUrl);
  url.pathname = new URL(database.location.replace(':***@', '@')).pathname;
  return url.toString();
};

describe('statement bound on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedIfEmpty(database.db);
  }, 120_000);
  afterAll(() => database.close());

  it('a statement over the bound is cancelled with 57014, counted as "unavailable", and the pool goes on', async () => {
    const bounded = connectPostgres(urlOf(database), { max: 2, statementTimeoutMillis: 300 });
    try {
      const started = Date.now();
      const err = await bounded.db.execute(sql`select pg_sleep(5)`).then(() => null, (e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(err).not.toBeNull();
      expect(isDatabaseUnavailable(err)).toBe(true);
      const codes: unknown[] = [];
      for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) codes.push(e.code);
      expect(codes).toContain(QUERY_CANCELED);
      // The next query works on the same pool.
      const rows = await bounded.db.execute(sql`select 1 as one`);
      expect((rows as unknown as { rows: { one: number }[] }).rows[0]!.one).toBe(1);
    } finally {
      await bounded.close();
    }
  });

  describe('the API behind a lock', () => {
    let api: ApiProcess;
    let locker: pg.Client;
    beforeAll(async () => {
      api = await startApiProcess({ DATABASE_URL: urlOf(database), DATABASE_STATEMENT_TIMEOUT_MS: '500', SUUQ_CATALOGUE_CACHE: 'off', LOG_LEVEL: 'fatal' });
      locker = new pg.Client({ connectionString: urlOf(database) });
      await locker.connect();
    }, 180_000);
    afterAll(async () => {
      await locker?.end().catch(() => undefined);
      await api?.stop();
    });

    const listProducts = () =>
      fetch(`${api.url}/api/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', method: 'call', params: { limit: 5 }, id: 1 }),
      });

    it('answers 503 with the message and Retry-After while the products are locked, and 200 once the lock goes', async () => {
      expect((await listProducts()).status).toBe(200);
      await locker.query('begin');
      await locker.query('lock table products in access exclusive mode');
      try {
        const started = Date.now();
        const res = await listProducts();
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect((await res.json()).error.message).toBe(UNAVAILABLE_MESSAGE);
      } finally {
        await locker.query('rollback');
      }
      expect((await listProducts()).status).toBe(200);
    });
  });
});
