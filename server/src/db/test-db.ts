/**
 * Fresh databases for tests: an in-memory PGlite, or — when DATABASE_URL is set — a database of its
 * own on that PostgreSQL server (dropped again on close). A database rather than a schema, because
 * drizzle-kit writes foreign keys as "public"."table".
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from './client';

/** One short-lived connection to the server's maintenance database, for CREATE and DROP. */
export async function onServer<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A server that ends this connection under us fails the query in hand; it must not also be
  // thrown as an 'error' event with nobody listening.
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite();
  const name = `suuq_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await onServer(url, (c) => c.query(`CREATE DATABASE "${name}"`));
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString(), { max: 4 }).catch(async (err: unknown) => {
    await onServer(url, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    throw err;
  });
  let dropping: Promise<void> | undefined;
  const drop = async () => {
    // The pool first, and only once its sockets have closed: FORCE ends every connection still on
    // the database, and one of ours still closing would get 57P01 (the crash this order avoids).
    try {
      await database.close();
    } finally {
      await onServer(url, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    }
  };
  return { ...database, close: () => (dropping ??= drop()) };
}
