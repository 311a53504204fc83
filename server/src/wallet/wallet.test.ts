/**
 * The wallet and membership points through the API on PGlite: the shopper's path (points redeemed
 * at checkout, paid from the wallet, cancelled → refunded to the wallet), an order the wallet
 * cannot pay leaves nothing behind, refund methods that fit the payment, points earned on delivery
 * and taken back on return, and user B seeing and spending nothing of A's.
 */
import { and, eq } from 'drizzle-orm';
import { orderIdempotencyKeys, orders } from '../db/schema-orders';
import { pointsEntries, walletEntries, wallets } from '../db/schema-wallet';
import { MOBILE_MONEY_MISSING, POINTS_NEED_WALLET } from '../orders/create';
import type { PaymentHooks } from '../orders/payment-hooks';
import { authKit } from '../auth/test-kit';
import { REFUND_REFUSED } from '../orders/states';
import { settleOrderPayment } from '../orders/transitions';
import { advance, newKey, ok, openShop, placeOrder, placed, product, send, shopper, stockAt, type Loose, type Shop, type Shopper } from '../orders/test-kit';
import { ledgerSums, postPointsEntry, postWalletEntry } from './ledger';
import { pointsForCheckout } from './pay';
import { REDEEM_TOO_FEW, REDEEM_WHOLE_HUNDREDS } from './service';

let shop: Shop;
const now = new Date('2026-11-24T10:00:00Z');
/** The orders' seam to mobile money with no gateway behind it: orders stay pending, calls are watched. */
const paymentHooks: PaymentHooks = { startOrderPayment: async () => undefined, refundToMobileMoney: async () => undefined };
beforeAll(async () => {
  shop = await openShop(await authKit({ orderPayments: paymentHooks }));
});
afterAll(() => shop.kit.close());
afterEach(() => jest.restoreAllMocks());

/** Money into the wallet straight through the ledger (what an approved recharge does). */
const credit = (who: Shopper, cents: number) =>
  shop.db.transaction((tx) => postWalletEntry(tx, { userId: who.userId, kind: 'recharge', amountCents: cents, description: 'Recharge (test)', now }));
const givePoints = (who: Shopper, points: number) =>
  shop.db.transaction((tx) => postPointsEntry(tx, { userId: who.userId, kind: 'earned', points, description: 'Welcome points (test)', now }));

async function balanceOf(who: Shopper) {
  const [row] = await shop.db.select({ cents: wallets.balanceCents }).from(wallets).where(eq(wallets.userId, who.userId));
  return row?.cents ?? 0;
}

/** The balance columns equal the ledgers' sums. */
async function expectLedgerHolds(who: Shopper) {
  const sums = await ledgerSums(shop.db, who.userId);
  const w = ok(await send(shop, 'walletBalance', {}, who), 'walletBalance');
  const p = ok(await send(shop, 'membershipPoints', {}, who), 'membershipPoints');
  expect(Math.round(w.balance * 100)).toBe(sums.walletCents);
  expect(p.points).toBe(sums.points);
}

const orderEntries = (orderId: number) => shop.db.select().from(walletEntries).where(eq(walletEntries.orderId, orderId));

