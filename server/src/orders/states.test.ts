/**
 * Every (state, action) pair of the state table, generated from the contract's states and the
 * table's actions: a new state or action is tested without writing a line here.
 */
import { eq } from 'drizzle-orm';
import { ORDER_STATUSES, STAFF_ORDER_ACTIONS } from '../contract';
import { orders } from '../db/schema-orders';
import { allows, ORDER_ACTIONS, refusal, TRANSITIONS, type PaymentStatus } from './states';
import { ok, openShop, placed, product, send, shopper, staff, stockAt, type Loose, type Shop } from './test-kit';

let shop: Shop;
let boss: { token: string };
beforeAll(async () => {
  shop = await openShop();
  boss = await staff(shop);
});
afterAll(() => shop.kit.close());

/** Cash on delivery is collected at the door: from delivered on it is paid. */
const PAID_FROM = new Set(['delivered', 'return_requested', 'returned']);

const pairs = ORDER_STATUSES.flatMap((status) => ORDER_ACTIONS.map((action) => [status, action] as const));

function actionCall(orderId: number, action: (typeof ORDER_ACTIONS)[number], who: { token: string }) {
  if (action === 'cancel') return send(shop, 'orderCancel', { id: String(orderId), reason: 'Changed my mind', refund_method: 'wallet' }, who);
  if (action === 'request_return') return send(shop, 'orderReturn', { id: String(orderId), reason: 'Wrong size', refund_method: 'cash' }, who);
  return send(shop, 'staffOrderAdvance', { id: String(orderId), action }, boss);
}

describe('the state table', () => {
  it('has every action of the contract and the two of the shopper', () => {
    expect([...ORDER_ACTIONS].sort()).toEqual([...STAFF_ORDER_ACTIONS, 'cancel', 'request_return'].sort());
    expect(pairs).toHaveLength(ORDER_STATUSES.length * ORDER_ACTIONS.length);
  });

  it.each(pairs)('%s + %s', async (status, action) => {
    const p = await product(shop, { stock: { [shop.warehouse]: 10 } });
    const me = await shopper(shop);
    const order = await placed(shop, me, [{ product_id: p, quantity: 2 }]);
    const paymentBefore: PaymentStatus = PAID_FROM.has(status) ? 'paid' : 'unpaid';
    await shop.db.update(orders).set({ status, paymentStatus: paymentBefore }).where(eq(orders.id, order.id));
    expect(await stockAt(shop, p, shop.warehouse)).toBe(8);

    const res = await actionCall(order.id, action, me);
    const t = TRANSITIONS[action];
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    if (allows(status, action)) {
      const name = t.by === 'shopper' ? (action === 'cancel' ? 'orderCancel' : 'orderReturn') : 'staffOrderAdvance';
      const answer = ok(res, name);
      expect(answer.message).toBe(t.done);
      expect(answer.order).toMatchObject({ status: t.to, payment_status: t.payment(paymentBefore, 'cash_on_delivery') });
      expect(answer.order.timeline.at(-1)).toMatchObject({ status: t.to });
      expect(row!.status).toBe(t.to);
      expect(await stockAt(shop, p, shop.warehouse)).toBe(t.restoresStock ? 10 : 8);
      expect(answer.order.can_cancel).toBe(allows(t.to, 'cancel'));
      expect(answer.order.can_return).toBe(allows(t.to, 'request_return'));
    } else {
      expect(res.status).toBe(409);
      expect(res.body.result).toMatchObject({ status: 'error', code: 'order_state', message: refusal(status, action) });
      expect(row!.status).toBe(status);
      expect(row!.paymentStatus).toBe(paymentBefore);
      expect(await stockAt(shop, p, shop.warehouse)).toBe(8);
    }
  });

  it('refusals say why in the shop’s words', () => {
    expect(refusal('shipped', 'cancel')).toBe('This order has been shipped and can no longer be cancelled.');
    expect(refusal('placed', 'request_return')).toBe('This order has just been placed and cannot be returned yet.');
    expect(refusal('cancelled', 'cancel')).toBe('This order has been cancelled already.');
    expect(refusal('cancelled', 'confirm')).toBe('This order has been cancelled and can no longer be confirmed.');
  });

  it('a shopper cannot return without a reason, and the reason and refund method are kept', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 10 } });
    const me = await shopper(shop);
    const order = await placed(shop, me, [{ product_id: p, quantity: 1 }]);
    await shop.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    const blank = await send(shop, 'orderReturn', { id: String(order.id), reason: '', refund_method: 'cash' }, me);
    expect(blank.status).toBe(400);
    const spaces = await send(shop, 'orderReturn', { id: String(order.id), reason: '   ', refund_method: 'cash' }, me);
    expect([spaces.status, spaces.body.result?.message]).toEqual([400, 'Please tell us why']);
    const done = ok(await send(shop, 'orderReturn', { id: String(order.id), reason: 'Box was open', refund_method: 'cash' }, me), 'orderReturn');
    expect(done.order).toMatchObject({ status: 'return_requested', return_reason: 'Box was open', refund_method: 'cash', group: 'cancelled' });
  });
});

describe('the stock comes back exactly once', () => {
  it('two cancels at once: one succeeds, the other is told it is cancelled already', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 10 } });
    const me = await shopper(shop);
    const order = await placed(shop, me, [{ product_id: p, quantity: 3 }]);
    const answers = await Promise.all([0, 1, 2].map(() => send(shop, 'orderCancel', { id: String(order.id), reason: 'Twice' }, me)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.result?.message).toBe('This order has been cancelled already.');
    expect(await stockAt(shop, p, shop.warehouse)).toBe(10);
    const detail = ok(await send(shop, 'order', { id: String(order.id) }, me), 'order').order;
    expect(detail.timeline.map((e: Loose) => e.status)).toEqual(['placed', 'cancelled']);
  });

  it('a return received twice at once restores once; a stock row removed meanwhile is made again', async () => {
    const p = await product(shop, { stock: { [shop.hargeisa]: 4 } });
    const me = await shopper(shop);
    const order = await placed(shop, me, [{ product_id: p, quantity: 4 }]);
    expect(await stockAt(shop, p, shop.hargeisa)).toBe(0);
    await shop.db.update(orders).set({ status: 'return_requested', paymentStatus: 'paid' }).where(eq(orders.id, order.id));
    const { stock } = await import('../db/schema');
    await shop.db.delete(stock).where(eq(stock.productId, p));
    const answers = await Promise.all([0, 1].map(() => send(shop, 'staffOrderAdvance', { id: String(order.id), action: 'complete_return' }, boss)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await stockAt(shop, p, shop.hargeisa)).toBe(4);
    const detail = ok(await send(shop, 'order', { id: String(order.id) }, me), 'order').order;
    expect(detail).toMatchObject({ status: 'returned', payment_status: 'refunded' });
  });
});
