/**
 * PostgreSQL only: two API processes on one database. Login attempts are counted before the
 * password check, so parallel guesses split across both processes cannot pass the limits, and the
 * owner of an account whose password attempts are capped still gets in with a login code.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startApiProcess } from '../testing/api-process';

const OWNER = { email: 'owner@example.so', password: 'Owner-password-1' };
let apis: Awaited<ReturnType<typeof startApiProcess>>[] = [];
let dbName = '';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

interface Answer {
  status: number;
  result: Record<string, unknown>;
}

/** A JSON-RPC call from a given loopback address (the socket's, as the server sees it). */
function post(base: string, path: string, params: unknown, localAddress = '127.0.0.1'): Promise<Answer> {
  const body = JSON.stringify({ jsonrpc: '2.0', method: 'call', params, id: 1 });
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => {
          const parsed = JSON.parse(text) as { result?: Record<string, unknown>; error?: unknown };
          resolve({ status: res.statusCode ?? 0, result: parsed.result ?? { error: parsed.error } });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const count = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;

beforeAll(async () => {
  dbName = `suuq_race_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE "${dbName}"`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${dbName}`;
  // The owner is made as the demo account (a verified account with a known password); the outbox
  // gives the test the login code. Not production mode, listening on 127.0.0.1.
  const env = {
    DATABASE_URL: url.toString(), NODE_ENV: 'test', SUUQ_DEMO_ACCOUNT: '1', SUUQ_DEMO_EMAIL: OWNER.email, SUUQ_DEMO_PASSWORD: OWNER.password, SUUQ_DEMO_OUTBOX: '1',
  };
  // One after the other: the first applies the migrations and seeds.
  apis.push(await startApiProcess(env));
  apis.push(await startApiProcess(env));
  // Warm both up (database connections, code paths) with a login that succeeds.
  for (const api of apis) expect((await post(api.url, '/api/user/login', OWNER, '127.0.0.250')).status).toBe(200);
}, 240_000);

afterAll(async () => {
  await Promise.all(apis.map((a) => a.stop()));
  apis = [];
  if (dbName) await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
});

test('40 wrong passwords at once from one address, split across two processes: at most 5 are checked', async () => {
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) => post(apis[i % 2]!.url, '/api/user/login', { email: 'nobody-race@example.so', password: 'wrong-password' }, '127.0.0.2')),
  );
  const seconds = (Date.now() - started) / 1000;
  expect(count(answers, 401) + count(answers, 429)).toBe(40);
  expect(count(answers, 401)).toBeGreaterThanOrEqual(1);
  // The 5th check locks the address for 1 s, the 6th (once that has passed) for 2 s, …: within the
  // batch's own time only the doubling lock may let more through (none when it took under 1 s).
  expect(count(answers, 401)).toBeLessThanOrEqual(5 + Math.floor(Math.log2(seconds + 1)));
  if (seconds < 1) expect(count(answers, 401)).toBe(5);
  expect(answers.find((a) => a.status === 429)?.result).toMatchObject({ code: 'rate_limited' });
}, 120_000);

test('150 wrong passwords at once from 50 addresses across two processes: at most 100 are checked; the owner gets in with a login code', async () => {
  const answers = await Promise.all(
    Array.from({ length: 150 }, (_, i) => post(apis[i % 2]!.url, '/api/user/login', { email: OWNER.email, password: `guess-${i}` }, `127.0.1.${10 + (i % 50)}`)),
  );
  expect(count(answers, 401) + count(answers, 429)).toBe(150);
  expect(count(answers, 401)).toBeLessThanOrEqual(100);
  expect(count(answers, 401)).toBeGreaterThanOrEqual(90);

  // The password is locked for the owner too, from a fresh address …
  const locked = await post(apis[0]!.url, '/api/user/login', OWNER, '127.0.2.1');
  expect([locked.status, locked.result.code]).toEqual([429, 'rate_limited']);
  // … but a login code reaches them (asked on one process, confirmed on the other).
  const asked = await post(apis[0]!.url, '/api/user/login-code/request', { email: OWNER.email }, '127.0.2.1');
  expect(asked.status).toBe(200);
  let code: string | null = null;
  for (let i = 0; i < 50 && !code; i++) {
    const box = await post(apis[1]!.url, '/api/dev/outbox', { to: OWNER.email, limit: 5 });
    const messages = box.result.messages as { template: string; code: string | null }[];
    code = messages.find((m) => m.template === 'login_code')?.code ?? null;
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  expect(code).toMatch(/^\d{6}$/);
  const inside = await post(apis[1]!.url, '/api/user/login-code/confirm', { email: OWNER.email, code }, '127.0.2.1');
  expect(inside.status).toBe(200);
  expect(inside.result).toMatchObject({ status: 'success', email: OWNER.email, message: 'Login successful' });
}, 180_000);
