/** Test helpers: an app on a fresh database with a settable clock and a recording messenger. */
import { buildApp, type AppOptions } from '../app';
import type { Db } from '../db/client';
import { createTestDatabase } from '../db/test-db';
import type { OutgoingMessage } from '../messaging';
import { rpc, type RpcAnswer, type TestApp } from '../testing/app';
import { users } from '../db/schema-auth';
import type { DemoAccount } from './context';
import { createSession } from './sessions';

export const START = Date.parse('2026-03-01T09:00:00.000Z');

export interface AuthKit {
  app: TestApp;
  db: Db;
  sent: OutgoingMessage[];
  clock: { now: number; advance(ms: number): void };
  close(): Promise<void>;
}

export async function authKit(opts: { demo?: DemoAccount | null; devOutbox?: boolean; outbox?: boolean; orderPayments?: AppOptions['orderPayments'] } = {}): Promise<AuthKit> {
  const database = await createTestDatabase();
  const sent: OutgoingMessage[] = [];
  const clock = { now: START, advance(ms: number) { clock.now += ms; } };
  const app = await buildApp({
    database,
    checkResults: true,
    env: { NODE_ENV: 'test' },
    auth: {
      now: () => new Date(clock.now),
      ...(opts.outbox ? {} : { messenger: { send: async (m) => void sent.push(m) } }),
      demo: opts.demo ?? null,
      devOutbox: opts.devOutbox ?? false,
    },
    orderPayments: opts.orderPayments,
  });
  return { app, db: database.db, sent, clock, close: async () => { await app.close(); await database.close(); } };
}

let serial = 0;
/** A valid registration, unique per call. */
export function newShopper(over: Record<string, unknown> = {}) {
  serial += 1;
  const n = String(serial).padStart(3, '0');
  return {
    name: 'Hodan Ali',
    email: `hodan${n}@example.so`,
    phone: `+252612345${n}`,
    password: 'correct horse 1',
    country: 'Somalia',
    date_of_birth: '1994-02-03',
    ...over,
  };
}

/** Waits for the latest code sent to `to` (reset codes are sent after the answer). */
export async function codeSentTo(kit: AuthKit, to: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const found = [...kit.sent].reverse().find((m) => m.to === to.toLowerCase() && m.code);
    if (found?.code) return found.code;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no code sent to ${to}`);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A JSON-RPC call with headers (rpc() of testing/app sends none). */
export async function call(kit: AuthKit, url: string, params: unknown = {}, headers: Record<string, string> = {}): Promise<RpcAnswer> {
  if (!Object.keys(headers).length) return rpc(kit.app, url, params);
  const raw = await kit.app.inject({ method: 'POST', url, headers, payload: { jsonrpc: '2.0', method: 'call', params, id: 1 } });
  return { status: raw.statusCode, body: raw.json(), raw };
}

/** Registers, verifies with the sent code, and returns the session. */
export async function registeredShopper(kit: AuthKit, over: Record<string, unknown> = {}) {
  const shopper = newShopper(over);
  const reg = await call(kit, '/api/user/register', shopper);
  if (reg.body.result?.status !== 'success') throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const userId = reg.body.result.user_id as number;
  const ticket = reg.body.result.ticket as string;
  const code = await codeSentTo(kit, shopper.email);
  const ver = await call(kit, '/api/user/verify', { user_id: userId, ticket, code });
  if (ver.body.result?.status !== 'success') throw new Error(`verify failed: ${JSON.stringify(ver.body)}`);
  return { ...shopper, userId, token: ver.body.result.token as string };
}

let made = 0;
/**
 * A verified account with the given role and a live session, written straight to the database
 * (no call makes staff): for the tests of staff-only calls.
 */
export async function accountWithSession(db: Db, role: 'customer' | 'staff'): Promise<{ userId: number; token: string; phone: string }> {
  made += 1;
  const tag = `${process.pid}${String(made).padStart(3, '0')}`;
  const digits = `69${tag.slice(-7).padStart(7, '0')}`;
  const [user] = await db
    .insert(users)
    .values({
      name: `${role} ${made}`, email: `${role}${tag}@example.so`, dialCode: '+252', phone: digits, fullPhone: `+252${digits}`,
      passwordHash: 'not-a-password', role, verifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const session = await createSession({ db, now: () => new Date(), messenger: { send: async () => {} }, demo: null, devOutbox: false }, user!.id);
  return { userId: user!.id, token: session.token, phone: `+252${digits}` };
}
