/**
 * Where the sitemap's and robots.txt's URLs come from when SUUQ_PUBLIC_ORIGIN is not set, and what
 * keeps those public, cacheable answers from being poisoned: X-Forwarded-Host and -Proto count
 * only from a trusted proxy's socket (SUUQ_TRUST_PROXY, loopback by default), the answers say
 * Vary on the headers they were built from, and a production start without the origin warns.
 */
import Fastify from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { createTestDatabase } from '../db/test-db';
import { trustedProxyFromEnv, type TrustedProxy } from './origin';
import { ORIGIN_VARY, seoRoutes } from './routes';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function seoApp(opts: { publicOrigin?: string; trustedProxy?: TrustedProxy }) {
  const app = Fastify();
  await app.register(seoRoutes, { db: database.db, ...opts });
  return app;
}

const FORWARDED = { host: '127.0.0.1:4000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
const sitemapLine = (robots: string) => /^Sitemap: (.*)$/m.exec(robots)?.[1];

test('the forwarded headers count only from a trusted proxy; anyone else gets URLs on the Host they asked', async () => {
  const app = await seoApp({ trustedProxy: trustedProxyFromEnv({}) });
  try {
    const local = await app.inject({ url: '/robots.txt', headers: FORWARDED, remoteAddress: '127.0.0.1' });
    expect(sitemapLine(local.body)).toBe('https://evil.example/sitemap.xml');
    const afar = await app.inject({ url: '/robots.txt', headers: FORWARDED, remoteAddress: '203.0.113.7' });
    expect(sitemapLine(afar.body)).toBe('http://127.0.0.1:4000/sitemap.xml');
  } finally {
    await app.close();
  }
});

test('SUUQ_TRUST_PROXY names the proxies by address, or none', () => {
  const byDefault = trustedProxyFromEnv({});
  expect([byDefault('127.0.0.1'), byDefault('::1'), byDefault('::ffff:127.0.0.1'), byDefault('10.0.0.5'), byDefault(undefined)]).toEqual([true, true, true, false, false]);
  const listed = trustedProxyFromEnv({ SUUQ_TRUST_PROXY: '10.0.0.5, loopback' });
  expect([listed('10.0.0.5'), listed('::ffff:10.0.0.5'), listed('127.0.0.1'), listed('10.0.0.6')]).toEqual([true, true, true, false]);
  expect(trustedProxyFromEnv({ SUUQ_TRUST_PROXY: '10.0.0.5' })('127.0.0.1')).toBe(false);
  expect(trustedProxyFromEnv({ SUUQ_TRUST_PROXY: 'none' })('127.0.0.1')).toBe(false);
});

test('answers built from the request say Vary on those headers; with a configured origin they do not depend on them', async () => {
  const fromRequest = await seoApp({ trustedProxy: trustedProxyFromEnv({}) });
  const configured = await seoApp({ publicOrigin: 'https://suuq.so' });
  try {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const res = await fromRequest.inject({ url, headers: FORWARDED });
      expect([url, res.statusCode, res.headers['cache-control'], res.headers.vary]).toEqual([url, 200, 'public, max-age=3600', ORIGIN_VARY]);
      const fixed = await configured.inject({ url, headers: FORWARDED });
      expect([url, fixed.statusCode, fixed.headers.vary]).toEqual([url, 200, undefined]);
    }
    expect(ORIGIN_VARY).toBe('Host, X-Forwarded-Host, X-Forwarded-Proto');
    expect(sitemapLine((await configured.inject({ url: '/robots.txt', headers: FORWARDED })).body)).toBe('https://suuq.so/sitemap.xml');
  } finally {
    await fromRequest.close();
    await configured.close();
  }
});

test('a production start without SUUQ_PUBLIC_ORIGIN logs a warning once; with it, or in development, none', async () => {
  const warningsOf = async (env: NodeJS.ProcessEnv) => {
    const lines: string[] = [];
    const app = await buildApp({ database, env, catalogueCache: null, dispatchNotifications: false, logger: { level: 'warn', stream: { write: (l: string) => void lines.push(l) } } });
    await app.close();
    return lines.map((l) => (JSON.parse(l) as { msg: string }).msg).filter((m) => m.includes('SUUQ_PUBLIC_ORIGIN'));
  };
  const warned = await warningsOf({ NODE_ENV: 'production' });
  expect(warned).toHaveLength(1);
  expect(warned[0]).toMatch(/^SUUQ_PUBLIC_ORIGIN is not set: the sitemap and robots.txt build their URLs from each request's Host header/);
  expect(await warningsOf({ NODE_ENV: 'production', SUUQ_PUBLIC_ORIGIN: 'https://suuq.so' })).toEqual([]);
  expect(await warningsOf({ NODE_ENV: 'development' })).toEqual([]);
});
