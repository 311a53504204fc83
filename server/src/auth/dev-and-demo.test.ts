import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { outboxMessages, users } from '../db/schema-auth';
import { createTestDatabase } from '../db/test-db';
import { isLoopback, isLoopbackHost, outboxEnabled } from '../messaging';
import { startApiProcess } from '../testing/api-process';
import { rpc } from '../testing/app';
import { DEFAULT_DEMO, demoAccountFromEnv, ensureDemoAccount, lockLeftoverDemoAccount } from './demo';
import { redactUrl } from './redact';
import { newShopper } from './test-kit';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** An app with the environment's defaults (no injected messenger) and a captured log. */
async function appWith(env: NodeJS.ProcessEnv) {
  const lines: string[] = [];
  const app = await buildApp({ database, env, logger: { level: 'info', stream: { write: (l: string) => void lines.push(l) } } });
  return { app, lines };
}

/** A call from another machine: the socket's address is not loopback (headers do not count). */
async function fromAfar(app: Awaited<ReturnType<typeof appWith>>['app'], url: string, params: unknown, headers: Record<string, string> = {}) {
  const raw = await app.inject({ method: 'POST', url, remoteAddress: '203.0.113.7', headers, payload: { jsonrpc: '2.0', method: 'call', params, id: 1 } });
  return { status: raw.statusCode, body: raw.json() as Record<string, unknown> };
}

