/**
 * PostgreSQL, two real API processes in production mode with no SUUQ_DEMO* setting at all (issue 28
 * item 10): no outbox, no demo credentials, no demo-info. Every demo-only call answers exactly as
 * an unknown route does, nothing is kept in the outbox, and a demo account a demo shop left in the
 * database does not let anyone in with the public demo password.
 */
import { count, eq } from 'drizzle-orm';
import { outboxMessages, users } from '../db/schema-auth';
import { startApiProcess } from '../testing/api-process';
import { postRpc, twoApisOnOneDatabase, type TwoApis } from '../testing/two-apis';
import { DEFAULT_DEMO, ensureDemoAccount } from './demo';
import { newShopper } from './test-kit';

let shop: TwoApis;
const removed: Record<string, string> = {};
const db = () => shop.database.db;
const unknownRoute = (path: string) => ({ status: 404, body: { status: 'error', code: 'not_found', message: `No route for POST ${path}` } });

async function post(base: string, path: string, params: unknown = {}) {
  const res = await fetch(new URL(path, base), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', method: 'call', params, id: 1 }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

beforeAll(async () => {
  // Not even inherited from the test's own environment: the processes see no SUUQ_DEMO* at all.
  for (const key of Object.keys(process.env).filter((k) => k.startsWith('SUUQ_DEMO'))) {
    removed[key] = process.env[key]!;
    delete process.env[key];
  }
  shop = await twoApisOnOneDatabase('production', { NODE_ENV: 'production' });
}, 240_000);
afterAll(async () => {
  await shop?.stop();
  Object.assign(process.env, removed);
});

test('demo-info and the outbox do not exist on either process: the unknown-route answer', async () => {
  for (const api of shop.apis) {
    for (const path of ['/api/demo-info', '/api/dev/outbox']) {
      expect(await post(api.url, path, path === '/api/dev/outbox' ? { to: DEFAULT_DEMO.email } : {})).toEqual(unknownRoute(path));
    }
  }
  expect(await db().select().from(users).where(eq(users.email, DEFAULT_DEMO.email))).toEqual([]);
});

test('a registration sends its code through no outbox: nothing is kept', async () => {
  const shopper = newShopper();
  const answer = await postRpc(shop.apis[1]!.url, '/api/user/register', shopper);
  expect(answer.status).toBe(200);
  const [kept] = await db().select({ n: count() }).from(outboxMessages);
  expect(Number(kept!.n)).toBe(0);
});

test('a demo account left by a demo shop: the public demo password logs in on neither process', async () => {
  await ensureDemoAccount(db(), DEFAULT_DEMO);
  // A production process starting on that database (a restart, a deploy), beside the other one.
  const old = shop.apis[0]!;
  shop.apis[0] = await startApiProcess(shop.env);
  await old.stop();
  for (const api of shop.apis) {
    const login = await postRpc(api.url, '/api/user/login', { email: DEFAULT_DEMO.email, password: DEFAULT_DEMO.password });
    expect(login.status).toBe(401);
  }
}, 240_000);
