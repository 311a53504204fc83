/**
 * Test helpers of the order calls: an app on a small catalogue of its own (products with exactly
 * the delivery facts a test needs, stock where it says), shoppers with sessions, their addresses
 * written straight to the table, and the calls with their headers.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Value from 'typebox/value';
import { accountWithSession, authKit, bearer, call, type AuthKit } from '../auth/test-kit';
import { calls, type CallName } from '../contract';
import type { Db } from '../db/client';
import { categories, products, sellers, stock, stockLocations } from '../db/schema';
import { addresses } from '../db/schema-orders';
import type { RpcAnswer } from '../testing/app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = Record<string, any>;

export interface Shop {
  kit: AuthKit;
  db: Db;
  sellerId: number;
  warehouse: number;
  /** A seller's location in Hargeisa (serves Somaliland first). */
  hargeisa: number;
  /** A location in a city no region ships from: its part never has a fee. */
  nowhere: number;
}

let made = 0;

/** The shop's catalogue on `kit`'s app (a fresh one by default). */
export async function openShop(kit?: AuthKit): Promise<Shop> {
  kit ??= await authKit();
  const db = kit.db;
  const [main] = await db.insert(categories).values({ slug: 'food_grocery', name: 'Food & Grocery', nameSo: 'Cunto' }).returning({ id: categories.id });
  await db.insert(categories).values({ slug: 'fit_foods', name: 'Fit foods', nameSo: 'Cunto caafimaad', parentId: main!.id });
  const [seller] = await db.insert(sellers).values({ slug: 'hodan-beauty', name: 'Hodan Beauty', city: 'Hargeisa', phone: '+252634000111' }).returning({ id: sellers.id });
  const locs = await db
    .insert(stockLocations)
    .values([
      { name: 'Suuq Warehouse — Muqdisho', isWarehouse: true, city: 'Muqdisho' },
      { name: 'Hodan Beauty — Hargeisa', sellerId: seller!.id, city: 'Hargeisa' },
      { name: 'Atlantis Depot', city: 'Atlantis' },
    ])
    .returning({ id: stockLocations.id });
  return { kit, db, sellerId: seller!.id, warehouse: locs[0]!.id, hargeisa: locs[1]!.id, nowhere: locs[2]!.id };
}

export interface ProductSpec {
  priceCents?: number;
  freeDelivery?: boolean;
  isHaadExpress?: boolean;
  /** Stock location id → units. */
  stock?: Record<number, number>;
  name?: string;
}

/** A product with exactly these facts and this stock. */
export async function product(shop: Shop, spec: ProductSpec = {}): Promise<number> {
  made += 1;
  const [cat] = await shop.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'fit_foods')).limit(1);
  const [row] = await shop.db
    .insert(products)
    .values({
      slug: `test-product-${made}`,
      name: spec.name ?? `Shaah Kenya ${made}`,
      nameSo: `Shaah ${made}`,
      priceCents: spec.priceCents ?? 5_00,
      categoryId: cat!.id,
      freeDelivery: spec.freeDelivery ?? false,
      isHaadExpress: spec.isHaadExpress ?? false,
    })
    .returning({ id: products.id });
  const entries = Object.entries(spec.stock ?? {});
  if (entries.length) await shop.db.insert(stock).values(entries.map(([loc, quantity]) => ({ productId: row!.id, stockLocationId: Number(loc), quantity })));
  return row!.id;
}

export async function stockAt(shop: Shop, productId: number, locationId: number): Promise<number | null> {
  const [row] = await shop.db.select({ q: stock.quantity }).from(stock).where(and(eq(stock.productId, productId), eq(stock.stockLocationId, locationId)));
  return row?.q ?? null;
}

export interface Shopper {
  userId: number;
  token: string;
  /** The account's phone number, '+252' and digits (shopper() fills it). */
  phone?: string;
  /** A saved address in Hodan, Banadir. */
  addressId: number;
}

export async function address(shop: Shop, userId: number, fields: Partial<typeof addresses.$inferInsert> = {}): Promise<number> {
  const [row] = await shop.db
    .insert(addresses)
    .values({ userId, country: 'Somalia', region: 'Banadir', city: 'Muqdisho', district: 'Hodan', deliveryMethod: 'Standard', details: 'Near Hodan market, blue gate', phone: '+252615551234', ...fields })
    .returning({ id: addresses.id });
  return row!.id;
}

export async function shopper(shop: Shop, addressFields: Partial<typeof addresses.$inferInsert> = {}): Promise<Shopper> {
  const account = await accountWithSession(shop.db, 'customer');
  return { ...account, addressId: await address(shop, account.userId, addressFields) };
}

/** The language `who` reads the shop in (their notifications follow it; the shop's default is Somali). */
export async function speaks(shop: Shop, who: Shopper, language: 'so' | 'en') {
  ok(await send(shop, 'profileUpdate', { language }, who), 'profileUpdate');
}

export const staff = (shop: Shop) => accountWithSession(shop.db, 'staff');

const pathOf = (name: CallName, id?: number | string) => calls[name].path.replace(':id', encodeURIComponent(String(id ?? '')));

/** A call as `who` (a token, or nobody); `id` fills the path. */
export function send(shop: Shop, name: CallName, params: Loose, who?: { token: string } | null, headers: Record<string, string> = {}): Promise<RpcAnswer> {
  return call(shop.kit, pathOf(name, params.id), params, { ...(who ? bearer(who.token) : {}), ...headers });
}

/** The result of a call that must succeed, checked against the contract. */
export function ok(res: RpcAnswer, name: CallName): Loose {
  if (res.status !== 200 || res.body.result?.status !== 'success') throw new Error(`${name} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 500)}`);
  expect(Value.Check(calls[name].result, res.body.result)).toBe(true);
  return res.body.result as Loose;
}

export const newKey = () => `checkout-${randomUUID()}`;

export function placeOrder(shop: Shop, who: Shopper, items: Loose[], extra: Loose = {}, key = newKey()) {
  return send(shop, 'orderCreate', { delivery_address_id: who.addressId, items, ...extra }, who, { 'Idempotency-Key': key });
}

/** Places an order that must succeed and answers it. */
export async function placed(shop: Shop, who: Shopper, items: Loose[], extra: Loose = {}): Promise<Loose> {
  return ok(await placeOrder(shop, who, items, extra), 'orderCreate').order as Loose;
}

/** Staff moves the order along these actions. */
export async function advance(shop: Shop, orderId: number, ...actions: string[]) {
  const boss = await staff(shop);
  for (const action of actions) ok(await send(shop, 'staffOrderAdvance', { id: String(orderId), action }, boss), 'staffOrderAdvance');
}