describe('development outbox', () => {
  it('with SUUQ_DEMO_OUTBOX=1 one recipient\'s codes are readable from this machine (call and log line)', async () => {
    const { app, lines } = await appWith({ NODE_ENV: 'development', SUUQ_DEMO_OUTBOX: '1' });
    const shopper = newShopper();
    await rpc(app, '/api/user/register', shopper);
    const res = await rpc(app, '/api/dev/outbox', { to: shopper.email });
    const messages = res.body.result?.messages as { to: string; channel: string; code: string }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: shopper.email, channel: 'email' });
    expect(messages[0]!.code).toMatch(/^\d{6}$/);
    const byPhone = (await rpc(app, '/api/dev/outbox', { to: shopper.phone })).body.result?.messages as { channel: string; code: string }[];
    expect(byPhone[0]).toMatchObject({ channel: 'whatsapp', code: messages[0]!.code });
    expect(lines.some((l) => l.includes(`code ${messages[0]!.code}`))).toBe(true);
    await app.close();
  });

  it('answers one recipient exactly: no listing without `to`, nothing for a part of an address', async () => {
    const { app } = await appWith({ NODE_ENV: 'development', SUUQ_DEMO_OUTBOX: '1' });
    const shopper = newShopper();
    await rpc(app, '/api/user/register', shopper);
    const all = await rpc(app, '/api/dev/outbox', {});
    expect(all.status).toBe(400);
    expect(all.body.result).toBeUndefined();
    expect((await rpc(app, '/api/dev/outbox', { to: '' })).status).toBe(400);
    for (const to of ['%', shopper.email.slice(0, -1), `${shopper.email} `.repeat(2), 'example.so']) {
      const res = await rpc(app, '/api/dev/outbox', { to });
      expect([to, res.body.result?.messages]).toEqual([to, []]);
    }
    const other = newShopper();
    await rpc(app, '/api/user/register', other);
    const mine = (await rpc(app, '/api/dev/outbox', { to: shopper.email })).body.result?.messages as { to: string }[];
    expect(mine.every((m) => m.to === shopper.email)).toBe(true);
    await app.close();
  });

  it('from another machine it is an unknown route (404), whatever X-Forwarded-For says', async () => {
    const { app } = await appWith({ NODE_ENV: 'development', SUUQ_DEMO_OUTBOX: '1' });
    const shopper = newShopper();
    await rpc(app, '/api/user/register', shopper);
    const afar = await fromAfar(app, '/api/dev/outbox', { to: shopper.email }, { 'x-forwarded-for': '127.0.0.1' });
    expect(afar.status).toBe(404);
    expect(afar.body).toEqual({ status: 'error', code: 'not_found', message: 'No route for POST /api/dev/outbox' });
    // Another method neither: a 405 (Allow: POST) would say that the route is there.
    const get = await app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.7' });
    expect([get.statusCode, get.headers.allow, get.json()]).toEqual([404, undefined, { status: 'error', code: 'not_found', message: 'No route for GET /api/dev/outbox' }]);
    await app.close();
  });

  it('off unless asked for: development without SUUQ_DEMO_OUTBOX=1 stores and logs no code, the route does not exist', async () => {
    const [before] = await database.db.select({ n: count() }).from(outboxMessages);
    for (const env of [{ NODE_ENV: 'development' }, { NODE_ENV: 'production' }, { NODE_ENV: 'production', SUUQ_DEMO_OUTBOX: '1' }]) {
      const { app, lines } = await appWith(env);
      const shopper = newShopper();
      expect((await rpc(app, '/api/user/register', shopper)).body.result?.status).toBe('success');
      const res = await rpc(app, '/api/dev/outbox', { to: shopper.email });
      expect([env, res.status, res.body]).toEqual([env, 404, { status: 'error', code: 'not_found', message: 'No route for POST /api/dev/outbox' }]);
      expect(lines.some((l) => l.includes('message dropped'))).toBe(true);
      expect(lines.some((l) => /code \d{6}/.test(l))).toBe(false);
      await app.close();
    }
    const [after] = await database.db.select({ n: count() }).from(outboxMessages);
    expect(Number(after!.n)).toBe(Number(before!.n));
  });

  it('in production mode only a demo shop (SUUQ_DEMO=1) turns it on (npm start, browser suites)', async () => {
    expect(outboxEnabled({ NODE_ENV: 'production', SUUQ_DEMO_OUTBOX: '1' })).toBe(false);
    expect(outboxEnabled({ NODE_ENV: 'production', SUUQ_DEMO: '1' })).toBe(false);
    expect(outboxEnabled({ NODE_ENV: 'production', SUUQ_DEMO: '1', SUUQ_DEMO_OUTBOX: '1' })).toBe(true);
    expect(outboxEnabled({ SUUQ_DEMO_OUTBOX: '1' })).toBe(true);
    const { app } = await appWith({ NODE_ENV: 'production', SUUQ_DEMO: '1', SUUQ_DEMO_OUTBOX: '1' });
    const shopper = newShopper();
    await rpc(app, '/api/user/register', shopper);
    const res = await rpc(app, '/api/dev/outbox', { to: shopper.email });
    expect(res.status).toBe(200);
    expect((res.body.result?.messages as unknown[]).length).toBe(1);
    await app.close();
  });

  it('the server refuses to start with the outbox on and a HOST other machines can reach', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-outbox-host-'));
    try {
      await expect(startApiProcess({ HOST: '0.0.0.0', NODE_ENV: 'development', SUUQ_DEMO_OUTBOX: '1', DATA_DIR: dataDir })).rejects.toThrow(
        /SUUQ_DEMO_OUTBOX=1 is for a demo or development machine: it needs HOST to be a loopback address, not 0\.0\.0\.0/,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('loopback is 127/8, ::1 and IPv4-mapped 127/8; a server with the outbox must listen on loopback only', () => {
    for (const a of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) expect([a, isLoopback(a)]).toEqual([a, true]);
    for (const a of ['10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '::', '', undefined, '127.0.0.1.example']) expect([a, isLoopback(a)]).toEqual([a, false]);
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
  });
});

describe('demo account', () => {
  it('is on only with SUUQ_DEMO_ACCOUNT=1', () => {
    expect(demoAccountFromEnv({ NODE_ENV: 'development' })).toBeNull();
    expect(demoAccountFromEnv({ NODE_ENV: 'production' })).toBeNull();
    expect(demoAccountFromEnv({ NODE_ENV: 'development', SUUQ_DEMO_ACCOUNT: '1' })).toEqual(DEFAULT_DEMO);
    expect(demoAccountFromEnv({ NODE_ENV: 'production', SUUQ_DEMO: '1', SUUQ_DEMO_ACCOUNT: '1', SUUQ_DEMO_EMAIL: 'Test@Suuq.so', SUUQ_DEMO_PASSWORD: 'pass-word-1' }))
      .toEqual({ email: 'test@suuq.so', password: 'pass-word-1' });
    expect(demoAccountFromEnv({ NODE_ENV: 'development', SUUQ_DEMO_ACCOUNT: '0' })).toBeNull();
  });

  it('in production mode only a demo shop (SUUQ_DEMO=1) has it, as with the outbox', async () => {
    expect(demoAccountFromEnv({ NODE_ENV: 'production', SUUQ_DEMO_ACCOUNT: '1' })).toBeNull();
    const off = await appWith({ NODE_ENV: 'production', SUUQ_DEMO_ACCOUNT: '1' });
    const res = await rpc(off.app, '/api/demo-info');
    expect([res.status, res.body]).toEqual([404, { status: 'error', code: 'not_found', message: 'No route for POST /api/demo-info' }]);
    await off.app.close();
  });

  it('a demo account left in the database with the public password is locked when the demo is off', async () => {
    expect(await lockLeftoverDemoAccount(database.db)).toBe('none');
    await ensureDemoAccount(database.db, DEFAULT_DEMO);
    expect(await lockLeftoverDemoAccount(database.db)).toBe('locked');
    const shop = await appWith({ NODE_ENV: 'production' });
    const login = await rpc(shop.app, '/api/user/login', { email: DEFAULT_DEMO.email, password: DEFAULT_DEMO.password });
    expect(login.status).toBe(401);
    await shop.app.close();
    // A demo shop started again gives it back its password.
    expect(await ensureDemoAccount(database.db, DEFAULT_DEMO)).toBe('password-restored');
    await database.db.delete(users).where(eq(users.email, DEFAULT_DEMO.email));
  });

  it('/api/demo-info answers only in the demo shop (404 elsewhere), and its credentials log in', async () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'development' }]) {
      const off = await appWith(env);
      const res = await rpc(off.app, '/api/demo-info');
      expect([env, res.status, res.body]).toEqual([env, 404, { status: 'error', code: 'not_found', message: 'No route for POST /api/demo-info' }]);
      await off.app.close();
    }

    const demo = { email: 'demo@suuq.so', password: 'Suuq-demo-2025' };
    expect(await ensureDemoAccount(database.db, demo)).toBe('created');
    expect(await ensureDemoAccount(database.db, demo)).toBe('kept');
    const on = await appWith({ NODE_ENV: 'production', SUUQ_DEMO: '1', SUUQ_DEMO_ACCOUNT: '1' });
    const info = (await rpc(on.app, '/api/demo-info')).body.result;
    expect(info).toEqual({ status: 'success', demo: true, email: demo.email, password: demo.password });
    const login = await rpc(on.app, '/api/user/login', { email: info!.email, password: info!.password });
    expect(login.body.result).toMatchObject({ status: 'success', name: 'Demo Shopper' });
    await on.app.close();
  });

  it('a changed demo password is restored on the next start', async () => {
    const demo = { email: 'demo2@suuq.so', password: 'first-password' };
    await ensureDemoAccount(database.db, demo);
    expect(await ensureDemoAccount(database.db, { ...demo, password: 'second-password' })).toBe('password-restored');
  });
});

describe('request logs', () => {
  it('api_key and token query values are redacted', () => {
    expect(redactUrl('/api/user/profile?api_key=abc123&x=1')).toBe('/api/user/profile?api_key=[redacted]&x=1');
    expect(redactUrl('/api/media/1?x=2&token=zzz')).toBe('/api/media/1?x=2&token=[redacted]');
  });

  it('the server log never shows the api_key value', async () => {
    const { app, lines } = await appWith({ NODE_ENV: 'development' });
    await app.inject({ method: 'POST', url: '/api/user/profile?api_key=very-secret-key', payload: {} });
    expect(lines.some((l) => l.includes('/api/user/profile?api_key=[redacted]'))).toBe(true);
    expect(lines.join('\n')).not.toContain('very-secret-key');
    await app.close();
  });
});