describe('paying from the wallet', () => {
  it('the shopper redeems points at checkout, pays from the wallet, cancels and gets the whole total back in the wallet', async () => {
    const p = await product(shop, { priceCents: 5_00, stock: { [shop.warehouse]: 10 } });
    const me = await shopper(shop);
    await credit(me, 20_00);
    await givePoints(me, 250);

    const order = await placed(shop, me, [{ product_id: p, quantity: 2 }], { payment_method: 'wallet', use_points: true });
    const totalCents = Math.round(order.total * 100);
    expect(totalCents).toBeGreaterThan(2_00);
    // 250 points: two whole hundreds ($2.00) pay part of it, 50 points stay.
    expect(order).toMatchObject({ payment_method: 'wallet', payment_status: 'paid', points_value_used: 2, payment_provider: null });
    expect(await balanceOf(me)).toBe(20_00 + 2_00 - totalCents);
    expect(ok(await send(shop, 'membershipPoints', {}, me), 'membershipPoints')).toMatchObject({ points: 50, value: 0 });

    const cancelled = ok(await send(shop, 'orderCancel', { id: String(order.id), reason: 'Changed my mind' }, me), 'orderCancel').order;
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'refunded', refund_method: 'wallet' });
    expect(await balanceOf(me)).toBe(22_00);
    expect(await stockAt(shop, p, shop.warehouse)).toBe(10);

    const list = ok(await send(shop, 'walletTransactions', {}, me), 'walletTransactions');
    expect(list.transactions.map((t: Loose) => [t.kind, Math.round(t.amount * 100), t.order_number])).toEqual([
      ['refund', totalCents, order.order_number],
      ['order_payment', -totalCents, order.order_number],
      ['points_redemption', 2_00, order.order_number],
      ['recharge', 20_00, null],
    ]);
    expect(list).toMatchObject({ total: 4, balance: 22, formatted_balance: '$22.00', open_recharges: [] });
    expect(list.transactions[0].formatted_amount).toBe(`+$${(totalCents / 100).toFixed(2)}`);

    // Cancelled twice at once: the second is refused and the refund stays one.
    const again = await send(shop, 'orderCancel', { id: String(order.id), reason: 'Again' }, me);
    expect(again.status).toBe(409);
    expect((await orderEntries(order.id)).filter((e) => e.kind === 'refund')).toHaveLength(1);
    await expectLedgerHolds(me);
  });

  it('an order the wallet cannot pay is refused with a message and nothing is written: no order, stock, key, points or money moved', async () => {
    const p = await product(shop, { priceCents: 9_00, stock: { [shop.warehouse]: 5 } });
    const me = await shopper(shop);
    await credit(me, 1_00);
    await givePoints(me, 300);
    const key = newKey();
    const res = await placeOrder(shop, me, [{ product_id: p, quantity: 1 }], { payment_method: 'wallet', use_points: true }, key);
    expect(res.status).toBe(409);
    expect(res.body.result).toMatchObject({ status: 'error', code: 'insufficient_balance' });
    expect(res.body.result!.message).toMatch(/^Not enough money in your wallet: it has \$4\.00, this needs \$\d+\.\d\d\.$/);
    expect(await shop.db.select().from(orders).where(eq(orders.userId, me.userId))).toEqual([]);
    expect(await shop.db.select().from(orderIdempotencyKeys).where(eq(orderIdempotencyKeys.userId, me.userId))).toEqual([]);
    expect(await stockAt(shop, p, shop.warehouse)).toBe(5);
    expect(await ledgerSums(shop.db, me.userId)).toEqual({ walletCents: 1_00, points: 300 });
    await expectLedgerHolds(me);

    // With more money the same key places the order (the key was never taken).
    await credit(me, 20_00);
    const second = ok(await placeOrder(shop, me, [{ product_id: p, quantity: 1 }], { payment_method: 'wallet', use_points: true }, key), 'orderCreate');
    expect(second.replayed).toBe(false);
    expect(second.order.payment_status).toBe('paid');
  });

  it('a replay with the same Idempotency-Key answers the same order and never pays twice', async () => {
    const p = await product(shop, { priceCents: 3_00, stock: { [shop.warehouse]: 10 } });
    const me = await shopper(shop);
    await credit(me, 50_00);
    const key = newKey();
    const body = { payment_method: 'wallet' };
    const answers = await Promise.all([0, 1, 2].map(() => placeOrder(shop, me, [{ product_id: p, quantity: 1 }], body, key)));
    const results = answers.map((a) => ok(a, 'orderCreate'));
    expect(new Set(results.map((r) => r.order.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const entries = await orderEntries(results[0]!.order.id);
    expect(entries.map((e) => e.kind)).toEqual(['order_payment']);
    expect(await balanceOf(me)).toBe(50_00 - Math.round(results[0]!.order.total * 100));
    await expectLedgerHolds(me);
  });

  it('points at checkout: whole hundreds, rounded up only when the points allow, never more than needed', () => {
    expect(pointsForCheckout(250, 10_50)).toBe(200);
    expect(pointsForCheckout(5_000, 10_50)).toBe(1_100);
    expect(pointsForCheckout(1_100, 11_00)).toBe(1_100);
    expect(pointsForCheckout(99, 10_00)).toBe(0);
    expect(pointsForCheckout(1_000, 0)).toBe(0);
  });

  it('points are used only with the wallet; mobile money needs its service and phone', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 5 } });
    const me = await shopper(shop);
    const cod = await placeOrder(shop, me, [{ product_id: p, quantity: 1 }], { payment_method: 'cash_on_delivery', use_points: true });
    expect([cod.status, cod.body.result!.message]).toEqual([400, POINTS_NEED_WALLET]);
    for (const extra of [{}, { payment_provider: 'evc_plus' }, { payment_phone: '+252615551234' }, { payment_provider: 'zaad', payment_phone: '  ' }]) {
      const res = await placeOrder(shop, me, [{ product_id: p, quantity: 1 }], { payment_method: 'mobile_money', ...extra });
      expect([res.status, res.body.result!.message]).toEqual([400, MOBILE_MONEY_MISSING]);
    }
    const badPhone = await placeOrder(shop, me, [{ product_id: p, quantity: 1 }], { payment_method: 'mobile_money', payment_provider: 'evc_plus', payment_phone: '+254712345678' });
    expect([badPhone.status, badPhone.body.result!.message]).toEqual([400, 'Phone number must start with +252 for Somalia']);
    expect(await stockAt(shop, p, shop.warehouse)).toBe(5);
  });
});

