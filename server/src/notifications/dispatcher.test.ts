/**
 * Issue 28: placing an order, an order's payment (approved or declined), each status change, a
 * refund and a wallet recharge (credited or declined) each make exactly one in-app notification,
 * one WhatsApp message and one e-mail, through the messaging adapters (here their local outbox),
 * in the shopper's language (Somali unless they chose English); a rolled-back change makes none;
 * nothing is sent inside the writer's transaction; a dispatch run twice, or by two dispatchers at
 * once, sends nothing twice, and a failed send is retried for its channel only.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { renderNotice, type NoticeKey, type NoticeLanguage, type NoticeParams } from 'shared-api/notification-texts';
import { buildApp } from '../app';
import { START } from '../auth/test-kit';
import { createTestDatabase } from '../db/test-db';
import { outboxMessages, users } from '../db/schema-auth';
import { domainEvents } from '../db/schema-events';
import { notifications } from '../db/schema-notifications';
import { orderSubscriptions } from '../db/schema-orders';
import { createOutboxMessenger } from '../messaging/outbox';
import type { Messenger } from '../messaging';
import { ok, openShop, placeOrder, placed, product, send, shopper, speaks, type Shop, type Shopper } from '../orders/test-kit';
import { startSandbox, type Sandbox } from '../payments/sandbox';
import { NotificationDispatcher } from './dispatcher';

let sandbox: Sandbox;
let shop: Shop;
/** The outbox adapter, with a switch that makes its e-mail sends fail (the retry test). */
let failEmail = false;
let messenger: Messenger;

beforeAll(async () => {
  sandbox = await startSandbox({ merchantUid: 'M1', apiUserId: 'U1', apiKey: 'K1', timeoutHoldMs: 2_500 });
  const database = await createTestDatabase();
  const outbox = createOutboxMessenger(database.db);
  messenger = {
    send: async (m) => {
      if (failEmail && m.channel === 'email') throw new Error('SMTP refused');
      await outbox.send(m);
    },
  };
  const clock = { now: START, advance: (ms: number) => void (clock.now += ms) };
  const app = await buildApp({
    database,
    checkResults: true,
    env: { NODE_ENV: 'test', WAAFIPAY_BASE_URL: sandbox.url, WAAFIPAY_MERCHANT_UID: 'M1', WAAFIPAY_API_USER_ID: 'U1', WAAFIPAY_API_KEY: 'K1' },
    auth: { messenger, demo: null, devOutbox: false },
    payments: { settings: { waitMs: 1_500, checkBaseMs: 20, checkMaxDelayMs: 50, maxChecks: 50 } },
    // This file dispatches by hand, so it can look before and after.
    dispatchNotifications: false,
  });
  shop = await openShop({ app, db: database.db, sent: [], clock, close: async () => { await app.close(); await database.close(); } });
});
afterAll(async () => {
  await sandbox.idle();
  await sandbox.close();
  await shop.kit.close();
});

const dispatch = () => shop.kit.app.notificationDispatcher.drain();
const mobileMoney = (phone: string) => ({ payment_method: 'mobile_money', payment_provider: 'evc_plus', payment_phone: phone });

async function contacts(who: Shopper) {
  const [u] = await shop.db.select({ email: users.email, phone: users.fullPhone }).from(users).where(eq(users.id, who.userId));
  return u!;
}

/** What `who` was told with `key`: in-app rows (from the table) and the outbox's WhatsApp and e-mail messages. */
async function told(who: Shopper, key: NoticeKey) {
  const { email, phone } = await contacts(who);
  const inApp = await shop.db.select().from(notifications).where(and(eq(notifications.userId, who.userId), eq(notifications.messageKey, key)));
  const whatsapp = await shop.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, phone), eq(outboxMessages.template, key)));
  const mails = await shop.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, key)));
  return { inApp, whatsapp, mails };
}

/** Exactly one of each, with the catalogue's text in `lang`. */
async function expectToldOnce(who: Shopper, key: NoticeKey, params: NoticeParams, lang: NoticeLanguage) {
  const text = renderNotice(key, params, lang);
  const { inApp, whatsapp, mails } = await told(who, key);
  expect(inApp.map((n) => [n.title, n.body])).toEqual([[text.title, text.body]]);
  expect(whatsapp.map((m) => [m.channel, m.body])).toEqual([['whatsapp', `${text.title}\n${text.body}`]]);
  expect(mails.map((m) => [m.channel, m.body])).toEqual([['email', text.body]]);
}

