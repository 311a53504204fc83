/**
 * The IDOR matrix: user B on each of user A's orders, for every order call (the list of calls is
 * the contract's, so a new order call must be added to CALLS or this test fails), answers exactly
 * what a missing order answers — and changes nothing.
 */
import { eq } from 'drizzle-orm';
import { calls, type CallName } from '../contract';
import { orderNotes, orders, orderSubscriptions } from '../db/schema-orders';
import { advance, ok, openShop, placed, product, send, shopper, stockAt, type Loose, type Shop, type Shopper } from './test-kit';

let shop: Shop;
let a: Shopper;
let b: Shopper;
let p: number;
/** A's orders, one in each state a call may act on. */
const mine: Record<string, Loose> = {};

beforeAll(async () => {
  shop = await openShop();
  a = await shopper(shop);
  b = await shopper(shop);
  p = await product(shop, { stock: { [shop.warehouse]: 20 } });
  mine.placed = await placed(shop, a, [{ product_id: p, quantity: 1 }]);
  mine.delivered = await placed(shop, a, [{ product_id: p, quantity: 1 }]);
  await advance(shop, mine.delivered.id, 'confirm', 'pack', 'ship', 'deliver');
});
afterAll(() => shop.kit.close());

/** Each call on one order, with params valid for it (the order's reference filled in). */
const CALLS: Partial<Record<CallName, (ref: string) => Loose>> = {
  order: (id) => ({ id }),
  orderCancel: (id) => ({ id, reason: 'Not mine' }),
  orderReturn: (id) => ({ id, reason: 'Not mine', refund_method: 'wallet' }),
  orderNote: (id) => ({ id, note: 'Hello from B' }),
  orderTrack: (id) => ({ id }),
  orderAssignment: (id) => ({ id }),
  orderSeller: (id) => ({ id }),
  orderSubscribe: (id) => ({ id, channel: 'email', subscribed: false }),
};

const ORDER_CALLS = (Object.keys(calls) as CallName[]).filter((n) => calls[n].path.startsWith('/api/customer/orders/:id'));

describe('user B on user A’s orders', () => {
  it('every call on one order is in the matrix', () => {
    expect(Object.keys(CALLS).sort()).toEqual([...ORDER_CALLS].sort());
  });

  const cases = Object.keys(CALLS).flatMap((name) => ['placed', 'delivered'].map((state) => [name as CallName, state] as const));
  it.each(cases)('%s on A’s %s order: 404 as for a missing order', async (name, state) => {
    const order = mine[state]!;
    const missing = await send(shop, name, CALLS[name]!('999999'), b);
    expect(missing.status).toBe(404);
    const refs = name === 'orderTrack' ? [String(order.id), order.order_number, order.order_number.toLowerCase()] : [String(order.id)];
    for (const ref of refs) {
      const res = await send(shop, name, CALLS[name]!(ref), b);
      expect([ref, res.status, res.body.result]).toEqual([ref, 404, missing.body.result]);
    }
    // A still sees their order as it was.
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe(state);
    expect(await shop.db.select().from(orderNotes).where(eq(orderNotes.orderId, order.id))).toEqual([]);
    // A new order's updates are on for both channels; B turned none off.
    expect((await shop.db.select().from(orderSubscriptions).where(eq(orderSubscriptions.orderId, order.id))).map((r) => r.channel).sort()).toEqual(['email', 'whatsapp']);
  });

  it('B’s list has none of A’s orders', async () => {
    const list = ok(await send(shop, 'orders', {}, b), 'orders');
    expect(list).toMatchObject({ total: 0, orders: [] });
  });

  it('staff advance is not a way in for a shopper', async () => {
    const res = await send(shop, 'staffOrderAdvance', { id: String(mine.placed!.id), action: 'confirm' }, b);
    expect(res.status).toBe(403);
  });

  it('the quote and the order with A’s address: 404 Address not found, and nothing is taken from stock', async () => {
    const before = await stockAt(shop, p, shop.warehouse);
    const quote = await send(shop, 'deliveryQuote', { delivery_address_id: a.addressId, items: [{ product_id: p, quantity: 1 }] }, b);
    expect([quote.status, quote.body.result?.message]).toEqual([404, 'Address not found']);
    const unknown = await send(shop, 'deliveryQuote', { delivery_address_id: 999_999, items: [{ product_id: p, quantity: 1 }] }, b);
    expect([unknown.status, unknown.body.result]).toEqual([404, quote.body.result]);
    const order = await send(shop, 'orderCreate', { delivery_address_id: a.addressId, items: [{ product_id: p, quantity: 1 }] }, b, { 'Idempotency-Key': 'idor-test-key-1' });
    expect([order.status, order.body.result?.message]).toEqual([404, 'Address not found']);
    expect(await stockAt(shop, p, shop.warehouse)).toBe(before);
  });
});
