/**
 * Orders paid by mobile money through the sandbox: approved → paid; declined → cancelled through
 * the state table with the stock back and the gateway's reason; timed out → pending, then settled
 * by the loop; a cancel of a paid order refunded to the phone (or kept refund_pending when the
 * gateway refuses); a late approval of an order cancelled meanwhile is refunded to the wallet.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { START, type AuthKit } from '../auth/test-kit';
import { categories, sellers, stockLocations } from '../db/schema';
import { orders } from '../db/schema-orders';
import { payments, wallets } from '../db/schema-wallet';
import { ledgerSums } from '../wallet/ledger';
import { createTestDatabase } from '../db/test-db';
import { ok, placed, placeOrder, product, send, shopper, speaks, stockAt, type Shop } from '../orders/test-kit';
import { startSandbox, type Sandbox } from './sandbox';
import { settleDue } from './settle';

let sandbox: Sandbox;
let shop: Shop;

beforeAll(async () => {
  sandbox = await startSandbox({ merchantUid: 'M1', apiUserId: 'U1', apiKey: 'K1', timeoutHoldMs: 2_500 });
  const database = await createTestDatabase();
  const clock = { now: START, advance: (ms: number) => void (clock.now += ms) };
  const app = await buildApp({
    database,
    checkResults: true,
    env: { NODE_ENV: 'test', WAAFIPAY_BASE_URL: sandbox.url, WAAFIPAY_MERCHANT_UID: 'M1', WAAFIPAY_API_USER_ID: 'U1', WAAFIPAY_API_KEY: 'K1' },
    auth: { messenger: { send: async () => undefined }, demo: null, devOutbox: false },
    payments: { settings: { waitMs: 1_500, checkBaseMs: 20, checkMaxDelayMs: 50, maxChecks: 50 } },
  });
  const kit: AuthKit = { app, db: database.db, sent: [], clock, close: async () => { await app.close(); await database.close(); } };
  const db = database.db;
  const [main] = await db.insert(categories).values({ slug: 'food_grocery', name: 'Food & Grocery', nameSo: 'Cunto' }).returning({ id: categories.id });
  await db.insert(categories).values({ slug: 'fit_foods', name: 'Fit foods', nameSo: 'Cunto caafimaad', parentId: main!.id });
  const [seller] = await db.insert(sellers).values({ slug: 'hodan-beauty', name: 'Hodan Beauty', city: 'Hargeisa', phone: '+252634000111' }).returning({ id: sellers.id });
  const locs = await db
    .insert(stockLocations)
    .values([{ name: 'Suuq Warehouse — Muqdisho', isWarehouse: true, city: 'Muqdisho' }, { name: 'Hodan Beauty — Hargeisa', sellerId: seller!.id, city: 'Hargeisa' }, { name: 'Atlantis Depot', city: 'Atlantis' }])
    .returning({ id: stockLocations.id });
  shop = { kit, db, sellerId: seller!.id, warehouse: locs[0]!.id, hargeisa: locs[1]!.id, nowhere: locs[2]!.id };
});
afterAll(async () => {
  await sandbox.idle();
  await sandbox.close();
  await shop.kit.close();
});

const mobileMoney = (phone: string) => ({ payment_method: 'mobile_money', payment_provider: 'evc_plus', payment_phone: phone });
interface Told {
  order_id: number | null;
  kind: string;
  read: boolean;
  message: string;
}
const notificationsOf = async (who: Parameters<typeof send>[3]): Promise<Told[]> =>
  ok(await send(shop, 'notifications', {}, who), 'notifications').notifications;
const orderRow = async (id: number) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;

test('an approved prompt marks the order paid; the answer already says so', async () => {
  const who = await shopper(shop);
  const p = await product(shop, { priceCents: 12_00, stock: { [shop.warehouse]: 3 } });
  const order = await placed(shop, who, [{ product_id: p, quantity: 1 }], mobileMoney('+252615550201'));
  expect(order).toMatchObject({ payment_method: 'mobile_money', payment_status: 'paid', payment_provider: 'evc_plus', status: 'placed' });
  const [pay] = await shop.db.select().from(payments).where(eq(payments.orderId, order.id));
  expect(pay).toMatchObject({ purpose: 'order', status: 'approved', amountCents: (await orderRow(order.id)).totalCents });
  expect(sandbox.requests.at(-1)).toMatchObject({ serviceName: 'API_PURCHASE', serviceParams: { payerInfo: { accountNo: '252615550201' } } });
});

test('a declined prompt cancels the order through the state table: stock back, the reason said, payment failed', async () => {
  const who = await shopper(shop);
  await speaks(shop, who, 'en');
  const p = await product(shop, { stock: { [shop.warehouse]: 2 } });
  const order = await placed(shop, who, [{ product_id: p, quantity: 2 }], mobileMoney('+252615555310'));
  const now = ok(await send(shop, 'order', { id: String(order.id) }, who), 'order').order;
  expect(now).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
  expect((await orderRow(order.id)).cancelReason).toBe('Payment declined: not enough balance in the payer\u2019s account');
  expect(await stockAt(shop, p, shop.warehouse)).toBe(2);
  // The shopper hears of it with the gateway's reason, once (besides the order placed).
  const told = (await notificationsOf(who)).filter((n) => n.order_id === order.id && n.kind === 'order_status');
  expect(told).toHaveLength(1);
  expect(told[0]).toMatchObject({ kind: 'order_status', read: false });
  expect(told[0]!.message).toBe(
    `Your order ${now.order_number} was cancelled: not enough balance in the payer\u2019s account. Nothing was charged.`,
  );
});

test('the answer to an order whose payment is declined at once says so, not that it was placed; still a success holding the cancelled order', async () => {
  const who = await shopper(shop);
  const p = await product(shop, { stock: { [shop.warehouse]: 1 } });
  const res = await placeOrder(shop, who, [{ product_id: p, quantity: 1 }], mobileMoney('+252615555310'));
  const answer = ok(res, 'orderCreate');
  expect(answer.order).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
  expect(answer.message).toBe(`Your payment was declined. Order ${answer.order.order_number} was cancelled and nothing was charged.`);
  // An approved one is placed, as before.
  const fine = ok(await placeOrder(shop, who, [{ product_id: p, quantity: 1 }], mobileMoney('+252615550204')), 'orderCreate');
  expect(fine.message).toBe(`Your order ${fine.order.order_number} has been placed`);
});

test('a timed-out prompt leaves the order pending; the settle loop marks it paid once the gateway approved', async () => {
  const who = await shopper(shop);
  const p = await product(shop, { stock: { [shop.warehouse]: 1 } });
  const order = await placed(shop, who, [{ product_id: p, quantity: 1 }], mobileMoney('+252615559999'));
  expect(order.payment_status).toBe('pending');
  await sandbox.idle();
  await new Promise((r) => setTimeout(r, 40));
  await settleDue(shop.kit.app.payments.ctx);
  expect(ok(await send(shop, 'order', { id: String(order.id) }, who), 'order').order).toMatchObject({ status: 'placed', payment_status: 'paid' });
});

test('cancelling a paid mobile money order refunds it to the phone; a refused refund stays refund_pending with the reason kept', async () => {
  const who = await shopper(shop);
  const p = await product(shop, { stock: { [shop.warehouse]: 2 } });
  const one = await placed(shop, who, [{ product_id: p, quantity: 1 }], mobileMoney('+252615550202'));
  const cancelled = ok(await send(shop, 'orderCancel', { id: String(one.id), reason: 'Changed my mind', refund_method: 'mobile_money' }, who), 'orderCancel').order;
  expect(cancelled).toMatchObject({ status: 'cancelled' });
  expect((await orderRow(one.id)).paymentStatus).toBe('refunded');
  expect(sandbox.requests.at(-1)).toMatchObject({ serviceName: 'API_REFUND' });

  const two = await placed(shop, who, [{ product_id: p, quantity: 1 }], mobileMoney('+252615550203'));
  sandbox.failRefunds(true);
  try {
    ok(await send(shop, 'orderCancel', { id: String(two.id), reason: 'Changed my mind', refund_method: 'mobile_money' }, who), 'orderCancel');
  } finally {
    sandbox.failRefunds(false);
  }
  expect((await orderRow(two.id)).paymentStatus).toBe('refund_pending');
  const [pay] = await shop.db.select().from(payments).where(eq(payments.orderId, two.id));
  expect(pay!.message).toMatch(/^Refund not done yet: Refund refused by the sandbox/);
});

test('an approval arriving after the shopper cancelled the pending order is refunded to the wallet, once', async () => {
  const who = await shopper(shop);
  await speaks(shop, who, 'en');
  const p = await product(shop, { stock: { [shop.warehouse]: 1 } });
  const order = await placed(shop, who, [{ product_id: p, quantity: 1 }], mobileMoney('+252615569999'));
  expect(order.payment_status).toBe('pending');
  ok(await send(shop, 'orderCancel', { id: String(order.id), reason: 'Too slow' }, who), 'orderCancel');
  await sandbox.idle();
  await new Promise((r) => setTimeout(r, 40));
  await settleDue(shop.kit.app.payments.ctx);
  const row = await orderRow(order.id);
  expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundMethod: 'wallet' });
  await settleDue(shop.kit.app.payments.ctx);
  const [w] = await shop.db.select().from(wallets).where(eq(wallets.userId, who.userId));
  expect(w?.balanceCents).toBe(row.totalCents);
  expect((await ledgerSums(shop.db, who.userId)).walletCents).toBe(row.totalCents);
  const refunds = (await notificationsOf(who)).filter((n) => n.order_id === order.id && n.kind === 'refund');
  expect(refunds.map((n) => n.message)).toEqual([`$${(row.totalCents / 100).toFixed(2)} was refunded to your Suuq wallet.`]);
});
