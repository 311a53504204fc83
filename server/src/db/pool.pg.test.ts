/**
 * PostgreSQL only: a connection the server ends while it waits in the pool (a restart, an
 * administrator, DROP DATABASE … FORCE) does not crash the API process, and the next query works.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client';
import { createTestDatabase } from './test-db';

const rows = async <T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

test('an idle connection terminated by the server is dropped quietly and the next query opens another', async () => {
  const pid = (await rows<{ pid: number }>(database, sql`select pg_backend_pid() as pid`))[0]!.pid;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
    // The FATAL 57P01 reaches the idle client a moment later; an unheard pool 'error' would be an
    // unhandled error here, which fails this file.
    await new Promise((r) => setTimeout(r, 300));
    const next = (await rows<{ next: number }>(database, sql`select pg_backend_pid() as next`))[0]!.next;
    expect(next).not.toBe(pid);
  } finally {
    await admin.end();
  }
});
