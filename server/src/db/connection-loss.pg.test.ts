/**
 * Connections that PostgreSQL ends under a pool (pg_terminate_backend, as a restart or a failover
 * does): the process goes on and the next query gets a new connection. Before, the pool had no
 * 'error' listener and an idle connection ended this way threw 57P01 out of the process.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { createTestDatabase, onServer } from './test-db';
import { isDatabaseUnavailable } from './unavailable';

const serverUrl = process.env.DATABASE_URL!;
const nameOf = (database: Database) => new URL(database.location.replace(':***@', '@')).pathname.slice(1);

/** Ends every connection to `database` from outside, as an administrator would. */
const terminateAll = (database: Database) =>
  onServer(serverUrl, (c) => c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [nameOf(database)]));

/** Opens `n` connections at once, so that `n` idle ones stay in the pool. */
const fillPool = (database: Database, n: number) => Promise.all(Array.from({ length: n }, () => database.db.execute(sql`select pg_sleep(0.05)`)));

const waitFor = async (check: () => boolean, ms = 5_000) => {
  for (const until = Date.now() + ms; Date.now() < until && !check(); ) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('connections ended by the server', () => {
  let database: Database;
  const lost: (Error & { code?: string })[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    database.onConnectionLost!((err) => void lost.push(err));
  });
  afterAll(() => database.close());
  beforeEach(() => {
    lost.length = 0;
  });

  it('idle connections ended with 57P01 are reported, the process goes on, and the next query works', async () => {
    await fillPool(database, 3);
    await terminateAll(database);
    expect(await waitFor(() => lost.length === 3)).toBe(true);
    expect(lost.map((e) => e.code)).toEqual(['57P01', '57P01', '57P01']);
    const { rows } = (await database.db.execute(sql`select 41 + 1 as answer`)) as unknown as { rows: { answer: number }[] };
    expect(rows).toEqual([{ answer: 42 }]);
  });

  it('a connection ended inside a transaction fails that transaction as "unavailable", and the pool goes on', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await terminateAll(database);
        // The client is checked out: the ending arrives on it while nobody awaits a query.
        await new Promise((r) => setTimeout(r, 200));
        await tx.execute(sql`select 2`);
      })
      .then(() => null, (err: unknown) => err);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const { rows } = (await database.db.execute(sql`select 7 as n`)) as unknown as { rows: { n: number }[] };
    expect(rows).toEqual([{ n: 7 }]);
  });
});

describe('test databases', () => {
  it('close the pool, wait for its sockets, then drop: no connection of theirs is ever ended by the drop', async () => {
    // pool.end() resolves before its sockets close; a DROP ... WITH (FORCE) right after ended the
    // ones still closing (57P01) in about one run in four. Ten rounds find that order again.
    for (let round = 0; round < 10; round += 1) {
      const database = await createTestDatabase();
      const lost: Error[] = [];
      database.onConnectionLost!((err) => void lost.push(err));
      await fillPool(database, 4);
      await database.close();
      await new Promise((r) => setTimeout(r, 30));
      expect({ round, lost: lost.map((e) => e.message) }).toEqual({ round, lost: [] });
      const left = await onServer(serverUrl, (c) => c.query('select 1 from pg_database where datname = $1', [nameOf(database)]));
      expect(left.rowCount).toBe(0);
    }
  });

  it('close twice: the second waits for the first and the database is dropped once', async () => {
    const database = await createTestDatabase();
    await database.db.execute(sql`select 1`);
    await Promise.all([database.close(), database.close()]);
    await expect(database.close()).resolves.toBeUndefined();
  });
});
