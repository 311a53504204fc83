/**
 * PostgreSQL only: two API processes on one database, as in production, and the wallet under
 * load. Generated operations (a seeded PRNG: WALLET_RACE_SEED=… tries another sequence) of wallet
 * credits and points posted straight to the ledger, points redeemed, orders paid from the wallet
 * (with or without points) and cancelled (refunded), all at once across a few shoppers: each
 * shopper's balance column equals the ledger's sum and is never negative, every order's payment
 * and refund is there once, and no request answers 5xx. And one Idempotency-Key sent 20 times
 * makes one order and one debit.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { accountWithSession } from '../auth/test-kit';
import type { Database } from '../db/client';
import { categories, products, stock, stockLocations } from '../db/schema';
import { addresses, orders } from '../db/schema-orders';
import { pointsAccounts, pointsEntries, walletEntries, wallets } from '../db/schema-wallet';
import type { ApiProcess } from '../testing/api-process';
import { postRpc, twoApisOnOneDatabase, type TwoApis } from '../testing/two-apis';
import { ledgerSums, postPointsEntry, postWalletEntry } from './ledger';
import { prng } from '../seed/prng'; // the seed's mulberry32: the same sequence every run

const SEED = Number(process.env.WALLET_RACE_SEED ?? 20261124);
const OPERATIONS = 1200;
const IN_FLIGHT = 32;
const SHOPPERS = 4;

let shop: TwoApis | undefined;
let apis: ApiProcess[] = [];
let database: Database | undefined;
let warehouse = 0;
let categoryId = 0;
const db = () => database!.db;

interface Answer {
  status: number;
  result: Record<string, unknown> & { status?: string; code?: string; message?: string; order?: { id: number; total: number; payment_status: string }; replayed?: boolean };
}

const rpc = (base: string, path: string, token: string, params: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
  postRpc<Answer['result']>(base, path, params, { token, headers });

async function shopperWithAddress() {
  const account = await accountWithSession(db(), 'customer');
  const [a] = await db()
    .insert(addresses)
    .values({ userId: account.userId, country: 'Somalia', region: 'Banadir', city: 'Muqdisho', district: 'Hodan', details: 'Maka Al Mukarama road', phone: '+252615550000' })
    .returning({ id: addresses.id });
  return { ...account, addressId: a!.id };
}

async function productWithStock(priceCents: number, units: number) {
  const [row] = await db()
    .insert(products)
    .values({ slug: `wallet-race-${randomUUID()}`, name: `Bariis ${priceCents}`, nameSo: 'Bariis', priceCents, categoryId })
    .returning({ id: products.id });
  await db().insert(stock).values({ productId: row!.id, stockLocationId: warehouse, quantity: units });
  return row!.id;
}

beforeAll(async () => {
  shop = await twoApisOnOneDatabase('wallet', {}, 8);
  ({ apis, database } = shop);
  [{ id: warehouse }] = (await db().select({ id: stockLocations.id }).from(stockLocations).where(eq(stockLocations.isWarehouse, true)).limit(1)) as [{ id: number }];
  const [sub] = await db().select({ id: categories.id }).from(categories).where(eq(categories.slug, 'perfumes')).limit(1);
  categoryId = sub!.id;
}, 240_000);

afterAll(() => shop?.stop());

const now = () => new Date();
const credit = (userId: number, cents: number) =>
  db().transaction((tx) => postWalletEntry(tx, { userId, kind: 'recharge', amountCents: cents, description: 'Recharge (race test)', now: now() }));
const earn = (userId: number, points: number) =>
  db().transaction((tx) => postPointsEntry(tx, { userId, kind: 'earned', points, description: 'Points (race test)', now: now() }));

/** Refusals the rules allow under load: not enough money or points, an order cancelled already. */
const EXPECTED_REFUSALS = new Set(['409 insufficient_balance', '409 insufficient_points', '409 order_state']);