test('placing an order: nothing is sent inside its transaction; then one notification, one WhatsApp and one e-mail, in Somali by default', async () => {
  const who = await shopper(shop);
  const p = await product(shop, { priceCents: 4_00, stock: { [shop.warehouse]: 3 } });
  const order = await placed(shop, who, [{ product_id: p, quantity: 1 }]);
  // Committed with the order: the event; the messages wait for the dispatcher.
  expect(await shop.db.select().from(domainEvents).where(eq(domainEvents.orderId, order.id))).toHaveLength(1);
  expect((await told(who, 'order_placed')).whatsapp).toEqual([]);
  await dispatch();
  const params = { order: order.order_number, amount_cents: Math.round(order.total * 100) };
  await expectToldOnce(who, 'order_placed', params, 'so');
  // The list answers it with its key and params, so the page can show it in its own language.
  const listed = ok(await send(shop, 'notifications', {}, who), 'notifications').notifications;
  expect(listed).toEqual([expect.objectContaining({ kind: 'order_placed', message_key: 'order_placed', params, order_id: order.id })]);
});

test('an approved payment, a cancel (a status change) and its refund, in English for a shopper who chose it', async () => {
  const who = await shopper(shop);
  await speaks(shop, who, 'en');
  const p = await product(shop, { priceCents: 6_00, stock: { [shop.warehouse]: 3 } });
  const order = await placed(shop, who, [{ product_id: p, quantity: 1 }], mobileMoney('+252615550201'));
  expect(order.payment_status).toBe('paid');
  ok(await send(shop, 'orderCancel', { id: String(order.id), reason: 'Changed my mind', refund_method: 'wallet' }, who), 'orderCancel');
  await dispatch();
  const cents = Math.round(order.total * 100);
  await expectToldOnce(who, 'order_placed', { order: order.order_number, amount_cents: cents }, 'en');
  await expectToldOnce(who, 'order_payment_approved', { order: order.order_number, amount_cents: cents, provider: 'evc_plus' }, 'en');
  await expectToldOnce(who, 'order_status', { order: order.order_number, status: 'cancelled' }, 'en');
  await expectToldOnce(who, 'refund_wallet', { order: order.order_number, amount_cents: cents }, 'en');
});

test('a declined payment cancels the order and says why, once', async () => {
  const who = await shopper(shop);
  const p = await product(shop, { stock: { [shop.warehouse]: 2 } });
  const order = await placed(shop, who, [{ product_id: p, quantity: 1 }], mobileMoney('+252615555310'));
  await dispatch();
  const [row] = await shop.db.select().from(notifications).where(and(eq(notifications.userId, who.userId), eq(notifications.messageKey, 'order_payment_declined')));
  await expectToldOnce(who, 'order_payment_declined', { order: order.order_number, reason: String((row!.params as NoticeParams).reason) }, 'so');
  expect((row!.params as NoticeParams).reason).toMatch(/^Payment declined: /);
});

test('a wallet recharge, credited or declined, is told once each', async () => {
  const who = await shopper(shop);
  const recharge = (amount: number, phone: string) =>
    send(shop, 'walletRecharge', { amount, payment_method: 'evc_plus', phone }, who, { 'Idempotency-Key': randomUUID() });
  expect(ok(await recharge(20, '+252615550001'), 'walletRecharge').recharge.payment_status).toBe('approved');
  expect(ok(await recharge(5, '+252615555310'), 'walletRecharge').recharge.payment_status).toBe('declined');
  await dispatch();
  await expectToldOnce(who, 'wallet_recharge', { amount_cents: 20_00 }, 'so');
  const [declined] = await shop.db.select().from(notifications).where(and(eq(notifications.userId, who.userId), eq(notifications.messageKey, 'wallet_recharge_declined')));
  await expectToldOnce(who, 'wallet_recharge_declined', { amount_cents: 5_00, reason: String((declined!.params as NoticeParams).reason) }, 'so');
});

