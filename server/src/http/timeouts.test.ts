/**
 * A request whose body never finishes is answered 408 and closed once the request timeout has
 * passed (http/timeouts.ts), on a real socket: Fastify's and Node's default is to wait forever.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { createTestDatabase } from '../db/test-db';
import type { TestApp } from '../testing/app';
import { API_REQUEST_TIMEOUT_MS, requestTimeoutFromEnv } from './timeouts';

let database: Database;
let app: TestApp;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ database, env: { NODE_ENV: 'test', HTTP_REQUEST_TIMEOUT_MS: '300' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Sends headers announcing 100 bytes, then 5, and waits (at most `giveUpMs`) for the server to answer or close. */
function partialBody(giveUpMs: number): Promise<{ answer: string; closed: boolean; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('POST /api/categories HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"jso');
    });
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, closed, ms: Date.now() - started });
    };
    const timer = setTimeout(() => done(false), giveUpMs);
    socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
    socket.on('close', () => done(true));
    socket.on('error', () => undefined);
  });
}

test('a body that never finishes is answered 408 and the connection closed within the request timeout', async () => {
  const r = await partialBody(5_000);
  expect(r.closed).toBe(true);
  expect(r.answer).toMatch(/^HTTP\/1\.1 408 /);
  // 300 ms bound, checked every 300 ms.
  expect(r.ms).toBeLessThan(2_000);
});

test('the bound is 30 s unless HTTP_REQUEST_TIMEOUT_MS says otherwise; 0 turns it off; nonsense stops the start', () => {
  expect([app.server.requestTimeout, app.server.headersTimeout]).toEqual([300, 300]);
  expect(requestTimeoutFromEnv({})).toBe(API_REQUEST_TIMEOUT_MS);
  expect(API_REQUEST_TIMEOUT_MS).toBe(30_000);
  expect(requestTimeoutFromEnv({ HTTP_REQUEST_TIMEOUT_MS: '0' })).toBe(0);
  expect(() => requestTimeoutFromEnv({ HTTP_REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
});
