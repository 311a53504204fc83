/**
 * Wallet recharges through the sandbox (PGlite, or PostgreSQL with DATABASE_URL): approved,
 * declined, timed out then settled (status call, settle loop, or given up), the Idempotency-Key,
 * a repeated callback credited once, and another shopper's recharge answering 404.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { accountWithSession, bearer } from '../auth/test-kit';
import type { Database } from '../db/client';
import { payments, walletEntries, wallets } from '../db/schema-wallet';
import { notifications } from '../db/schema-notifications';
import { users } from '../db/schema-auth';
import { createTestDatabase } from '../db/test-db';
import type { TestApp } from '../testing/app';
import { ledgerSums } from '../wallet/ledger';
import { startSandbox, type Sandbox } from './sandbox';
import { settleDue } from './settle';
import { SIGNATURE_HEADER, signBody } from './signature';

const SECRET = 'callback-secret-for-tests';
let sandbox: Sandbox;
let database: Database;
let app: TestApp;

beforeAll(async () => {
  sandbox = await startSandbox({ merchantUid: 'M1', apiUserId: 'U1', apiKey: 'K1', callbackSecret: SECRET, timeoutHoldMs: 2_500 });
  database = await createTestDatabase();
  app = await buildApp({
    database,
    checkResults: true,
    env: { NODE_ENV: 'test', WAAFIPAY_BASE_URL: sandbox.url, WAAFIPAY_MERCHANT_UID: 'M1', WAAFIPAY_API_USER_ID: 'U1', WAAFIPAY_API_KEY: 'K1', PAYMENT_CALLBACK_SECRET: SECRET },
    payments: { settings: { waitMs: 1_500, checkBaseMs: 40, checkMaxDelayMs: 100, maxChecks: 3 } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  sandbox.setCallbackUrls([`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/payments/callback`]);
});
afterAll(async () => {
  await sandbox.idle();
  await sandbox.close();
  await app.close();
  await database.close();
});

type Result = Record<string, unknown> & { status: string; message?: string; code?: string; balance?: number; recharge?: { id: number; payment_status: string; message: string; amount: number } };

async function rechargeCall(token: string, params: Record<string, unknown>, key: string | null = randomUUID()) {
  const headers: Record<string, string> = { ...bearer(token), ...(key === null ? {} : { 'Idempotency-Key': key }) };
  const res = await app.inject({ method: 'POST', url: '/api/wallet/recharge', headers, payload: { jsonrpc: '2.0', method: 'call', params, id: 1 } });
  return { status: res.statusCode, result: res.json().result as Result, error: res.json().error as { message: string } | undefined };
}
async function statusCall(token: string, id: number) {
  const res = await app.inject({ method: 'POST', url: `/api/wallet/recharge/${id}`, headers: bearer(token), payload: { jsonrpc: '2.0', method: 'call', params: {}, id: 1 } });
  return { status: res.statusCode, result: res.json().result as Result };
}
const db = () => database.db;
const balanceCents = async (userId: number) => (await db().select().from(wallets).where(eq(wallets.userId, userId)))[0]?.balanceCents ?? 0;
const credits = async (userId: number) => db().select().from(walletEntries).where(and(eq(walletEntries.userId, userId), eq(walletEntries.kind, 'recharge')));
/** A shopper who reads the shop in English (notifications follow the shopper's language). */
async function englishShopper() {
  const a = await accountWithSession(db(), 'customer');
  await db().update(users).set({ language: 'en' }).where(eq(users.id, a.userId));
  return a;
}
/** The notifications of everything committed so far are written (the dispatcher runs after commits). */
const dispatched = () => app.notificationDispatcher.settle();
async function expectLedgerHolds(userId: number) {
  expect((await ledgerSums(db(), userId)).walletCents).toBe(await balanceCents(userId));
}

test("the wallet's balance says the shop takes mobile money when its gateway is configured, and not when none is", async () => {
  const a = await englishShopper();
  const balanceOf = async (on: TestApp) => {
    const res = await on.inject({ method: 'POST', url: '/api/wallet/balance', headers: bearer(a.token), payload: { jsonrpc: '2.0', method: 'call', params: {}, id: 1 } });
    return res.json().result as Result;
  };
  expect(await balanceOf(app)).toMatchObject({ status: 'success', mobile_money: true });
  // The same database and shopper, an API started without the gateway's settings.
  const bare = await buildApp({ database, checkResults: true, env: { NODE_ENV: 'test' } });
  try {
    expect(await balanceOf(bare)).toMatchObject({ status: 'success', balance: 0, mobile_money: false });
  } finally {
    await bare.close();
  }
});