test('a rolled-back order (the wallet cannot pay it) leaves no event, no notification and no message', async () => {
  const who = await shopper(shop);
  const p = await product(shop, { stock: { [shop.warehouse]: 2 } });
  const res = await placeOrder(shop, who, [{ product_id: p, quantity: 1 }], { payment_method: 'wallet' });
  expect(res.status).toBeGreaterThanOrEqual(400);
  await dispatch();
  expect(await shop.db.select().from(domainEvents).where(eq(domainEvents.userId, who.userId))).toEqual([]);
  expect(await told(who, 'order_placed')).toEqual({ inApp: [], whatsapp: [], mails: [] });
});

test('dispatching again, or by two dispatchers at once, sends nothing twice; a failed e-mail is retried alone', async () => {
  const who = await shopper(shop);
  const p = await product(shop, { stock: { [shop.warehouse]: 2 } });
  // Two dispatchers (two API processes) that try again at once after a failure.
  const second = new NotificationDispatcher({ db: shop.db, messenger, retryMs: 0 });
  const third = new NotificationDispatcher({ db: shop.db, messenger, retryMs: 0 });
  failEmail = true;
  const order = await placed(shop, who, [{ product_id: p, quantity: 1 }]);
  await Promise.all([second.drain(), third.drain()]);
  let sent = await told(who, 'order_placed');
  expect([sent.inApp.length, sent.whatsapp.length, sent.mails.length]).toEqual([1, 1, 0]);
  failEmail = false;
  await Promise.all([second.drain(), third.drain()]);
  await Promise.all([second.drain(), third.drain(), dispatch()]);
  await expectToldOnce(who, 'order_placed', { order: order.order_number, amount_cents: Math.round(order.total * 100) }, 'so');
  sent = await told(who, 'order_placed');
  expect(sent.mails).toHaveLength(1);
  const [event] = await shop.db.select().from(domainEvents).where(eq(domainEvents.orderId, order.id));
  expect(event!.attempts).toBeGreaterThanOrEqual(2);
  expect(event!.sentChannels).toEqual(['whatsapp', 'email']);
  expect(event!.dispatchedAt).not.toBeNull();
});

test('an order goes out only on the channels it is subscribed to when dispatched (WhatsApp turned off: e-mail and in-app); a recharge of the same shopper still goes to both', async () => {
  const who = await shopper(shop);
  const p = await product(shop, { priceCents: 3_00, stock: { [shop.warehouse]: 2 } });
  const order = await placed(shop, who, [{ product_id: p, quantity: 1 }]);
  const channels = async () => (await shop.db.select().from(orderSubscriptions).where(eq(orderSubscriptions.orderId, order.id))).map((r) => r.channel).sort();
  // Subscribed to both in the order's own transaction.
  expect(await channels()).toEqual(['email', 'whatsapp']);
  // Turned off before the dispatcher runs: the dispatch-time choice counts.
  ok(await send(shop, 'orderSubscribe', { id: String(order.id), channel: 'whatsapp', subscribed: false }, who), 'orderSubscribe');
  const recharged = await send(shop, 'walletRecharge', { amount: 7, payment_method: 'evc_plus', phone: '+252615550001' }, who, { 'Idempotency-Key': randomUUID() });
  expect(ok(recharged, 'walletRecharge').recharge.payment_status).toBe('approved');
  await dispatch();
  const text = renderNotice('order_placed', { order: order.order_number, amount_cents: Math.round(order.total * 100) }, 'so');
  const { inApp, whatsapp, mails } = await told(who, 'order_placed');
  expect(inApp.map((n) => [n.title, n.body])).toEqual([[text.title, text.body]]);
  expect(whatsapp).toEqual([]);
  expect(mails.map((m) => [m.channel, m.body])).toEqual([['email', text.body]]);
  const [event] = await shop.db.select().from(domainEvents).where(eq(domainEvents.orderId, order.id));
  expect([event!.sentChannels, event!.dispatchedAt !== null]).toEqual([['email'], true]);
  await expectToldOnce(who, 'wallet_recharge', { amount_cents: 7_00 }, 'so');
});

test('an order with no subscription (placed before updates were on by default) gets the in-app notification only', async () => {
  const who = await shopper(shop);
  const p = await product(shop, { stock: { [shop.warehouse]: 2 } });
  const order = await placed(shop, who, [{ product_id: p, quantity: 1 }]);
  await shop.db.delete(orderSubscriptions).where(eq(orderSubscriptions.orderId, order.id));
  await dispatch();
  const sent = await told(who, 'order_placed');
  expect([sent.inApp.length, sent.whatsapp.length, sent.mails.length]).toEqual([1, 0, 0]);
});