describe('mobile money orders (the seam of the payment hooks)', () => {
  it('is written pending with its service and phone, and the hook is asked to start the payment once', async () => {
    const start = jest.spyOn(paymentHooks, 'startOrderPayment');
    const p = await product(shop, { stock: { [shop.warehouse]: 5 } });
    const me = await shopper(shop);
    const key = newKey();
    const extra = { payment_method: 'mobile_money', payment_provider: 'evc_plus', payment_phone: '+252 61 555 1234' };
    const order = ok(await placeOrder(shop, me, [{ product_id: p, quantity: 1 }], extra, key), 'orderCreate').order;
    expect(order).toMatchObject({ payment_status: 'pending', payment_provider: 'evc_plus', payment_phone: '+252615551234' });
    ok(await placeOrder(shop, me, [{ product_id: p, quantity: 1 }], extra, key), 'orderCreate');
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0]![1]).toMatchObject({ orderId: order.id, userId: me.userId, amountCents: Math.round(order.total * 100), provider: 'evc_plus', phone: '+252615551234' });
  });

  it('a paid one is refunded to mobile money by default (refund pending, the hook called), or to the wallet when chosen; never in cash', async () => {
    const refund = jest.spyOn(paymentHooks, 'refundToMobileMoney');
    const p = await product(shop, { stock: { [shop.warehouse]: 5 } });
    const me = await shopper(shop);
    const extra = { payment_method: 'mobile_money', payment_provider: 'zaad', payment_phone: '+252634000222' };
    const a = await placed(shop, me, [{ product_id: p, quantity: 1 }], extra);
    const b = await placed(shop, me, [{ product_id: p, quantity: 1 }], extra);
    for (const o of [a, b]) await shop.db.transaction((tx) => settleOrderPayment(tx, o.id, 'approved', now));

    const cash = await send(shop, 'orderCancel', { id: String(a.id), reason: 'No longer needed', refund_method: 'cash' }, me);
    expect([cash.status, cash.body.result!.message]).toEqual([400, REFUND_REFUSED.mobile_money]);
    expect(refund).not.toHaveBeenCalled();

    const first = ok(await send(shop, 'orderCancel', { id: String(a.id), reason: 'No longer needed' }, me), 'orderCancel').order;
    expect(first).toMatchObject({ status: 'cancelled', payment_status: 'refund_pending', refund_method: 'mobile_money' });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0]![1]).toMatchObject({ orderId: a.id, amountCents: Math.round(a.total * 100), provider: 'zaad', phone: '+252634000222', reason: 'cancel' });
    expect(await orderEntries(a.id)).toEqual([]);

    const second = ok(await send(shop, 'orderCancel', { id: String(b.id), reason: 'No longer needed', refund_method: 'wallet' }, me), 'orderCancel').order;
    expect(second).toMatchObject({ payment_status: 'refunded', refund_method: 'wallet' });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await balanceOf(me)).toBe(Math.round(b.total * 100));
    await expectLedgerHolds(me);
  });

  it('a declined payment cancels the order with its stock back, once', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 5 } });
    const me = await shopper(shop);
    const o = await placed(shop, me, [{ product_id: p, quantity: 2 }], { payment_method: 'mobile_money', payment_provider: 'sahal', payment_phone: '+252907000111' });
    expect(await stockAt(shop, p, shop.warehouse)).toBe(3);
    expect(await shop.db.transaction((tx) => settleOrderPayment(tx, o.id, 'declined', now))).toBe(true);
    expect(await shop.db.transaction((tx) => settleOrderPayment(tx, o.id, 'declined', now))).toBe(false);
    expect(await shop.db.transaction((tx) => settleOrderPayment(tx, o.id, 'approved', now))).toBe(false);
    expect(await stockAt(shop, p, shop.warehouse)).toBe(5);
    expect(ok(await send(shop, 'order', { id: String(o.id) }, me), 'order').order).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
  });
});

