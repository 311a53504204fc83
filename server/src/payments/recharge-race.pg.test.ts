/**
 * PostgreSQL only: two API processes on one database, both pointed at a sandbox run here, both
 * with their settle loops on. A gateway answer delivered twice (the response plus callbacks to
 * both processes, plus more callbacks sent by the test), and answers arriving after the client's
 * timeout with both settle loops and status calls racing: each recharge is credited exactly once,
 * and every balance equals its ledger's sum.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { accountWithSession } from '../auth/test-kit';
import type { Database } from '../db/client';
import { payments, walletEntries, wallets } from '../db/schema-wallet';
import type { ApiProcess } from '../testing/api-process';
import { postRpc, twoApisOnOneDatabase, type TwoApis } from '../testing/two-apis';
import { ledgerSums } from '../wallet/ledger';
import { startSandbox, type Sandbox } from './sandbox';
import { SIGNATURE_HEADER, signBody } from './signature';

const SECRET = 'race-callback-secret';
const CREDS = { merchantUid: 'M-RACE', apiUserId: 'U-RACE', apiKey: 'K-RACE' };
let shop: TwoApis | undefined;
let apis: ApiProcess[] = [];
let sandbox: Sandbox | undefined;
let database: Database | undefined;
const db = () => database!.db;

interface Answer {
  status: number;
  result: { status?: string; code?: string; message?: string; balance?: number; recharge?: { id: number; payment_status: string } };
}

async function post(base: string, path: string, token: string, params: unknown, key?: string): Promise<Answer> {
  const answer = await postRpc<Answer['result'] & { error?: unknown }>(base, path, params, { token, headers: key ? { 'Idempotency-Key': key } : {} });
  return answer.result.error === undefined ? answer : { status: answer.status, result: { message: JSON.stringify(answer.result.error) } };
}
const recharge = (base: string, token: string, params: unknown, key = randomUUID()) => post(base, '/api/wallet/recharge', token, params, key);
const rechargeStatus = (base: string, token: string, id: number) => post(base, `/api/wallet/recharge/${id}`, token, {});

const callbackUrl = (api: ApiProcess) => `${api.url}/api/payments/callback`;

async function expectCreditedOnce(userId: number, cents: number) {
  const credits = await db().select().from(walletEntries).where(and(eq(walletEntries.userId, userId), eq(walletEntries.kind, 'recharge')));
  expect(credits.map((c) => c.amountCents)).toEqual([cents]);
  const [w] = await db().select().from(wallets).where(eq(wallets.userId, userId));
  expect(w?.balanceCents).toBe(cents);
  expect((await ledgerSums(db(), userId)).walletCents).toBe(w?.balanceCents);
}

beforeAll(async () => {
  sandbox = await startSandbox({ ...CREDS, callbackSecret: SECRET, timeoutHoldMs: 3_500 });
  const env = {
    WAAFIPAY_BASE_URL: sandbox.url,
    WAAFIPAY_MERCHANT_UID: CREDS.merchantUid,
    WAAFIPAY_API_USER_ID: CREDS.apiUserId,
    WAAFIPAY_API_KEY: CREDS.apiKey,
    PAYMENT_CALLBACK_SECRET: SECRET,
    // The client gives up long before the sandbox answers a "timeout" number (3.5 s).
    PAYMENT_WAIT_MS: '1500',
    PAYMENT_CHECK_BASE_MS: '100',
    PAYMENT_CHECK_MAX_DELAY_MS: '200',
    PAYMENT_SETTLE_INTERVAL_MS: '50',
    PAYMENT_MAX_CHECKS: '1000',
  };
  shop = await twoApisOnOneDatabase('momo', env);
  ({ apis, database } = shop);
  // Callbacks take turns between the two processes.
  sandbox.setCallbackUrls(apis.map(callbackUrl));
}, 240_000);

afterAll(async () => {
  await sandbox?.idle();
  await shop?.stop();
  await sandbox?.close();
});

test('an answer delivered twice (response + two callbacks through both processes + replays) credits each recharge exactly once', async () => {
  const shoppers = await Promise.all(Array.from({ length: 12 }, () => accountWithSession(db(), 'customer')));
  const answers = await Promise.all(
    shoppers.map((s, i) => recharge(apis[i % 2]!.url, s.token, { amount: 10 + i, payment_method: 'evc_plus', phone: `+25261${String(i).padStart(3, '0')}2222` })),
  );
  expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  expect(answers.map((a) => a.result.recharge!.payment_status)).toEqual(shoppers.map(() => 'approved'));
  await sandbox!.idle();
  // The same signed answer again, to both processes at once, several times.
  const rows = await db().select().from(payments).where(eq(payments.purpose, 'recharge'));
  await Promise.all(
    rows.flatMap((row) => {
      const body = JSON.stringify({ schemaVersion: '1.0', responseCode: '2001', responseMsg: 'RCS_SUCCESS', params: { state: 'APPROVED', referenceId: row.reference, transactionId: row.gatewayTransactionId } });
      return [0, 1, 2, 3].map((n) =>
        fetch(callbackUrl(apis[n % 2]!), { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(SECRET, body) }, body }).then((r) => expect(r.status).toBe(200)),
      );
    }),
  );
  for (const [i, s] of shoppers.entries()) await expectCreditedOnce(s.userId, (10 + i) * 100);
}, 120_000);

test('answers after the client timed out, with both settle loops, callbacks and status calls racing, credit each recharge exactly once', async () => {
  const shoppers = await Promise.all(Array.from({ length: 12 }, () => accountWithSession(db(), 'customer')));
  const answers = await Promise.all(
    shoppers.map((s, i) => recharge(apis[i % 2]!.url, s.token, { amount: 5 + i, payment_method: 'zaad', phone: `+25263${String(i).padStart(3, '0')}9999` })),
  );
  expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  expect(answers.map((a) => a.result.recharge!.payment_status)).toEqual(shoppers.map(() => 'pending'));
  // Both processes are asked again and again while their loops check the same payments.
  const until = Date.now() + 20_000;
  const settled = new Set<number>();
  while (settled.size < shoppers.length && Date.now() < until) {
    const round = await Promise.all(
      shoppers.flatMap((s, i) => apis.map((api) => rechargeStatus(api.url, s.token, answers[i]!.result.recharge!.id).then((a) => ({ i, a })))),
    );
    expect(round.filter(({ a }) => a.status !== 200)).toEqual([]);
    for (const { i, a } of round) if (a.result.recharge!.payment_status === 'approved') settled.add(i);
    await new Promise((r) => setTimeout(r, 40));
  }
  expect(settled.size).toBe(shoppers.length);
  await sandbox!.idle();
  // Let both loops run a few more passes over whatever they had in hand.
  await new Promise((r) => setTimeout(r, 300));
  for (const [i, s] of shoppers.entries()) await expectCreditedOnce(s.userId, (5 + i) * 100);
}, 120_000);

test('one Idempotency-Key sent 10 times through both processes makes one recharge and one credit', async () => {
  const s = await accountWithSession(db(), 'customer');
  const key = randomUUID();
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => recharge(apis[i % 2]!.url, s.token, { amount: 25, payment_method: 'evc_plus', phone: '+252615550777' }, key)));
  expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  expect(new Set(answers.map((a) => a.result.recharge!.id)).size).toBe(1);
  await expectCreditedOnce(s.userId, 2500);
}, 60_000);
