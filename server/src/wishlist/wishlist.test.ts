import Value from 'typebox/value';
import { accountWithSession, authKit, bearer, call, type AuthKit } from '../auth/test-kit';
import { calls } from '../contract';
import { categories, products } from '../db/schema';

let kit: AuthKit;
let productIds: number[];
beforeAll(async () => {
  kit = await authKit();
  const [cat] = await kit.db.insert(categories).values({ slug: 'fit_foods', name: 'Fit foods', nameSo: 'Cunto caafimaad' }).returning({ id: categories.id });
  const rows = await kit.db
    .insert(products)
    .values([
      { slug: 'shaah-kenya', name: 'Shaah Kenya', nameSo: 'Shaah', priceCents: 2_50, categoryId: cat!.id },
      { slug: 'saliid-qumbe', name: 'Coconut Oil 500ml', nameSo: 'Saliid Qumbe 500ml', priceCents: 5_50, categoryId: cat!.id },
      { slug: '', name: 'Henna Powder', nameSo: 'Xinne', priceCents: 12_00, categoryId: cat!.id },
    ])
    .returning({ id: products.id });
  productIds = rows.map((r) => r.id);
});
afterAll(() => kit.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
type Shopper = { userId: number; token: string };
const shopper = () => accountWithSession(kit.db, 'customer');
const list = (s: Shopper) => call(kit, '/api/wishlist', {}, bearer(s.token));
const add = (s: Shopper, productId: unknown) => call(kit, '/api/wishlist/add', { product_id: productId }, bearer(s.token));
const remove = (s: Shopper, id: number | string) => call(kit, `/api/wishlist/${id}/remove`, {}, bearer(s.token));
const clear = (s: Shopper) => call(kit, '/api/wishlist/clear', {}, bearer(s.token));
const ok = (r: { status: number; body: { result?: Loose } }) => {
  expect(r.body.result?.status === 'error' ? r.body.result.message : undefined).toBeUndefined();
  expect(r.status).toBe(200);
  return r.body.result as Loose;
};
const refused = (r: { status: number; body: { result?: Loose } }, status: number) => {
  expect(r.status).toBe(status);
  expect(r.body.result?.status).toBe('error');
  return r.body.result?.message as string;
};
const ids = async (s: Shopper) => (ok(await list(s)).items as Loose[]).map((i) => i.product_id);

describe('wishlist calls', () => {
  it('add answers the item of spec §3 (dollars, product image, slug) and the list shows it, newest first', async () => {
    const s = await shopper();
    const [a, b] = productIds as [number, number];
    const first = ok(await add(s, a));
    expect(Value.Check(calls.wishlistAdd.result, first)).toBe(true);
    expect(first.item).toEqual({ id: expect.any(Number), product_id: a, name: 'Shaah Kenya', price: 2.5, image: `/api/product-image/${a}`, slug: 'shaah-kenya' });
    ok(await add(s, b));
    const r = ok(await list(s));
    expect(Value.Check(calls.wishlist.result, r)).toBe(true);
    expect(r.items.map((i: Loose) => i.product_id)).toEqual([b, a]);
  });

  it('a product without a slug gets product-{id} (spec §3)', async () => {
    const s = await shopper();
    const c = productIds[2]!;
    expect(ok(await add(s, c)).item).toMatchObject({ slug: `product-${c}`, price: 12 });
  });

  it('adding the same product twice keeps one item, with the same id', async () => {
    const s = await shopper();
    const [a] = productIds as [number];
    const [one, two] = await Promise.all([add(s, a), add(s, a)]);
    expect(ok(one).item.id).toBe(ok(two).item.id);
    expect(await ids(s)).toEqual([a]);
  });

  it('an unknown product is 404 with a message, and nothing is added', async () => {
    const s = await shopper();
    expect(refused(await add(s, 999_999_999), 404)).toBe('Product not found');
    expect(await ids(s)).toEqual([]);
  });

  it('remove takes the item off; clear empties the list', async () => {
    const s = await shopper();
    const [a, b, c] = productIds as [number, number, number];
    const item = ok(await add(s, a)).item as Loose;
    ok(await add(s, b));
    ok(await add(s, c));
    expect(ok(await remove(s, item.id)).message).toBe('Removed from wishlist');
    expect(await ids(s)).toEqual([c, b]);
    expect(refused(await remove(s, item.id), 404)).toBe('Wishlist item not found');
    ok(await clear(s));
    expect(await ids(s)).toEqual([]);
  });

  it('without a session every call is 401 Authentication required', async () => {
    for (const url of ['/api/wishlist', '/api/wishlist/add', '/api/wishlist/1/remove', '/api/wishlist/clear']) {
      const r = await call(kit, url, url.endsWith('add') ? { product_id: productIds[0] } : {});
      expect(r.status).toBe(401);
      expect(r.body.result?.message).toMatch(/^Authentication required/);
    }
  });

  it('IDOR: shopper B neither sees, removes nor clears shopper A’s items (404, A’s list unchanged)', async () => {
    const a = await shopper();
    const b = await shopper();
    const [p, q] = productIds as [number, number];
    const item = ok(await add(a, p)).item as Loose;
    ok(await add(b, q));
    expect(await ids(b)).toEqual([q]);
    expect(refused(await remove(b, item.id), 404)).toBe('Wishlist item not found');
    ok(await clear(b));
    expect(await ids(a)).toEqual([p]);
    expect(await ids(b)).toEqual([]);
  });

  it('refuses a product id outside the contract’s bounds with 400 before any query', async () => {
    const s = await shopper();
    expect((await add(s, 0)).status).toBe(400);
    expect((await add(s, '12')).status).toBe(400);
    expect((await remove(s, 'x1')).status).toBe(400);
  });
});