describe('refund methods', () => {
  it('a wallet order is refunded only to the wallet; a cash on delivery order never to mobile money', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 5 } });
    const me = await shopper(shop);
    await credit(me, 30_00);
    const o = await placed(shop, me, [{ product_id: p, quantity: 1 }], { payment_method: 'wallet' });
    for (const method of ['cash', 'mobile_money']) {
      const res = await send(shop, 'orderCancel', { id: String(o.id), reason: 'Wrong item', refund_method: method }, me);
      expect([res.status, res.body.result!.message]).toEqual([400, 'This order was paid from your wallet: it can only be refunded to your wallet.']);
    }
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect(await stockAt(shop, p, shop.warehouse)).toBe(4);

    const cod = await placed(shop, me, [{ product_id: p, quantity: 1 }]);
    // Unpaid cash on delivery: nothing to refund, whatever method is named.
    const c = ok(await send(shop, 'orderCancel', { id: String(cod.id), reason: 'Wrong item', refund_method: 'mobile_money' }, me), 'orderCancel').order;
    expect(c).toMatchObject({ status: 'cancelled', payment_status: 'unpaid', refund_method: null });
    const cod2 = await placed(shop, me, [{ product_id: p, quantity: 1 }]);
    await advance(shop, cod2.id, 'confirm', 'pack', 'ship', 'deliver');
    const mm = await send(shop, 'orderReturn', { id: String(cod2.id), reason: 'Broken', refund_method: 'mobile_money' }, me);
    expect([mm.status, mm.body.result!.message]).toEqual([400, REFUND_REFUSED.cash_on_delivery]);
    // Returned to the wallet when the shopper asks so: the cash paid at the door comes back as credit.
    const before = await balanceOf(me);
    ok(await send(shop, 'orderReturn', { id: String(cod2.id), reason: 'Broken', refund_method: 'wallet' }, me), 'orderReturn');
    await advance(shop, cod2.id, 'complete_return');
    expect(await balanceOf(me)).toBe(before + Math.round(cod2.total * 100));
    await expectLedgerHolds(me);
  });
});

describe('membership points', () => {
  it('a delivered order earns whole dollars of its subtotal once; a completed return takes them back, never below zero', async () => {
    const p = await product(shop, { priceCents: 7_40, stock: { [shop.warehouse]: 10 } });
    const me = await shopper(shop);
    const o = await placed(shop, me, [{ product_id: p, quantity: 2 }]);
    await advance(shop, o.id, 'confirm', 'pack', 'ship');
    expect(ok(await send(shop, 'membershipPoints', {}, me), 'membershipPoints').points).toBe(0);
    await advance(shop, o.id, 'deliver');
    // $14.80 → 14 points (the delivery fee earns none).
    expect(ok(await send(shop, 'membershipPoints', {}, me), 'membershipPoints').points).toBe(14);

    // Spend some first: the return takes back only what is left.
    await givePoints(me, 100);
    ok(await send(shop, 'membershipRedeem', { points: 100 }, me), 'membershipRedeem');
    await shop.db.transaction((tx) => postPointsEntry(tx, { userId: me.userId, kind: 'redeemed', points: -10, description: 'spent (test)', now }));
    ok(await send(shop, 'orderReturn', { id: String(o.id), reason: 'Too sweet', refund_method: 'cash' }, me), 'orderReturn');
    await advance(shop, o.id, 'complete_return');
    const points = ok(await send(shop, 'membershipTransactions', {}, me), 'membershipTransactions');
    expect(points.points).toBe(0);
    expect(points.transactions[0]).toMatchObject({ kind: 'reversed', points: -4, balance_after: 0, order_number: o.order_number });
    expect(points.transactions[0].description).toContain('4 of the 14 earned');
    const perOrder = await shop.db.select().from(pointsEntries).where(and(eq(pointsEntries.orderId, o.id)));
    expect(perOrder.map((e) => [e.kind, e.points]).sort()).toEqual([['earned', 14], ['reversed', -4]]);
    await expectLedgerHolds(me);
  });

  it("a return refunds the total less what its points were already spent on: redeeming an order's points, then returning it, gains nothing", async () => {
    const p = await product(shop, { priceCents: 250_00, stock: { [shop.warehouse]: 5 } });
    const me = await shopper(shop);
    await credit(me, 300_00);
    const o = await placed(shop, me, [{ product_id: p, quantity: 1 }], { payment_method: 'wallet' });
    const totalCents = Math.round(o.total * 100);
    await advance(shop, o.id, 'confirm', 'pack', 'ship', 'deliver');
    expect(ok(await send(shop, 'membershipPoints', {}, me), 'membershipPoints').points).toBe(250);
    // 200 of the order's 250 points become $2.00 of wallet credit.
    ok(await send(shop, 'membershipRedeem', { points: 200 }, me), 'membershipRedeem');
    ok(await send(shop, 'orderReturn', { id: String(o.id), reason: 'Wrong size', refund_method: 'wallet' }, me), 'orderReturn');
    await advance(shop, o.id, 'complete_return');
    const refunds = (await orderEntries(o.id)).filter((e) => e.kind === 'refund');
    expect(refunds.map((e) => e.amountCents)).toEqual([totalCents - 2_00]);
    // Back where the shopper started: $300.00, no points.
    expect(await balanceOf(me)).toBe(300_00);
    expect(ok(await send(shop, 'membershipPoints', {}, me), 'membershipPoints').points).toBe(0);
    const reversed = ok(await send(shop, 'membershipTransactions', {}, me), 'membershipTransactions').transactions[0];
    expect(reversed).toMatchObject({ kind: 'reversed', points: -50 });
    expect(reversed.description).toContain('50 of the 250 earned: the rest had been spent, $2.00 less refunded');
    await expectLedgerHolds(me);
  });

  it('redeems whole hundreds from the minimum into wallet credit, in one go', async () => {
    const me = await shopper(shop);
    await givePoints(me, 250);
    for (const [n, message] of [[50, REDEEM_TOO_FEW], [150, REDEEM_WHOLE_HUNDREDS]] as const) {
      const res = await send(shop, 'membershipRedeem', { points: n }, me);
      expect([res.status, res.body.result!.message]).toEqual([400, message]);
    }
    const tooMany = await send(shop, 'membershipRedeem', { points: 300 }, me);
    expect([tooMany.status, tooMany.body.result!.code, tooMany.body.result!.message]).toEqual([409, 'insufficient_points', 'You have 250 points; this needs 300.']);
    expect(await ledgerSums(shop.db, me.userId)).toEqual({ walletCents: 0, points: 250 });
    const done = ok(await send(shop, 'membershipRedeem', { points: 200 }, me), 'membershipRedeem');
    expect(done).toMatchObject({ points: 50, credited: 2, balance: 2, formatted_balance: '$2.00', message: '200 points redeemed: $2.00 added to your wallet' });
    expect(ok(await send(shop, 'membershipPoints', {}, me), 'membershipPoints')).toMatchObject({ points: 50, value: 0, formatted_value: '$0.00', redeem_minimum: 100, points_per_dollar_credit: 100 });
    await expectLedgerHolds(me);
  });
});

