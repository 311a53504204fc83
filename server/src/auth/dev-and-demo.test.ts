import { count } from 'drizzle-orm';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { outboxMessages } from '../db/schema-auth';
import { createTestDatabase } from '../db/test-db';
import { rpc } from '../testing/app';
import { DEFAULT_DEMO, demoAccountFromEnv, ensureDemoAccount } from './demo';
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

describe('development outbox', () => {
  it('in development the code is readable through /api/dev/outbox and a log line', async () => {
    const { app, lines } = await appWith({ NODE_ENV: 'development' });
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

  it('in production it is off: the call does not exist, codes are neither stored nor logged', async () => {
    const [before] = await database.db.select({ n: count() }).from(outboxMessages);
    const { app, lines } = await appWith({ NODE_ENV: 'production' });
    const shopper = newShopper();
    expect((await rpc(app, '/api/user/register', shopper)).body.result?.status).toBe('success');
    expect((await rpc(app, '/api/dev/outbox', {})).status).toBe(404);
    const [after] = await database.db.select({ n: count() }).from(outboxMessages);
    expect(Number(after!.n)).toBe(Number(before!.n));
    expect(lines.some((l) => l.includes('message dropped'))).toBe(true);
    expect(lines.some((l) => /code \d{6}/.test(l))).toBe(false);
    await app.close();
  });

  it('in production SUUQ_DEMO_OUTBOX=1 turns it on (end-to-end tests and demos)', async () => {
    const { app } = await appWith({ NODE_ENV: 'production', SUUQ_DEMO_OUTBOX: '1' });
    const shopper = newShopper();
    await rpc(app, '/api/user/register', shopper);
    const res = await rpc(app, '/api/dev/outbox', { to: shopper.email });
    expect(res.status).toBe(200);
    expect((res.body.result?.messages as unknown[]).length).toBe(1);
    await app.close();
  });
});

describe('demo account', () => {
  it('is on by default outside production, off in production unless SUUQ_DEMO_ACCOUNT=1', () => {
    expect(demoAccountFromEnv({ NODE_ENV: 'development' })).toEqual(DEFAULT_DEMO);
    expect(demoAccountFromEnv({ NODE_ENV: 'production' })).toBeNull();
    expect(demoAccountFromEnv({ NODE_ENV: 'production', SUUQ_DEMO_ACCOUNT: '1', SUUQ_DEMO_EMAIL: 'Test@Suuq.so', SUUQ_DEMO_PASSWORD: 'pass-word-1' }))
      .toEqual({ email: 'test@suuq.so', password: 'pass-word-1' });
    expect(demoAccountFromEnv({ NODE_ENV: 'development', SUUQ_DEMO_ACCOUNT: '0' })).toBeNull();
  });

  it('/api/demo-info gives the credentials only in demo mode, and they log in', async () => {
    const off = await appWith({ NODE_ENV: 'production' });
    expect((await rpc(off.app, '/api/demo-info')).body.result).toEqual({ status: 'success', demo: false });
    await off.app.close();

    const demo = { email: 'demo@suuq.so', password: 'Suuq-demo-2025' };
    expect(await ensureDemoAccount(database.db, demo)).toBe('created');
    expect(await ensureDemoAccount(database.db, demo)).toBe('kept');
    const on = await appWith({ NODE_ENV: 'development' });
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
