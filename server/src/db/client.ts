/**
 * Engine choice: DATABASE_URL set → a PostgreSQL server through node-postgres; otherwise PGlite
 * (embedded PostgreSQL) in DATA_DIR. Both get the same schema and the same migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, repoRoot } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever engine is under it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Where the data lives (folder, 'memory' or the URL without password). */
  location: string;
  close(): Promise<void>;
}

export const defaultDataDir = () => path.join(repoRoot, '.data', 'pglite');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Two processes on one PGlite folder lose data silently: a pid file beside it refuses the second. */
function lockFolder(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const owner = Number(fs.readFileSync(lockPath, 'utf8'));
    if (owner && owner !== process.pid && alive(owner)) {
      throw new Error(`PGlite folder ${dataDir} is open in process ${owner}; stop it first (or use another DATA_DIR)`);
    }
    fs.writeFileSync(lockPath, String(process.pid));
  }
  return () => fs.rmSync(lockPath, { force: true });
}

/** Opens PGlite; dataDir undefined means in memory (tests). pg_trgm must be loaded on every open. */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const unlock = dataDir ? lockFolder(dataDir) : () => {};
  try {
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      engine: 'pglite',
      location: dataDir ?? 'memory',
      close: async () => {
        if (!client.closed) await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

/** Opens a pool on a PostgreSQL server and migrates it. */
export async function openPostgres(url: string, opts: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10 });
  // An idle connection the server ends (a restart, pg_terminate_backend, DROP DATABASE … FORCE
  // just after end(), whose promise resolves before the sockets close) is already out of the pool,
  // and the next query opens a new one. Unheard, the pool's 'error' would crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  return {
    db,
    engine: 'postgres',
    location: url.replace(/:[^:@/]*@/, ':***@'),
    close: () => pool.end(),
  };
}

/** The database of the running server, from the environment. */
export function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  return openPglite(path.resolve(env.DATA_DIR || defaultDataDir()));
}