describe('user B and A’s wallet', () => {
  it('every wallet and membership call answers only the caller’s own; without a session 401', async () => {
    const a = await shopper(shop);
    const b = await shopper(shop);
    await credit(a, 40_00);
    await givePoints(a, 500);
    for (const name of ['walletBalance', 'walletTransactions', 'membershipPoints', 'membershipTransactions'] as const) {
      const mine = ok(await send(shop, name, {}, b), name);
      expect(mine).toMatchObject(name.startsWith('wallet') ? { balance: 0 } : { points: 0 });
      if ('transactions' in mine) expect(mine.transactions).toEqual([]);
      expect((await send(shop, name, {}, null)).status).toBe(401);
    }
    const redeem = await send(shop, 'membershipRedeem', { points: 100 }, b);
    expect(redeem.status).toBe(409);
    expect((await send(shop, 'membershipRedeem', { points: 100 }, null)).status).toBe(401);
    expect(await ledgerSums(shop.db, a.userId)).toEqual({ walletCents: 40_00, points: 500 });
  });

  it('B cannot cancel, return or be refunded A’s wallet order, nor pay with A’s wallet', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 5 } });
    const a = await shopper(shop);
    const b = await shopper(shop);
    await credit(a, 40_00);
    const o = await placed(shop, a, [{ product_id: p, quantity: 1 }], { payment_method: 'wallet' });
    const cancel = await send(shop, 'orderCancel', { id: String(o.id), reason: 'Mine now', refund_method: 'wallet' }, b);
    expect(cancel.status).toBe(404);
    const ret = await send(shop, 'orderReturn', { id: String(o.id), reason: 'Mine now', refund_method: 'wallet' }, b);
    expect(ret.status).toBe(404);
    // B's own wallet is empty: B's wallet order is refused, A's balance untouched.
    const spend = await placeOrder(shop, b, [{ product_id: p, quantity: 1 }], { payment_method: 'wallet' });
    expect(spend.status).toBe(409);
    expect(await balanceOf(b)).toBe(0);
    expect(await balanceOf(a)).toBe(40_00 - Math.round(o.total * 100));
    expect(await orderEntries(o.id)).toHaveLength(1);
  });
});