test('an approved recharge credits the wallet once and answers the new balance', async () => {
  const a = await englishShopper();
  const res = await rechargeCall(a.token, { amount: 20, payment_method: 'evc_plus', phone: '+252 61 555 0001' });
  expect(res.status).toBe(200);
  expect(res.result).toMatchObject({ status: 'success', balance: 20, formatted_balance: '$20.00' });
  expect(res.result.recharge).toMatchObject({ payment_status: 'approved', amount: 20, formatted_amount: '$20.00', provider: 'evc_plus', phone: '+252615550001', message: '$20.00 was added to your wallet' });
  expect(await credits(a.userId)).toHaveLength(1);
  await expectLedgerHolds(a.userId);
  // Its notification, made from the event written with the credit.
  await dispatched();
  expect(await db().select({ kind: notifications.kind, body: notifications.body }).from(notifications).where(eq(notifications.userId, a.userId))).toEqual([
    { kind: 'wallet_recharge', body: '$20.00 was added to your Suuq wallet.' },
  ]);
});

test('a declined recharge says the gateway reason and leaves the balance unchanged', async () => {
  const a = await englishShopper();
  const res = await rechargeCall(a.token, { amount: 5, payment_method: 'zaad', phone: '+252635555310' });
  expect(res.result.recharge).toMatchObject({ payment_status: 'declined', message: 'Payment declined: not enough balance in the payer\u2019s account' });
  expect(res.result.balance).toBe(0);
  expect(await credits(a.userId)).toHaveLength(0);
  await dispatched();
  expect(await db().select({ kind: notifications.kind, body: notifications.body }).from(notifications).where(eq(notifications.userId, a.userId))).toEqual([
    { kind: 'wallet_recharge_declined', body: 'Your wallet recharge of $5.00 was not approved: not enough balance in the payer\u2019s account' },
  ]);
});

test('a timed-out recharge stays pending with a check scheduled, and the status call settles it once the gateway approved', async () => {
  const a = await accountWithSession(db(), 'customer');
  const res = await rechargeCall(a.token, { amount: 7.5, payment_method: 'sahal', phone: '+252905559999' });
  expect(res.result.recharge).toMatchObject({ payment_status: 'pending' });
  expect(res.result.recharge!.message).toMatch(/Approve the payment of \$7\.50 on your phone/);
  const [row] = await db().select().from(payments).where(eq(payments.id, res.result.recharge!.id));
  expect(row!.nextCheckAt).not.toBeNull();
  expect((await statusCall(a.token, row!.id)).result.recharge!.payment_status).toBe('pending');
  await sandbox.idle(); // the sandbox approves after the client gave up, and calls back
  const after = await statusCall(a.token, row!.id);
  expect(after.result.recharge!.payment_status).toBe('approved');
  expect(after.result.balance).toBe(7.5);
  expect(await credits(a.userId)).toHaveLength(1);
  await expectLedgerHolds(a.userId);
});

test('the settle loop settles a timed-out recharge whose check is due, crediting once', async () => {
  const a = await accountWithSession(db(), 'customer');
  sandbox.setCallbackUrls([]); // no callback: only the loop can settle it
  try {
    const res = await rechargeCall(a.token, { amount: 3, payment_method: 'evc_plus', phone: '+252615559999' });
    expect(res.result.recharge!.payment_status).toBe('pending');
    await sandbox.idle();
    await new Promise((r) => setTimeout(r, 60));
    await Promise.all([settleDue(app.payments.ctx), settleDue(app.payments.ctx)]);
    expect((await statusCall(a.token, res.result.recharge!.id)).result.recharge!.payment_status).toBe('approved');
    expect(await balanceCents(a.userId)).toBe(300);
    expect(await credits(a.userId)).toHaveLength(1);
  } finally {
    sandbox.setCallbackUrls([`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/payments/callback`]);
  }
});

test('a payment the gateway never confirms fails after the last check, with a message, and is never credited', async () => {
  const a = await accountWithSession(db(), 'customer');
  const [row] = await db()
    .insert(payments)
    .values({ userId: a.userId, purpose: 'recharge', provider: 'evc_plus', phone: '+252615550009', amountCents: 1000, reference: `lost-${randomUUID()}`, nextCheckAt: new Date(Date.now() - 1000) })
    .returning();
  for (let i = 0; i < 3; i += 1) {
    await db().update(payments).set({ nextCheckAt: new Date(Date.now() - 1000) }).where(eq(payments.id, row!.id));
    await settleDue(app.payments.ctx);
  }
  const res = await statusCall(a.token, row!.id);
  expect(res.result.recharge).toMatchObject({ payment_status: 'failed' });
  expect(res.result.recharge!.message).toMatch(/EVC Plus did not confirm this payment, so nothing was credited/);
  expect(await balanceCents(a.userId)).toBe(0);
});

