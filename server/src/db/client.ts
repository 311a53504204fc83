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
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, repoRoot } from '../paths';
import { millisecondsFromEnv } from '../settings';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever engine is under it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction on `Db`: what every domain's writes take (ledger, orders, payments, events). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Where the data lives (folder, 'memory' or the URL without password). */
  location: string;
  /** Closes the database; once only (a second call waits for the first). */
  close(): Promise<void>;
  /**
   * Where connections lost while idle are reported (a restart, a failover, an administrator): they
   * are logged, never thrown, and the pool opens new ones once the server is back. PGlite has none.
   */
  onConnectionLost?(report: (err: Error) => void): void;
  /**
   * LISTEN on a channel: `notify` for each notification (after its transaction committed, with
   * its payload),
   * `listening(false)` when the connection that listens is lost (notifications may be missed),
   * `listening(true)` once listening (again). Ends with close().
   */
  listen(channel: string, on: { notify(payload: string): void; listening(on: boolean): void }): void;
  /**
   * For background work (the notifications dispatcher): on PostgreSQL a pool of its own with one
   * connection, made at the first call and closed with the database, so that work never takes
   * the requests' connections during a burst; on PGlite the one database.
   */
  background(): Db;
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
    let closing: Promise<void> | undefined;
    const close = async () => {
      if (!client.closed) await client.close();
      unlock();
    };
    // One process owns a PGlite folder: its notifications never travel over a connection to lose.
    const listen: Database['listen'] = (channel, on) => {
      void client.listen(channel, (payload) => on.notify(payload)).then(() => on.listening(true));
    };
    return { db, engine: 'pglite', location: dataDir ?? 'memory', close: () => (closing ??= close()), listen, background: () => db };
  } catch (err) {
    unlock();
    throw err;
  }
}

export interface PostgresOptions {
  max?: number;
  /** How long a query waits for a new connection before it fails (503): bounded during an outage. */
  connectionTimeoutMillis?: number;
  /**
   * The API's bound on one statement (PostgreSQL's statement_timeout) and on a transaction left
   * idle (idle_in_transaction_session_timeout): a query stuck behind a lock or a runaway plan is
   * cancelled (57014, answered 503) instead of holding a pooled connection and the shopper's
   * request forever. None when unset: the seeders and migrations run statements far longer.
   */
  statementTimeoutMillis?: number;
}

/** The API's statement bound: DATABASE_STATEMENT_TIMEOUT_MS, 15 s when unset, 0 for none. */
export const API_STATEMENT_TIMEOUT_MS = 15_000;
export const statementTimeoutFromEnv = (env: NodeJS.ProcessEnv): number => millisecondsFromEnv(env, 'DATABASE_STATEMENT_TIMEOUT_MS', API_STATEMENT_TIMEOUT_MS);

/**
 * A pool on a PostgreSQL server, not migrated (openPostgres migrates). No connection is made
 * until the first query.
 */
export function connectPostgres(url: string, opts: PostgresOptions = {}): Database {
  let report = (err: Error) => console.warn(`database connection lost (${(err as { code?: string }).code ?? err.message}); the pool reconnects on the next query`);
  // Sockets still closing when pool.end() resolves race a DROP DATABASE ... WITH (FORCE) or a
  // server stop: close() waits for every one of them to end.
  const ends = new Set<Promise<void>>();
  const newPool = (max: number) => {
    const pool = new pg.Pool({
      connectionString: url,
      max,
      // An unreachable server (not a refusing one) would otherwise hold each request until the
      // operating system gives up; 5 s is far above a healthy connect (a few ms on the same network).
      connectionTimeoutMillis: opts.connectionTimeoutMillis ?? 5_000,
      idleTimeoutMillis: 30_000,
      // TCP keep-alive finds connections that a failover or a dropped NAT entry left half-open.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // No JIT compilation: the API's queries read a few rows through indexes, but at 1M products
      // the planner's estimate of a search passes jit_above_cost and compiling took 20–60 ms of a
      // 5 ms query (BENCHMARKS.md, search at 1M). A startup option: no extra round trip.
      options: '-c jit=off',
      ...(opts.statementTimeoutMillis
        ? { statement_timeout: opts.statementTimeoutMillis, idle_in_transaction_session_timeout: 4 * opts.statementTimeoutMillis }
        : {}),
    });
    // An idle connection that the server ends is emitted here; without a listener Node throws it
    // and the whole API stops.
    pool.on('error', (err) => report(err));
    pool.on('connect', (client) => {
      // A connection that dies while checked out (between the queries of a transaction) is emitted
      // on its client, with nobody listening: its next query fails instead (503), the pool drops it.
      client.on('error', () => {});
      const ended: Promise<void> = new Promise((resolve) =>
        client.once('end', () => {
          ends.delete(ended);
          resolve();
        }),
      );
      ends.add(ended);
    });
    return pool;
  };
  const pool = newPool(opts.max ?? 10);
  let backgroundPool: pg.Pool | undefined;
  let background: Db | undefined;
  let closing: Promise<void> | undefined;
  const listeners = new Set<pg.Client>();
  let retry: NodeJS.Timeout | undefined;
  const close = async () => {
    clearTimeout(retry);
    await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
    await Promise.all([pool.end(), backgroundPool?.end()]);
    await Promise.all([...ends]);
  };
  /** A connection of its own, outside the pool (LISTEN holds it); reconnects every second once lost. */
  const listen: Database['listen'] = (channel, on) => {
    const start = () => {
      if (closing) return;
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: opts.connectionTimeoutMillis ?? 5_000, keepAlive: true });
      listeners.add(client);
      let lost = false;
      const onLost = () => {
        if (lost) return;
        lost = true;
        listeners.delete(client);
        client.end().catch(() => undefined);
        on.listening(false);
        if (!closing) retry = setTimeout(start, 1_000);
      };
      client.on('error', onLost);
      client.on('end', onLost);
      client.on('notification', (msg) => {
        if (msg.channel === channel) on.notify(msg.payload ?? '');
      });
      client
        .connect()
        .then(() => client.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
        .then(() => !lost && on.listening(true), onLost);
    };
    start();
  };
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    engine: 'postgres',
    location: url.replace(/:[^:@/]*@/, ':***@'),
    close: () => (closing ??= close()),
    listen,
    background: () => (background ??= drizzlePg((backgroundPool = newPool(1)), { schema }) as unknown as Db),
    onConnectionLost: (fn) => {
      report = fn;
    },
  };
}

/** The advisory lock the migrations run under (any fixed number of our own: "suuq" in ASCII). */
export const MIGRATION_LOCK = 0x7375_7571;

/**
 * Opens a pool on a PostgreSQL server and migrates it. The migrations run on a connection of their
 * own without the statement bound (building an index on a large catalogue takes longer), under a
 * session advisory lock: two API processes starting on one new database would otherwise both run
 * them, and the second would fail on tables the first had just made. The one connection (max 1)
 * holds the lock through every step; closing it lets go even after an error.
 */
export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Database> {
  const migrator = connectPostgres(url, { ...opts, max: 1, statementTimeoutMillis: undefined });
  try {
    await migrator.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    await migratePg(migrator.db as never, { migrationsFolder });
    await migrator.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
  } finally {
    await migrator.close().catch(() => undefined);
  }
  return connectPostgres(url, opts);
}

/** The database of the running server, from the environment (`opts` for a PostgreSQL server). */
export function openDatabase(env: NodeJS.ProcessEnv = process.env, opts: PostgresOptions = {}): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, opts);
  return openPglite(path.resolve(env.DATA_DIR || defaultDataDir()));
}
