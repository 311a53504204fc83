/**
 * Reviews (spec §7): only a product of the bearer's own delivered order, once per order and
 * product; the product's rating and review_count move with it; another account's order is 404.
 */
import { eq } from 'drizzle-orm';
import { call } from '../auth/test-kit';
import { products } from '../db/schema';
import { productReviews } from '../db/schema-reviews';
import { advance, ok, openShop, placed, product, send, shopper, type Loose, type Shop, type Shopper } from '../orders/test-kit';
import { ALREADY_REVIEWED, NOT_DELIVERED, NOT_IN_ORDER } from './service';

let shop: Shop;
let a: Shopper;
let b: Shopper;
let p: number;
let other: number;
let delivered: Loose;

beforeAll(async () => {
  shop = await openShop();
  a = await shopper(shop);
  b = await shopper(shop);
  p = await product(shop, { stock: { [shop.warehouse]: 20 } });
  other = await product(shop, { stock: { [shop.warehouse]: 20 } });
  // The seeded history: 4.0 from 3 reviews.
  await shop.db.update(products).set({ rating: 4, reviewCount: 3 }).where(eq(products.id, p));
  delivered = await placed(shop, a, [{ product_id: p, quantity: 1 }]);
  await advance(shop, delivered.id, 'confirm', 'pack', 'ship', 'deliver');
});
afterAll(() => shop.kit.close());

const submit = (who: Shopper | null, params: Loose) => send(shop, 'reviewSubmit', params, who);
const productRow = async (id: number) => (await shop.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('reviewSubmit', () => {
  it('refuses a product of an order not yet delivered, with the spec’s message', async () => {
    const order = await placed(shop, a, [{ product_id: p, quantity: 1 }]);
    await advance(shop, order.id, 'confirm', 'pack', 'ship');
    const res = await submit(a, { order_id: order.id, product_id: p, rating: 5, comment: 'Fiican' });
    expect(res.status).toBe(409);
    expect(res.body.result?.message).toBe(NOT_DELIVERED);
    expect((await productRow(p)).reviewCount).toBe(3);
  });

  it('another account’s delivered order answers 404 and writes nothing', async () => {
    const res = await submit(b, { order_id: delivered.id, product_id: p, rating: 1, comment: 'Not mine' });
    expect(res.status).toBe(404);
    expect(res.body.result?.message).toBe('Order not found');
    expect(await shop.db.select().from(productReviews).where(eq(productReviews.orderId, delivered.id))).toHaveLength(0);
  });

  it('without a session answers 401', async () => {
    expect((await submit(null, { order_id: delivered.id, product_id: p, rating: 5 })).status).toBe(401);
  });

  it('a product not in the order answers 404', async () => {
    const res = await submit(a, { order_id: delivered.id, product_id: other, rating: 5 });
    expect(res.status).toBe(404);
    expect(res.body.result?.message).toBe(NOT_IN_ORDER);
  });

  it('refuses a rating outside 1–5 and a comment over 1000 characters with 400', async () => {
    for (const rating of [0, 6, 2.5]) expect((await submit(a, { order_id: delivered.id, product_id: p, rating })).status).toBe(400);
    expect((await submit(a, { order_id: delivered.id, product_id: p, rating: 4, comment: 'x'.repeat(1001) })).status).toBe(400);
  });

  it('a delivered product’s review updates its rating (seeded reviews count as prior) and review count', async () => {
    const result = ok(await submit(a, { order_id: delivered.id, product_id: p, rating: 5, comment: '  Aad u fiican  ' }), 'reviewSubmit');
    // (4.0 × 3 + 5) / 4 = 4.25 → 4.3 (one decimal, half up).
    expect(result.product).toEqual({ rating: 4.3, review_count: 4 });
    expect(result.review).toMatchObject({ order_id: delivered.id, product_id: p, rating: 5, comment: 'Aad u fiican' });
    const row = await productRow(p);
    expect([Number(row.rating), row.reviewCount]).toEqual([4.3, 4]);
    // The catalogue shows it: the product call answers the new numbers.
    const detail = ok(await call(shop.kit, `/api/product/${p}`, {}), 'product');
    expect(JSON.stringify(detail)).toContain('"review_count":4');
  });

  it('a second review of the same order line is refused and changes nothing', async () => {
    const res = await submit(a, { order_id: delivered.id, product_id: p, rating: 1 });
    expect(res.status).toBe(409);
    expect(res.body.result?.message).toBe(ALREADY_REVIEWED);
    expect((await productRow(p)).reviewCount).toBe(4);
  });

  it('two submits of one line at once: exactly one review', async () => {
    const order = await placed(shop, a, [{ product_id: other, quantity: 1 }]);
    await advance(shop, order.id, 'confirm', 'pack', 'ship', 'deliver');
    const answers = await Promise.all([1, 2, 3].map((rating) => submit(a, { order_id: order.id, product_id: other, rating })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await productRow(other)).reviewCount).toBe(1);
  });
});

describe('reviewsUser', () => {
  it('lists the bearer’s own reviews only, newest first', async () => {
    const mine = ok(await send(shop, 'reviewsUser', {}, a), 'reviewsUser');
    expect(mine.total).toBe(2);
    expect(mine.reviews.map((r: Loose) => r.product_id)).toEqual([other, p]);
    const theirs = ok(await send(shop, 'reviewsUser', {}, b), 'reviewsUser');
    expect(theirs).toMatchObject({ reviews: [], total: 0 });
    // An order's reviews: A's for that order; B naming A's order sees none.
    const ofOrder = ok(await send(shop, 'reviewsUser', { order_id: delivered.id }, a), 'reviewsUser');
    expect(ofOrder.reviews.map((r: Loose) => r.order_id)).toEqual([delivered.id]);
    expect(ok(await send(shop, 'reviewsUser', { order_id: delivered.id }, b), 'reviewsUser').total).toBe(0);
  });
});
