/**
 * PostgreSQL only, two API processes on one database: a flash sale (issue 28). The stock rows are
 * written last in the order's transaction (create.ts), so many shoppers of one product do not
 * queue behind one another's order rows; these tests hold that it stays exact: N units make
 * exactly N orders, across locations too, and the stock row is free while an order writes its own
 * rows.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { accountWithSession } from '../auth/test-kit';
import type { Database } from '../db/client';
import { categories, products, stock, stockLocations } from '../db/schema';
import { addresses, orderLines } from '../db/schema-orders';
import type { ApiProcess } from '../testing/api-process';
import { postRpc, twoApisOnOneDatabase, type TwoApis } from '../testing/two-apis';

let shop: TwoApis | undefined;
let apis: ApiProcess[] = [];
let database: Database | undefined;
let categoryId = 0;
let locations: number[] = [];

interface Answer {
  status: number;
  result: { status?: string; code?: string; message?: string; order?: { id: number } };
}

const db = () => database!.db;

const order = (i: number, s: Shopper, productId: number): Promise<Answer> =>
  postRpc<Answer['result']>(apis[i % 2]!.url, '/api/customer/orders/create', { delivery_address_id: s.addressId, items: [{ product_id: productId, quantity: 1 }] }, {
    token: s.token,
    headers: { 'Idempotency-Key': randomUUID() },
  });

interface Shopper {
  token: string;
  addressId: number;
}

async function shoppers(n: number): Promise<Shopper[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const account = await accountWithSession(db(), 'customer');
      const [a] = await db()
        .insert(addresses)
        .values({ userId: account.userId, country: 'Somalia', region: 'Banadir', city: 'Muqdisho', district: 'Hodan', details: 'Maka Al Mukarama road', phone: '+252615550000' })
        .returning({ id: addresses.id });
      return { token: account.token, addressId: a!.id };
    }),
  );
}

/** A product with `units[i]` at `locations[i]`. */
async function saleProduct(name: string, units: number[]) {
  const [row] = await db().insert(products).values({ slug: `flash-${randomUUID()}`, name, nameSo: name, priceCents: 25_00, categoryId }).returning({ id: products.id });
  await db().insert(stock).values(units.map((quantity, i) => ({ productId: row!.id, stockLocationId: locations[i]!, quantity })));
  return row!.id;
}

const stockOf = async (productId: number) =>
  (await db().select({ q: stock.quantity }).from(stock).where(eq(stock.productId, productId)).orderBy(stock.stockLocationId)).map((r) => r.q);

const unitsSold = async (productId: number) =>
  (await db().select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`, orders: sql<number>`count(distinct ${orderLines.orderId})::int` }).from(orderLines).where(eq(orderLines.productId, productId)))[0]!;

beforeAll(async () => {
  shop = await twoApisOnOneDatabase('flash', {}, 6);
  ({ apis, database } = shop);
  const [sub] = await db().select({ id: categories.id }).from(categories).where(eq(categories.slug, 'perfumes')).limit(1);
  categoryId = sub!.id;
  // The warehouse first, then a seller's location in Muqdisho: two places that can ship the product.
  const rows = await db().select({ id: stockLocations.id, isWarehouse: stockLocations.isWarehouse, city: stockLocations.city }).from(stockLocations).orderBy(stockLocations.id);
  locations = [rows.find((r) => r.isWarehouse)!.id, rows.find((r) => !r.isWarehouse && r.city === 'Muqdisho')!.id];
}, 240_000);

afterAll(() => shop?.stop());

test('60 shoppers at once for 20 units through two processes: exactly 20 orders, stock 0, the other 40 told it is out of stock, no 5xx', async () => {
  const productId = await saleProduct('Cuud Cambodi — flash sale', [20]);
  const crowd = await shoppers(60);
  const answers = await Promise.all(crowd.map((s, i) => order(i, s, productId)));
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  expect(answers.filter((a) => a.status === 200 && a.result.status === 'success')).toHaveLength(20);
  const refused = answers.filter((a) => a.status !== 200);
  expect(new Set(refused.map((a) => `${a.status} ${a.result.code} ${a.result.message}`))).toEqual(new Set(['409 out_of_stock Sorry, Cuud Cambodi — flash sale is out of stock']));
  expect(await stockOf(productId)).toEqual([0]);
  expect(await unitsSold(productId)).toEqual({ n: 20, orders: 20 });
}, 120_000);

test('stock at two locations, 40 shoppers at once for 8 + 8 units: exactly 16 orders, both locations at 0', async () => {
  const productId = await saleProduct('Uunsi — two shops', [8, 8]);
  const crowd = await shoppers(40);
  const answers = await Promise.all(crowd.map((s, i) => order(i, s, productId)));
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  expect(answers.filter((a) => a.status === 200)).toHaveLength(16);
  expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.result.code))).toEqual(new Set(['out_of_stock']));
  expect(await stockOf(productId)).toEqual([0, 0]);
  expect(await unitsSold(productId)).toEqual({ n: 16, orders: 16 });
}, 120_000);

test("the product's stock row is not locked while an order writes its own rows", async () => {
  const productId = await saleProduct('Catar — one order held', [5]);
  const [s] = await shoppers(1);
  let placed: Promise<Answer> | undefined;
  let stockRowFree: boolean | undefined;
  // Hold the order's transaction at its 'placed' event: nobody may write order_events meanwhile.
  await db().transaction(async (hold) => {
    await hold.execute(sql`LOCK TABLE order_events IN EXCLUSIVE MODE`);
    placed = order(0, s!, productId);
    // Until an API connection waits for that lock (a condition, not a fixed time).
    for (let waiting = 0; waiting === 0; ) {
      await new Promise((r) => setTimeout(r, 20));
      const res = await db().execute(sql`SELECT count(*)::int AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation WHERE c.relname = 'order_events' AND NOT l.granted`);
      const [row] = (res as unknown as { rows: { n: number }[] }).rows;
      waiting = row!.n;
    }
    // Another shopper's order could take the stock row now: nothing holds it.
    stockRowFree = await db()
      .transaction(async (probe) => {
        await probe.execute(sql`SELECT quantity FROM stock WHERE product_id = ${productId} FOR UPDATE NOWAIT`);
        return true;
      })
      .catch((err: { cause?: { code?: string }; code?: string }) => {
        if ((err.cause?.code ?? err.code) === '55P03') return false; // lock_not_available
        throw err;
      });
  });
  expect(stockRowFree).toBe(true);
  const answer = await placed!;
  expect(answer.status).toBe(200);
  expect(await stockOf(productId)).toEqual([4]);
  const [line] = await db().select({ q: orderLines.quantity }).from(orderLines).where(and(eq(orderLines.productId, productId), eq(orderLines.orderId, answer.result.order!.id)));
  expect(line!.q).toBe(1);
}, 120_000);
