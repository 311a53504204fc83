/**
 * Every per-shopper limit through its call, in one process (PGlite by default; PostgreSQL with
 * DATABASE_URL): requests sent at once get exactly the limit, the others 429 with retry_after.
 * This is the shared counter at work on the default engine; it does not prove the race (injected
 * requests into one PGlite process passed with the old check-then-record code too):
 * limits.pg.test.ts does, with two API processes on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { accountWithSession } from '../auth/test-kit';
import { newToken, sha256Hex } from '../auth/secrets';
import { ADVISOR_ASKS_PER_HOUR, WHATSAPP_TEST_PER_HOUR } from '../contract';
import type { Database } from '../db/client';
import { users } from '../db/schema-auth';
import { liveStreams } from '../db/schema-live';
import { seedDemo } from '../seed';
import { createTestDatabase } from '../db/test-db';
import type { OutgoingMessage } from '../messaging';
import type { TestApp } from '../testing/app';
import { LIVE_REACTIONS_PER_10S } from './rules';

let database: Database;
let app: TestApp;
const sent: OutgoingMessage[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  app = await buildApp({ database, checkResults: true, auth: { messenger: { send: async (m) => void sent.push(m) } } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** `n` calls at once; their HTTP statuses and retry_after values. */
async function atOnce(n: number, url: string, params: (i: number) => unknown, token?: string) {
  const answers = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      app.inject({
        method: 'POST', url, headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { jsonrpc: '2.0', method: 'call', params: params(i), id: i },
      }),
    ),
  );
  const statuses = answers.map((a) => a.statusCode);
  const refused = answers.filter((a) => a.statusCode === 429);
  const retryAfter = refused.map((a) => (a.json() as { result: { retry_after: number } }).result.retry_after);
  // HTTP's own header says the same, for a client or proxy that reads no JSON-RPC.
  expect(refused.map((a) => Number(a.headers['retry-after']))).toEqual(retryAfter.map((s) => Math.ceil(s)));
  return { ok: statuses.filter((s) => s === 200).length, refused: statuses.filter((s) => s === 429).length, retryAfter };
}

test(`advisor: 15 questions at once, exactly ${ADVISOR_ASKS_PER_HOUR} sent`, async () => {
  const { token } = await accountWithSession(database.db, 'customer');
  sent.length = 0;
  const r = await atOnce(15, '/api/advisor/ask', (i) => ({ question: `Question ${i}` }), token);
  expect([r.ok, r.refused]).toEqual([ADVISOR_ASKS_PER_HOUR, 15 - ADVISOR_ASKS_PER_HOUR]);
  expect(sent.filter((m) => m.template === 'advisor_question')).toHaveLength(ADVISOR_ASKS_PER_HOUR);
  expect(r.retryAfter.every((s) => s > 3500 && s <= 3600)).toBe(true);
});

test(`WhatsApp test message: 15 at once, exactly ${WHATSAPP_TEST_PER_HOUR} sent`, async () => {
  const { token, phone } = await accountWithSession(database.db, 'customer');
  sent.length = 0;
  // To the account's own number: the only one a test message may go to.
  const r = await atOnce(15, '/api/whatsapp/send-test', () => ({ phone_number: phone, message: 'Salaan' }), token);
  expect([r.ok, r.refused]).toEqual([WHATSAPP_TEST_PER_HOUR, 15 - WHATSAPP_TEST_PER_HOUR]);
  expect(sent.filter((m) => m.template === 'whatsapp_test')).toHaveLength(WHATSAPP_TEST_PER_HOUR);
});

test(`live reactions: 40 at once, exactly ${LIVE_REACTIONS_PER_10S} taken; a refused emoji does not count`, async () => {
  const { token } = await accountWithSession(database.db, 'customer');
  const [live] = await database.db.select({ id: liveStreams.id }).from(liveStreams).where(eq(liveStreams.state, 'live')).limit(1);
  const url = `/api/live/streams/${live!.id}/react`;
  expect((await atOnce(5, url, () => ({ emoji: '🐪' }), token)).ok).toBe(0);
  const r = await atOnce(40, url, () => ({ emoji: '🔥' }), token);
  expect([r.ok, r.refused]).toEqual([LIVE_REACTIONS_PER_10S, 40 - LIVE_REACTIONS_PER_10S]);
  expect(r.retryAfter.every((s) => s >= 1 && s <= 10)).toBe(true);
});

test('verification code: 10 resend-code requests at once send one code', async () => {
  const ticket = newToken();
  const [user] = await database.db
    .insert(users)
    .values({
      name: 'Faadumo Race', email: 'race-resend@example.so', dialCode: '+252', phone: '617770099', fullPhone: '+252617770099', passwordHash: 'x',
      registrationTicketHash: sha256Hex(ticket), registrationTicketExpiresAt: new Date(Date.now() + 3600_000),
    })
    .returning({ id: users.id });
  sent.length = 0;
  const r = await atOnce(10, '/api/user/resend-code', () => ({ user_id: user!.id, ticket }));
  expect([r.ok, r.refused]).toEqual([1, 9]);
  // One code, sent on both channels.
  expect(new Set(sent.map((m) => m.code)).size).toBe(1);
});