test('the same Idempotency-Key answers the same recharge; with another body it is a 422; without one a 400', async () => {
  const a = await accountWithSession(db(), 'customer');
  const key = randomUUID();
  const params = { amount: 10, payment_method: 'evc_plus', phone: '+252615550002' };
  const [one, two] = await Promise.all([rechargeCall(a.token, params, key), rechargeCall(a.token, { ...params, phone: '252 61 555 0002' }, key)]);
  expect(one.result.recharge!.id).toBe(two.result.recharge!.id);
  const three = await rechargeCall(a.token, params, key);
  expect(three.result.recharge).toMatchObject({ id: one.result.recharge!.id, payment_status: 'approved' });
  expect(await credits(a.userId)).toHaveLength(1);
  expect(await balanceCents(a.userId)).toBe(1000);
  const other = await rechargeCall(a.token, { ...params, amount: 11 }, key);
  expect(other.status).toBe(422);
  expect(other.result).toMatchObject({ status: 'error', code: 'idempotency_key_reused', message: 'This Idempotency-Key was already used for a different recharge' });
  const none = await rechargeCall(a.token, params, null);
  expect(none.status).toBe(400);
  expect(none.result.message).toMatch(/Idempotency-Key header/);
});

test('a bad phone or an amount with more than 2 decimals is a 400 that says why', async () => {
  const a = await accountWithSession(db(), 'customer');
  expect((await rechargeCall(a.token, { amount: 10, payment_method: 'evc_plus', phone: '12' })).result).toMatchObject({ code: 'invalid_phone' });
  expect((await rechargeCall(a.token, { amount: 10.005, payment_method: 'evc_plus', phone: '+252615550003' })).result).toMatchObject({ code: 'invalid_amount' });
});

test('an answer delivered twice (response and two callbacks) credits once', async () => {
  const a = await accountWithSession(db(), 'customer');
  const before = sandbox.callbacksSent;
  const res = await rechargeCall(a.token, { amount: 12, payment_method: 'evc_plus', phone: '+252615552222' });
  expect(res.result.recharge!.payment_status).toBe('approved');
  await sandbox.idle();
  expect(sandbox.callbacksSent - before).toBe(2);
  expect(await credits(a.userId)).toHaveLength(1);
  expect(await balanceCents(a.userId)).toBe(1200);
  await expectLedgerHolds(a.userId);
});

test('the callback is applied once however often it arrives, and refused unsigned', async () => {
  const a = await accountWithSession(db(), 'customer');
  const reference = `cb-${randomUUID()}`;
  const [row] = await db().insert(payments).values({ userId: a.userId, purpose: 'recharge', provider: 'zaad', phone: '+252635550004', amountCents: 2500, reference }).returning();
  const body = JSON.stringify({ schemaVersion: '1.0', responseCode: '2001', responseMsg: 'RCS_SUCCESS', params: { state: 'APPROVED', referenceId: reference, transactionId: '777' } });
  const post = (signature: string) => app.inject({ method: 'POST', url: '/api/payments/callback', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, payload: body });
  expect((await post('sha256=00')).statusCode).toBe(401);
  const answers = await Promise.all([post(signBody(SECRET, body)), post(signBody(SECRET, body)), post(signBody(SECRET, body))]);
  expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  expect(answers.filter((r) => r.json().applied === true)).toHaveLength(1);
  expect(await credits(a.userId)).toHaveLength(1);
  expect(await balanceCents(a.userId)).toBe(2500);
  const [settled] = await db().select().from(payments).where(eq(payments.id, row!.id));
  expect(settled).toMatchObject({ status: 'approved', gatewayTransactionId: '777' });
});

test("user B asking for user A's recharge gets the 404 of a missing one", async () => {
  const a = await accountWithSession(db(), 'customer');
  const b = await accountWithSession(db(), 'customer');
  const res = await rechargeCall(a.token, { amount: 2, payment_method: 'evc_plus', phone: '+252615550005' });
  const id = res.result.recharge!.id;
  const asB = await statusCall(b.token, id);
  expect(asB.status).toBe(404);
  expect(asB.result).toMatchObject({ status: 'error', message: 'Recharge not found' });
  expect((await statusCall(a.token, id)).status).toBe(200);
  const anon = await app.inject({ method: 'POST', url: `/api/wallet/recharge/${id}`, payload: { jsonrpc: '2.0', method: 'call', params: {}, id: 1 } });
  expect(anon.statusCode).toBe(401);
});
