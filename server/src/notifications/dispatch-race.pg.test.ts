/**
 * PostgreSQL only (issue 28): two API processes on one database, each with its notifications
 * dispatcher woken by the same NOTIFY, and the outbox adapter for WhatsApp and e-mail. Each
 * recharge's approval is delivered several times through both processes at once (the purchase's
 * answer plus signed callbacks in parallel): each shopper gets exactly one notification, one
 * WhatsApp message and one e-mail for it.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { renderNotice } from 'shared-api/notification-texts';
import { accountWithSession } from '../auth/test-kit';
import type { Database } from '../db/client';
import { outboxMessages, users } from '../db/schema-auth';
import { domainEvents } from '../db/schema-events';
import { notifications } from '../db/schema-notifications';
import { payments } from '../db/schema-wallet';
import { startSandbox, type Sandbox } from '../payments/sandbox';
import { SIGNATURE_HEADER, signBody } from '../payments/signature';
import type { ApiProcess } from '../testing/api-process';
import { postRpc, twoApisOnOneDatabase, type TwoApis } from '../testing/two-apis';

const SECRET = 'notify-race-secret';
const CREDS = { merchantUid: 'M-NOTE', apiUserId: 'U-NOTE', apiKey: 'K-NOTE' };
let shop: TwoApis | undefined;
let apis: ApiProcess[] = [];
let sandbox: Sandbox | undefined;
let database: Database | undefined;
const db = () => database!.db;
const callbackUrl = (api: ApiProcess) => `${api.url}/api/payments/callback`;

beforeAll(async () => {
  sandbox = await startSandbox({ ...CREDS, callbackSecret: SECRET, timeoutHoldMs: 3_500 });
  shop = await twoApisOnOneDatabase('notify', {
    WAAFIPAY_BASE_URL: sandbox.url,
    WAAFIPAY_MERCHANT_UID: CREDS.merchantUid,
    WAAFIPAY_API_USER_ID: CREDS.apiUserId,
    WAAFIPAY_API_KEY: CREDS.apiKey,
    PAYMENT_CALLBACK_SECRET: SECRET,
    PAYMENT_WAIT_MS: '1500',
    // The local stand-in of both messaging adapters: messages land in outbox_messages.
    SUUQ_DEMO_OUTBOX: '1',
  });
  ({ apis, database } = shop);
  sandbox.setCallbackUrls(apis.map(callbackUrl));
}, 240_000);

afterAll(async () => {
  await sandbox?.idle();
  await shop?.stop();
  await sandbox?.close();
});

/** Until every committed event was dispatched by one process or the other (bounded). */
async function allDispatched() {
  const until = Date.now() + 20_000;
  for (;;) {
    const [left] = await db().select({ n: count() }).from(domainEvents).where(isNull(domainEvents.dispatchedAt));
    if (Number(left!.n) === 0) return;
    if (Date.now() > until) throw new Error(`${left!.n} events still not dispatched`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('a recharge approval settled several times in parallel through both processes makes one notification, one WhatsApp and one e-mail', async () => {
  const shoppers = await Promise.all(Array.from({ length: 8 }, () => accountWithSession(db(), 'customer')));
  const answers = await Promise.all(
    shoppers.map((s, i) =>
      postRpc<{ recharge?: { payment_status: string } }>(apis[i % 2]!.url, '/api/wallet/recharge', { amount: 10 + i, payment_method: 'evc_plus', phone: `+25261${String(i).padStart(3, '0')}3333` }, { token: s.token, headers: { 'Idempotency-Key': randomUUID() } }),
    ),
  );
  expect(answers.map((a) => a.result.recharge?.payment_status)).toEqual(shoppers.map(() => 'approved'));
  await sandbox!.idle();
  const rows = await db().select().from(payments).where(eq(payments.purpose, 'recharge'));
  await Promise.all(
    rows.flatMap((row) => {
      const body = JSON.stringify({ schemaVersion: '1.0', responseCode: '2001', responseMsg: 'RCS_SUCCESS', params: { state: 'APPROVED', referenceId: row.reference, transactionId: row.gatewayTransactionId } });
      return [0, 1, 2, 3].map((n) =>
        fetch(callbackUrl(apis[n % 2]!), { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(SECRET, body) }, body }).then((r) => expect(r.status).toBe(200)),
      );
    }),
  );
  await allDispatched();
  for (const [i, s] of shoppers.entries()) {
    const [u] = await db().select({ email: users.email, phone: users.fullPhone }).from(users).where(eq(users.id, s.userId));
    const text = renderNotice('wallet_recharge', { amount_cents: (10 + i) * 100 }, 'so');
    const inApp = await db().select({ title: notifications.title, body: notifications.body }).from(notifications).where(eq(notifications.userId, s.userId));
    expect(inApp).toEqual([text]);
    const toPhone = await db().select({ body: outboxMessages.body }).from(outboxMessages).where(and(eq(outboxMessages.recipient, u!.phone), eq(outboxMessages.template, 'wallet_recharge')));
    const toMail = await db().select({ body: outboxMessages.body }).from(outboxMessages).where(and(eq(outboxMessages.recipient, u!.email), eq(outboxMessages.template, 'wallet_recharge')));
    expect(toPhone).toEqual([{ body: `${text.title}\n${text.body}` }]);
    expect(toMail).toEqual([{ body: text.body }]);
  }
}, 120_000);
