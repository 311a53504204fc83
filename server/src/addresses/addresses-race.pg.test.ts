/**
 * PostgreSQL only: two API processes on one database writing one shopper's addresses at once.
 * Every write locks the user's row first, so the single default and the limit of 20 hold under
 * any interleaving, and the partial unique index (one default per user) is never hit as a 500.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startApiProcess } from '../testing/api-process';

const OWNER = { email: 'addresses-owner@example.so', password: 'Owner-password-1' };
let apis: Awaited<ReturnType<typeof startApiProcess>>[] = [];
let dbName = '';
let dbUrl = '';
let token = '';
let userId = 0;

async function query<T>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

interface Answer {
  status: number;
  result: Record<string, unknown>;
}

function send(base: string, method: 'POST' | 'PUT', path: string, params: unknown): Promise<Answer> {
  const body = JSON.stringify({ jsonrpc: '2.0', method: 'call', params, id: 1 });
  const url = new URL(path, base);
  const headers: Record<string, string | number> = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method, agent: false, headers }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => {
        const parsed = JSON.parse(text) as { result?: Record<string, unknown>; error?: unknown };
        resolve({ status: res.statusCode ?? 0, result: parsed.result ?? { error: parsed.error } });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
const api = (i: number) => apis[i % 2]!.url;
const create = (i: number, p: Record<string, unknown>) => send(api(i), 'POST', '/api/user/address', { district: 'Hodan', ...p });
const remove = (i: number, id: number) => send(api(i), 'POST', `/api/user/address/${id}/delete`, {});
const update = (i: number, id: number, p: Record<string, unknown>) => send(api(i), 'PUT', `/api/user/address/${id}`, p);

interface Row {
  id: number;
  is_default: boolean;
}
const rows = () => query<Row>(dbUrl, 'SELECT id, is_default FROM addresses WHERE user_id = $1 ORDER BY id', [userId]);
const defaultsOf = (list: Row[]) => list.filter((r) => r.is_default).map((r) => r.id);
const serverErrors = (answers: Answer[]) => answers.filter((a) => a.status >= 500);

beforeAll(async () => {
  dbName = `suuq_addr_${randomBytes(4).toString('hex')}`;
  await query(process.env.DATABASE_URL!, `CREATE DATABASE "${dbName}"`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${dbName}`;
  dbUrl = url.toString();
  const env = { DATABASE_URL: dbUrl, NODE_ENV: 'test', SUUQ_DEMO_ACCOUNT: '1', SUUQ_DEMO_EMAIL: OWNER.email, SUUQ_DEMO_PASSWORD: OWNER.password };
  // One after the other: the first applies the migrations and seeds.
  apis.push(await startApiProcess(env));
  apis.push(await startApiProcess(env));
  const login = await send(api(0), 'POST', '/api/user/login', OWNER);
  expect(login.status).toBe(200);
  token = login.result.token as string;
  userId = login.result.user_id as number;
  // Whatever the demo account came with, the test starts from an empty address book.
  for (const r of await rows()) expect((await remove(0, r.id)).status).toBe(200);
}, 240_000);

afterAll(async () => {
  await Promise.all(apis.map((a) => a.stop()));
  apis = [];
  if (dbName) await query(process.env.DATABASE_URL!, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
});

test('20 creates at once, all asking to be the default, across two processes: 20 addresses, exactly one default, no 5xx', async () => {
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => create(i, { details: `race ${i}`, is_default: true })));
  expect(serverErrors(answers)).toEqual([]);
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  const saved = await rows();
  expect(saved).toHaveLength(20);
  expect(defaultsOf(saved)).toHaveLength(1);
  // The default is the last create to commit: the list says the same.
  const list = await send(api(1), 'POST', '/api/user/addresses', {});
  expect(list.result.default_address_id).toBe(defaultsOf(saved)[0]);
  // A 21st, however many race for the slot, is refused with the message, never a 5xx.
  const extra = await Promise.all(Array.from({ length: 6 }, (_, i) => create(i, { is_default: true })));
  expect(serverErrors(extra)).toEqual([]);
  expect(extra.every((a) => a.status === 422 && a.result.message === 'You can keep at most 20 addresses. Delete one to add another.')).toBe(true);
  expect(await rows()).toHaveLength(20);
}, 120_000);

test('deleting the default while others are created and made default at once: always exactly one default, no 5xx', async () => {
  // Room to create: keep 8 of the 20.
  for (const r of (await rows()).filter((x) => !x.is_default).slice(0, 12)) expect((await remove(0, r.id)).status).toBe(200);
  for (let round = 0; round < 8; round++) {
    const before = await rows();
    const current = defaultsOf(before)[0]!;
    const other = before.find((r) => !r.is_default)!.id;
    const answers = await Promise.all([
      remove(round, current),
      create(round + 1, { details: `round ${round} default`, is_default: true }),
      create(round, { details: `round ${round} plain` }),
      update(round + 1, other, { is_default: true }),
    ]);
    expect(serverErrors(answers)).toEqual([]);
    // Nothing else deletes the addresses the delete and the update name: all four succeed.
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const after = await rows();
    expect(defaultsOf(after)).toHaveLength(1);
    expect(after.map((r) => r.id)).not.toContain(current);
    // Each round adds one address: keep the book at 8 so the rounds never reach the limit.
    for (const r of after.filter((x) => !x.is_default).slice(0, Math.max(0, after.length - 8))) await remove(0, r.id);
  }
}, 120_000);
