/** A seeded app on a fresh database (PGlite in memory, or PostgreSQL when DATABASE_URL is set). */
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { Database } from '../db/client';
import { seedDemo } from '../seed';
import { createTestDatabase } from '../db/test-db';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export async function seededApp(opts: { logger?: AppOptions['logger'] } = {}): Promise<{ app: TestApp; database: Database; close: () => Promise<void> }> {
  const database = await createTestDatabase();
  let app: TestApp;
  try {
    await seedDemo(database.db);
    app = await buildApp({ database, checkResults: true, logger: opts.logger });
  } catch (err) {
    await database.close();
    throw err;
  }
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface SeededAppHandle {
  readonly app: TestApp;
  readonly database: Database;
}

/**
 * One seeded app for a whole test file: opened in beforeAll, closed in afterAll. Call it at the top
 * of the file; read `app` and `database` inside tests and hooks, since they exist only once
 * beforeAll has run. Runs on PGlite, or on PostgreSQL when DATABASE_URL is set (like seededApp).
 */
export function setUpSeededApp(opts: { logger?: AppOptions['logger'] } = {}): SeededAppHandle {
  let opened: Awaited<ReturnType<typeof seededApp>> | undefined;
  beforeAll(async () => {
    opened = await seededApp(opts);
  });
  afterAll(() => opened?.close());
  const current = () => {
    if (!opened) throw new Error('the seeded app opens in beforeAll: use it inside tests and hooks, not at load time');
    return opened;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
  };
}

export interface RpcAnswer {
  status: number;
  body: {
    jsonrpc: string;
    id: string | number | null;
    result?: Record<string, unknown> & { status: string; message?: string; code?: string };
    error?: { code: number; message: string };
  };
  raw: LightMyRequestResponse;
}

/** POSTs a JSON-RPC call the way shared-api's client does. */
export async function rpc(app: TestApp, url: string, params: unknown = {}, id: number | string = 1): Promise<RpcAnswer> {
  const raw = await app.inject({ method: 'POST', url, payload: { jsonrpc: '2.0', method: 'call', params, id } });
  return { status: raw.statusCode, body: raw.json(), raw };
}