test(`${OPERATIONS} generated concurrent credits, redemptions, wallet payments and refunds through two processes: each balance equals its ledger and is never negative`, async () => {
  const rand = prng(SEED);
  const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => shopperWithAddress()));
  const goods = await Promise.all([3_50, 7_25, 12_00].map((price) => productWithStock(price, 100_000)));
  const placedBy = new Map<number, number[]>(shoppers.map((s) => [s.userId, []]));
  const answers: Array<{ op: string; status: number; code?: string; message?: string }> = [];
  const kinds = ['credit', 'earn', 'redeem', 'pay', 'pay', 'pay_points', 'cancel', 'cancel'] as const;
  const ops = Array.from({ length: OPERATIONS }, () => ({ kind: rand.pick(kinds), who: rand.pick(shoppers), n: rand.int(1, 4), api: rand.int(0, 1), product: rand.pick(goods), pick: rand.next() }));
  const counts: Record<string, number> = {};

  async function run(op: (typeof ops)[number]) {
    const base = apis[op.api]!.url;
    const record = (a: Answer) => answers.push({ op: op.kind, status: a.status, code: a.result.code as string | undefined, message: a.result.message as string | undefined });
    counts[op.kind] = (counts[op.kind] ?? 0) + 1;
    switch (op.kind) {
      case 'credit':
        await credit(op.who.userId, op.n * 5_00);
        return;
      case 'earn':
        await earn(op.who.userId, op.n * 60);
        return;
      case 'redeem':
        record(await rpc(base, '/api/membership/redeem', op.who.token, { points: op.n * 100 }));
        return;
      case 'pay':
      case 'pay_points': {
        const a = await rpc(base, '/api/customer/orders/create', op.who.token, {
          delivery_address_id: op.who.addressId, items: [{ product_id: op.product, quantity: op.n }], payment_method: 'wallet', use_points: op.kind === 'pay_points',
        }, { 'Idempotency-Key': randomUUID() });
        record(a);
        if (a.status === 200) placedBy.get(op.who.userId)!.push(a.result.order!.id);
        return;
      }
      case 'cancel': {
        const mine = placedBy.get(op.who.userId)!;
        if (!mine.length) return;
        // Often one already cancelled, or being cancelled right now through the other process.
        const id = mine[Math.floor(op.pick * mine.length)]!;
        record(await rpc(base, `/api/customer/orders/${id}/cancel`, op.who.token, { reason: 'Changed my mind' }));
      }
    }
  }

  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < ops.length) await run(ops[next++]!);
    }),
  );

  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  const refused = answers.filter((a) => a.status !== 200);
  expect([...new Set(refused.map((a) => `${a.status} ${a.code}`))].filter((k) => !EXPECTED_REFUSALS.has(k))).toEqual([]);
  // The run did what it says: payments, refunds and redemptions went through, some were refused.
  const passed = (op: string) => answers.filter((a) => a.op === op && a.status === 200).length;
  expect(passed('pay') + passed('pay_points')).toBeGreaterThan(100);
  expect(passed('cancel')).toBeGreaterThan(50);
  expect(passed('redeem')).toBeGreaterThan(20);
  expect(refused.length).toBeGreaterThan(0);

  for (const s of shoppers) {
    const sums = await ledgerSums(db(), s.userId);
    const [w] = await db().select({ cents: wallets.balanceCents }).from(wallets).where(eq(wallets.userId, s.userId));
    const [p] = await db().select({ points: pointsAccounts.points }).from(pointsAccounts).where(eq(pointsAccounts.userId, s.userId));
    expect({ wallet: w!.cents, points: p!.points }).toEqual({ wallet: sums.walletCents, points: sums.points });
    expect(w!.cents).toBeGreaterThanOrEqual(0);
    // Never negative at any point: every entry's balance after it, in order, is the running sum.
    const entries = await db().select().from(walletEntries).where(eq(walletEntries.userId, s.userId)).orderBy(walletEntries.id);
    let running = 0;
    for (const e of entries) {
      running += e.amountCents;
      expect(e.balanceAfterCents).toBe(running);
      expect(running).toBeGreaterThanOrEqual(0);
    }
    // Every wallet order paid once; a cancelled one refunded once, by its total.
    const mine = await db().select({ id: orders.id, status: orders.status, total: orders.totalCents, payment: orders.paymentStatus }).from(orders).where(eq(orders.userId, s.userId));
    const ofOrder = (id: number, kind: string) => entries.filter((e) => e.orderId === id && e.kind === kind);
    for (const o of mine) {
      const paid = ofOrder(o.id, 'order_payment').map((e) => -e.amountCents);
      const refunds = ofOrder(o.id, 'refund').map((e) => e.amountCents);
      expect(paid).toEqual([o.total]);
      if (o.status === 'cancelled') expect({ refunds, payment: o.payment }).toEqual({ refunds: [o.total], payment: 'refunded' });
      else expect({ refunds, payment: o.payment }).toEqual({ refunds: [], payment: 'paid' });
    }
  }
  const redeemed = await db().select({ n: sql<number>`count(*)::int` }).from(pointsEntries).where(eq(pointsEntries.kind, 'redeemed'));
  expect(redeemed[0]!.n).toBeGreaterThan(20);
}, 600_000);

test('20 identical wallet-paid order requests with one Idempotency-Key, through both processes: one order, one debit', async () => {
  const productId = await productWithStock(9_00, 100);
  const s = await shopperWithAddress();
  await credit(s.userId, 100_00);
  await earn(s.userId, 250);
  const key = randomUUID();
  const params = { delivery_address_id: s.addressId, items: [{ product_id: productId, quantity: 2 }], payment_method: 'wallet', use_points: true };
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => rpc(apis[i % 2]!.url, '/api/customer/orders/create', s.token, params, { 'Idempotency-Key': key })));
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  const ids = new Set(answers.map((a) => a.result.order!.id));
  expect(ids.size).toBe(1);
  expect(answers.filter((a) => a.result.replayed === false)).toHaveLength(1);
  const [orderId] = [...ids];
  const mine = await db().select({ id: orders.id, total: orders.totalCents }).from(orders).where(eq(orders.userId, s.userId));
  expect(mine.map((o) => o.id)).toEqual([orderId]);
  const debits = await db().select().from(walletEntries).where(and(eq(walletEntries.userId, s.userId), eq(walletEntries.kind, 'order_payment')));
  expect(debits.map((d) => [d.orderId, d.amountCents])).toEqual([[orderId, -mine[0]!.total]]);
  const redemptions = await db().select().from(pointsEntries).where(and(eq(pointsEntries.userId, s.userId), eq(pointsEntries.kind, 'redeemed')));
  expect(redemptions).toHaveLength(1);
  // $100 + $2 of points − the total, once.
  expect(await ledgerSums(db(), s.userId)).toEqual({ walletCents: 102_00 - mine[0]!.total, points: 50 });
  const [w] = await db().select({ cents: wallets.balanceCents }).from(wallets).where(eq(wallets.userId, s.userId));
  expect(w!.cents).toBe(102_00 - mine[0]!.total);
}, 120_000);
