/**
 * PostgreSQL only: two API processes on one database, as in production. The last unit is sold
 * once however many shoppers check out at the same moment, and one Idempotency-Key makes one
 * order however many times (and through whichever process) the request arrives.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { accountWithSession } from '../auth/test-kit';
import type { Database } from '../db/client';
import { categories, products, stock, stockLocations } from '../db/schema';
import { addresses, orderLines, orders } from '../db/schema-orders';
import type { ApiProcess } from '../testing/api-process';
import { postRpc, twoApisOnOneDatabase, type TwoApis } from '../testing/two-apis';

let shop: TwoApis | undefined;
let apis: ApiProcess[] = [];
let database: Database | undefined;
let warehouse = 0;
let categoryId = 0;

interface Answer {
  status: number;
  result: Record<string, unknown> & { status?: string; message?: string; code?: string; order?: { id: number }; replayed?: boolean };
}

const createOrder = (base: string, token: string, key: string, params: unknown): Promise<Answer> =>
  postRpc<Answer['result']>(base, '/api/customer/orders/create', params, { token, headers: { 'Idempotency-Key': key } });

const db = () => database!.db;

async function lastUnitProduct(units: number) {
  const [row] = await db()
    .insert(products)
    .values({ slug: `race-${randomUUID()}`, name: 'Oud Cambodi — last bottle', nameSo: 'Cuud', priceCents: 40_00, categoryId })
    .returning({ id: products.id });
  await db().insert(stock).values({ productId: row!.id, stockLocationId: warehouse, quantity: units });
  return row!.id;
}

async function shopperWithAddress() {
  const account = await accountWithSession(db(), 'customer');
  const [a] = await db()
    .insert(addresses)
    .values({ userId: account.userId, country: 'Somalia', region: 'Banadir', city: 'Muqdisho', district: 'Hodan', details: 'Maka Al Mukarama road', phone: '+252615550000' })
    .returning({ id: addresses.id });
  return { ...account, addressId: a!.id };
}

const unitsLeft = async (productId: number) =>
  (await db().select({ q: stock.quantity }).from(stock).where(and(eq(stock.productId, productId), eq(stock.stockLocationId, warehouse))))[0]!.q;

const ordersOf = async (productId: number) =>
  db().selectDistinct({ id: orders.id }).from(orders).innerJoin(orderLines, eq(orderLines.orderId, orders.id)).where(eq(orderLines.productId, productId));

beforeAll(async () => {
  shop = await twoApisOnOneDatabase('checkout');
  ({ apis, database } = shop);
  [{ id: warehouse }] = await db().select({ id: stockLocations.id }).from(stockLocations).where(eq(stockLocations.isWarehouse, true)).limit(1) as [{ id: number }];
  const [sub] = await db().select({ id: categories.id }).from(categories).where(eq(categories.slug, 'perfumes')).limit(1);
  categoryId = sub!.id;
}, 240_000);

afterAll(() => shop?.stop());

test('50 shoppers check out the last unit at once through two processes: exactly one order, stock 0, the others told it is out of stock', async () => {
  const productId = await lastUnitProduct(1);
  const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopperWithAddress()));
  const answers = await Promise.all(
    shoppers.map((s, i) =>
      createOrder(apis[i % 2]!.url, s.token, randomUUID(), { delivery_address_id: s.addressId, items: [{ product_id: productId, quantity: 1 }] }),
    ),
  );
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  const won = answers.filter((a) => a.status === 200);
  const lost = answers.filter((a) => a.status !== 200);
  expect(won).toHaveLength(1);
  expect(won[0]!.result).toMatchObject({ status: 'success', replayed: false });
  expect(new Set(lost.map((a) => `${a.status} ${a.result.code} ${a.result.message}`))).toEqual(
    new Set(['409 out_of_stock Sorry, Oud Cambodi — last bottle is out of stock']),
  );
  expect(await unitsLeft(productId)).toBe(0);
  expect(await ordersOf(productId)).toEqual([{ id: won[0]!.result.order!.id }]);
}, 120_000);

test('20 identical order requests with one Idempotency-Key, through both processes: one order', async () => {
  const productId = await lastUnitProduct(100);
  const s = await shopperWithAddress();
  const key = randomUUID();
  const params = { delivery_address_id: s.addressId, items: [{ product_id: productId, quantity: 3 }], note: 'Leave it with the guard' };
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => createOrder(apis[i % 2]!.url, s.token, key, params)));
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  expect(new Set(answers.map((a) => a.result.order!.id)).size).toBe(1);
  expect(answers.filter((a) => a.result.replayed === false)).toHaveLength(1);
  expect(await ordersOf(productId)).toHaveLength(1);
  expect(await unitsLeft(productId)).toBe(97);

  // The same key with another body: refused with a message, through either process.
  for (const api of apis) {
    const other = await createOrder(api.url, s.token, key, { ...params, items: [{ product_id: productId, quantity: 4 }] });
    expect([other.status, other.result.code, other.result.message]).toEqual([422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different order']);
  }
  expect(await ordersOf(productId)).toHaveLength(1);
  expect(await unitsLeft(productId)).toBe(97);
}, 120_000);
