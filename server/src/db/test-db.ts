/**
 * Fresh databases for tests: an in-memory PGlite, or — when DATABASE_URL is set — a database of its
 * own on that PostgreSQL server (dropped again on close). A database rather than a schema, because
 * drizzle-kit writes foreign keys as "public"."table".
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from './client';

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite();
  const name = `suuq_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin(url, (c) => c.query(`CREATE DATABASE "${name}"`));
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString(), { max: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
