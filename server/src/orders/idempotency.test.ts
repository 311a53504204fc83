import { eq } from 'drizzle-orm';
import { orders } from '../db/schema-orders';
import { newKey, ok, openShop, placeOrder, product, send, shopper, stockAt, type Shop } from './test-kit';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop.kit.close());

describe('one order per Idempotency-Key', () => {
  it('the same key twice makes one order; the second answer is that order, replayed', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 10 } });
    const me = await shopper(shop);
    const key = newKey();
    const first = ok(await placeOrder(shop, me, [{ product_id: p, quantity: 2 }], {}, key), 'orderCreate');
    const second = ok(await placeOrder(shop, me, [{ product_id: p, quantity: 2 }], {}, key), 'orderCreate');
    expect(first.replayed).toBe(false);
    expect(second.replayed).toBe(true);
    expect(second.order.id).toBe(first.order.id);
    expect(await shop.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, me.userId))).toHaveLength(1);
    expect(await stockAt(shop, p, shop.warehouse)).toBe(8);
  });

  it('a double tap (both at once) still makes one order', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 10 } });
    const me = await shopper(shop);
    const key = newKey();
    const answers = await Promise.all([0, 1, 2, 3].map(() => placeOrder(shop, me, [{ product_id: p, quantity: 1 }], {}, key)));
    const results = answers.map((a) => ok(a, 'orderCreate'));
    expect(new Set(results.map((r) => r.order.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await stockAt(shop, p, shop.warehouse)).toBe(9);
  });

  it('the same key with another body is refused with a message, and nothing changes', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 10 } });
    const me = await shopper(shop);
    const key = newKey();
    ok(await placeOrder(shop, me, [{ product_id: p, quantity: 1 }], {}, key), 'orderCreate');
    const other = await placeOrder(shop, me, [{ product_id: p, quantity: 3 }], {}, key);
    expect(other.status).toBe(422);
    expect(other.body.result).toMatchObject({ status: 'error', code: 'idempotency_key_reused', message: 'This Idempotency-Key was already used for a different order' });
    expect(await stockAt(shop, p, shop.warehouse)).toBe(9);
  });

  it('the order of fields does not make another body', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 10 } });
    const me = await shopper(shop);
    const key = newKey();
    ok(await placeOrder(shop, me, [{ product_id: p, quantity: 1, stock_location_id: shop.warehouse }], { note: 'x' }, key), 'orderCreate');
    const same = await send(shop, 'orderCreate', { note: 'x', items: [{ stock_location_id: shop.warehouse, quantity: 1, product_id: p }], delivery_address_id: me.addressId }, me, { 'Idempotency-Key': key });
    expect(ok(same, 'orderCreate').replayed).toBe(true);
  });

  it('keys are per shopper: another shopper’s same key makes their own order', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 10 } });
    const one = await shopper(shop);
    const two = await shopper(shop);
    const key = newKey();
    const a = ok(await placeOrder(shop, one, [{ product_id: p, quantity: 1 }], {}, key), 'orderCreate');
    const b = ok(await placeOrder(shop, two, [{ product_id: p, quantity: 1 }], {}, key), 'orderCreate');
    expect(b.replayed).toBe(false);
    expect(b.order.id).not.toBe(a.order.id);
  });

  it('a refused order does not use up its key: after a fix, the same key places it', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 1 } });
    const me = await shopper(shop);
    const key = newKey();
    const refused = await placeOrder(shop, me, [{ product_id: p, quantity: 2 }], {}, key);
    expect([refused.status, refused.body.result?.code]).toEqual([409, 'out_of_stock']);
    // The stock arrives; a retry with the same key and body now goes through.
    const { stock } = await import('../db/schema');
    await shop.db.update(stock).set({ quantity: 5 }).where(eq(stock.productId, p));
    expect(ok(await placeOrder(shop, me, [{ product_id: p, quantity: 2 }], {}, key), 'orderCreate').replayed).toBe(false);
  });

  it('no key, or a key of the wrong shape: 400 saying what is wrong', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 10 } });
    const me = await shopper(shop);
    const params = { delivery_address_id: me.addressId, items: [{ product_id: p, quantity: 1 }] };
    const none = await send(shop, 'orderCreate', params, me);
    expect(none.status).toBe(400);
    expect(none.body.result).toMatchObject({ code: 'idempotency_key_required', message: expect.stringContaining('Idempotency-Key') });
    for (const bad of ['short', 'has space inside it', 'x'.repeat(101)]) {
      const res = await send(shop, 'orderCreate', params, me, { 'Idempotency-Key': bad });
      expect([bad, res.status, res.body.result?.code]).toEqual([bad, 400, 'invalid_idempotency_key']);
      expect(res.body.result?.message).toMatch(/Idempotency-Key header must be 8 to 100 visible characters/);
    }
    expect(await stockAt(shop, p, shop.warehouse)).toBe(10);
  });
});
