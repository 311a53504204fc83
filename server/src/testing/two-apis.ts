/**
 * PostgreSQL-only tests (`*.pg.test.ts`) run the shop as production does: two API processes on
 * one database of the test's own, made on the server of DATABASE_URL and dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPostgres, type Database } from '../db/client';
import { startApiProcess, type ApiProcess } from './api-process';

/** One statement on the server's maintenance database (CREATE/DROP DATABASE). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TwoApis {
  apis: ApiProcess[];
  /** A pool of the test's own on the same database, to prepare data and check the outcome. */
  database: Database;
  /** The settings both processes got (to start another process on the same database). */
  env: Record<string, string>;
  /** Stops both processes, closes the pool, drops the database. */
  stop(): Promise<void>;
}

/** Two API processes on a new database named `suuq_<name>_<random>`; `env` adds to their settings. */
export async function twoApisOnOneDatabase(name: string, env: Record<string, string> = {}, poolSize = 4): Promise<TwoApis> {
  const dbName = `suuq_${name}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${dbName}"`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${dbName}`;
  const settings = { DATABASE_URL: url.toString(), NODE_ENV: 'test', ...env };
  const apis: ApiProcess[] = [];
  const stop = async () => {
    await Promise.all(apis.map((a) => a.stop()));
    await database?.close();
    await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  };
  let database: Database | undefined;
  try {
    // One after the other: the first applies the migrations and seeds.
    apis.push(await startApiProcess(settings));
    apis.push(await startApiProcess(settings));
    database = connectPostgres(url.toString(), { max: poolSize });
  } catch (err) {
    await stop();
    throw err;
  }
  return { apis, database, env: settings, stop };
}

export interface RpcAnswer<R> {
  status: number;
  /** The JSON-RPC result, or `{ error }` when the answer carried a protocol error instead. */
  result: R;
}

/** A JSON-RPC call with the bearer token (when given) and extra headers (an Idempotency-Key). */
export async function postRpc<R = Record<string, unknown>>(
  base: string,
  path: string,
  params: unknown,
  { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {},
): Promise<RpcAnswer<R>> {
  const res = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', method: 'call', params, id: 1 }),
  });
  const body = (await res.json()) as { result?: R; error?: unknown };
  return { status: res.status, result: body.result ?? ({ error: body.error } as R) };
}
