/**
 * Placing an order (spec §5, §7 /api/customer/orders/create): one transaction claims the
 * Idempotency-Key, locks the stock rows of every wanted product in a fixed order, groups the lines
 * by the stock location that ships them (grouping.ts, the quote's own rule), takes the units from
 * stock and writes the order with one shipment per location. A retry with the same key answers
 * the order it made; nothing is written when a line cannot be sold or a location has no fee.
 *
 * Payment (spec §7 Wallet): 'wallet' is taken in the same transaction (points redeemed first when
 * asked), so an order the wallet cannot pay is never written and a replay never pays twice;
 * 'mobile_money' is written 'pending' and handed to the payment hooks (payment-hooks.ts), whose
 * gateway work runs after the commit; cash on delivery is paid at the door.
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER, type ParamsOf, type calls } from '../contract';
import type { Db } from '../db/client';
import { products, stock } from '../db/schema';
import { users } from '../db/schema-auth';
import { orderEvents, orderIdempotencyKeys, orderLines, orderShipments, orderSubscriptions, orders } from '../db/schema-orders';
import { checkCountry, checkPhone } from '../auth/rules';
import { recordEvent } from '../events/record';
import { findZone } from '../delivery/fees';
import { BusinessError } from '../errors';
import { checkoutPoints, payOrderFromWallet } from '../wallet/pay';
import { orderStudentDiscountCents } from '../student/service';
import type { AfterCommit, PaymentHooks } from './payment-hooks';
import { methodName, planOrder, type Plan, type UnavailableEntry } from './grouping';
import { ownAddress, planFacts } from './queries';
import { centsToDollars } from '../money';
import { orderNumber, ownOrder, type OrderOut, type UpdateChannel } from './read';

/** The channels a new order's updates go out on until the shopper turns one off (orders/follow.ts). */
const UPDATE_CHANNELS: UpdateChannel[] = ['whatsapp', 'email'];

type CreateParams = ParamsOf<(typeof calls)['orderCreate']>;

export const MISSING_INFORMATION = 'Missing required order information';
export const KEY_MISSING = `Please send an ${IDEMPOTENCY_HEADER} header with the order (one key per checkout attempt)`;
export { KEY_INVALID } from '../http/idempotency';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different order';
export const KEY_BUSY = 'This order is still being placed. Please try again in a moment.';
export const MOBILE_MONEY_MISSING = 'Choose a mobile money service and the phone that pays';
export const POINTS_NEED_WALLET = 'Points can be used at checkout only when paying from your wallet';
export const MOBILE_MONEY_UNAVAILABLE = 'Mobile money payments are not available right now. Please choose another way to pay.';

/** Mobile money services are Somali: the paying phone has Somalia's dial code. */
const MOBILE_MONEY_COUNTRY = checkCountry('Somalia');

interface Payment {
  method: 'cash_on_delivery' | 'wallet' | 'mobile_money';
  provider: CreateParams['payment_provider'] | null;
  phone: string | null;
}

/** The payment asked for, checked before anything is locked: 400 with what is missing. */
export function checkPayment(p: CreateParams): Payment {
  const method = p.payment_method ?? 'cash_on_delivery';
  if (p.use_points && method !== 'wallet') throw new BusinessError(400, 'points_need_wallet', POINTS_NEED_WALLET);
  if (method !== 'mobile_money') return { method, provider: null, phone: null };
  if (!p.payment_provider || !p.payment_phone?.trim()) throw new BusinessError(400, 'payment_details_missing', MOBILE_MONEY_MISSING);
  return { method, provider: p.payment_provider, phone: checkPhone(p.payment_phone, MOBILE_MONEY_COUNTRY).full };
}

/** Key order and missing fields do not matter: the same order asked twice hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null);
    return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

export const requestHash = (p: CreateParams) =>
  createHash('sha256').update(JSON.stringify(canonical({ ...p, payment_method: p.payment_method ?? 'cash_on_delivery' }))).digest('hex');

function unavailableError(unavailable: UnavailableEntry[]) {
  const code = unavailable.every((u) => u.reason === 'out_of_stock') ? 'out_of_stock' : 'product_unavailable';
  return new BusinessError(409, code, unavailable.map((u) => u.message).join('; '), { unavailable });
}

export interface Created {
  orderId: number;
  /**
   * The order as answered, read in the order's transaction: after the commit a read-back needs a
   * pooled connection again, and in a flash sale the pool's queue is long (a placed order then
   * answered 503 after 5 s in that queue: BENCHMARKS.md, the flash sale).
   */
  order: OrderOut;
  replayed: boolean;
  /** Mobile money work to run once committed (payment-hooks.ts runAfterCommit); none on a replay. */
  afterCommit: AfterCommit[];
}

/**
 * Thrown inside the order's transaction when a stock row no longer holds what the plan read:
 * another order took the units between the read and the take. The transaction rolls back (key,
 * order rows and all) and createOrder places the order again from fresh stock.
 */
class StockMoved extends Error {}

/**
 * Tries that read stock without locking it before one that locks it (FOR UPDATE). A flash sale's
 * losers read 0 on their second try and are answered out of stock without waiting for any lock;
 * the locked try is the last word when a product's stock keeps moving at several locations.
 */
const UNLOCKED_TRIES = 2;

/**
 * The order's id and whether it was made by an earlier request with the same key.
 *
 * Why the stock rows are written last: a row lock lasts until the commit, and every order for a
 * product queues on its stock row. Taking the units first held that lock across a dozen round
 * trips between the API and PostgreSQL (the order, shipments, lines, events, the key), so a flash
 * sale sold one unit per ~15–50 ms whatever the hardware (BENCHMARKS.md, the flash sale). Now the
 * order reads the stock without a lock, plans, writes its own new rows (nobody else can lock
 * them), and only then takes the units with `quantity >= n` in the UPDATE itself: the hot rows
 * are held for that UPDATE, the sold count and the commit. When a take finds fewer units than the
 * plan read, everything rolls back and the order is placed again (StockMoved).
 */
export async function createOrder(db: Db, payments: PaymentHooks, userId: number, p: CreateParams, key: string, now = new Date()): Promise<Created> {
  if (p.delivery_address_id === undefined || !p.items?.length) throw new BusinessError(400, 'missing_information', MISSING_INFORMATION);
  const payment = checkPayment(p);
  // No gateway on this shop: nothing is written (409 like any setting missing, not an outage that
  // a client's failure protection would count; server/SECURITY.md "Not configured is not an outage").
  if (payment.method === 'mobile_money' && payments.mobileMoneyAvailable?.() === false) {
    throw new BusinessError(409, 'mobile_money_unavailable', MOBILE_MONEY_UNAVAILABLE);
  }
  for (let tries = 0; ; tries++) {
    const lockStock = tries >= UNLOCKED_TRIES;
    try {
      return await placeOnce(db, payments, userId, p, key, payment, now, lockStock);
    } catch (err) {
      // Under FOR UPDATE the rows cannot move: a StockMoved there is a bug, not a race to retry.
      if (!(err instanceof StockMoved) || lockStock) throw err;
    }
  }
}

type Take = Plan['takes'][number];

/**
 * Takes the planned units from stock and counts them sold; false when a row no longer has them.
 * `quantity >= n` in the UPDATE itself: a row another order emptied is not taken (the CHECK
 * stock >= 0 stays the last word). One product (a flash sale's order): stock and sold count in
 * one statement, one round trip fewer while the rows are locked. Several: one statement per row
 * in planOrder's (product, location) order, then the products by id, so two orders never lock
 * the same rows in opposite orders.
 */
async function takeUnits(tx: Db, takes: Take[]): Promise<boolean> {
  if (takes.length === 1) {
    const t = takes[0]!;
    const res: unknown = await tx.execute(sql`
      WITH taken AS (
        UPDATE ${stock} SET quantity = quantity - ${t.quantity}
        WHERE product_id = ${t.productId} AND stock_location_id = ${t.stockLocationId} AND quantity >= ${t.quantity}
        RETURNING product_id)
      UPDATE ${products} SET sold_count = sold_count + ${t.quantity} FROM taken WHERE ${products.id} = taken.product_id
      RETURNING ${products.id}`);
    // node-postgres answers { rows }; PGlite's drizzle the same (search/queries.ts reads both).
    return ((res as { rows?: unknown[] }).rows ?? (res as unknown[])).length === 1;
  }
  for (const t of takes) {
    const taken = await tx
      .update(stock)
      .set({ quantity: sql`${stock.quantity} - ${t.quantity}` })
      .where(and(eq(stock.productId, t.productId), eq(stock.stockLocationId, t.stockLocationId), gte(stock.quantity, t.quantity)))
      .returning({ quantity: stock.quantity });
    if (!taken.length) return false;
  }
  // Best sellers count what sells.
  for (const t of takes) {
    await tx.update(products).set({ soldCount: sql`${products.soldCount} + ${t.quantity}` }).where(eq(products.id, t.productId));
  }
  return true;
}

async function placeOnce(db: Db, payments: PaymentHooks, userId: number, p: CreateParams, key: string, payment: Payment, now: Date, lockStock: boolean): Promise<Created> {
  const items = p.items!;
  const addressId = p.delivery_address_id!;
  const hash = requestHash(p);
  return db.transaction(async (tx) => {
    // A second request with this key waits here for the first one's transaction: it then finds
    // its row (and order), or — when the first rolled back — claims the key itself.
    const [claimed] = await tx.insert(orderIdempotencyKeys).values({ userId, key, requestHash: hash }).onConflictDoNothing().returning({ key: orderIdempotencyKeys.key });
    if (!claimed) {
      const [earlier] = await tx
        .select()
        .from(orderIdempotencyKeys)
        .where(and(eq(orderIdempotencyKeys.userId, userId), eq(orderIdempotencyKeys.key, key)))
        .limit(1);
      if (!earlier || earlier.requestHash !== hash) throw new BusinessError(422, 'idempotency_key_reused', KEY_REUSED);
      if (earlier.orderId === null) throw new BusinessError(409, 'order_in_progress', KEY_BUSY);
      return { orderId: earlier.orderId, order: await ownOrder(tx, userId, earlier.orderId), replayed: true, afterCommit: [] };
    }

    const address = await ownAddress(tx, userId, addressId);
    const zone = findZone(address);
    const asked = p.delivery_method ?? address.deliveryMethod;
    // The committed stock (or, on the last try, the rows locked in a fixed order: queries.ts).
    const facts = await planFacts(tx, items.map((i) => i.product_id), lockStock);
    const plan = planOrder({ wanted: items, ...facts, zone, askedMethod: asked });
    if (plan.unavailable.length) throw unavailableError(plan.unavailable);
    const unpriced = plan.groups.find((g) => g.error);
    if (unpriced) throw new BusinessError(422, 'fee_unavailable', unpriced.error!, { stock_location_id: unpriced.location.id });

    // The Student & Grad discount comes off the items, read in this transaction (student/service.ts).
    const studentDiscountCents = await orderStudentDiscountCents(tx, userId, plan.subtotalCents, now);
    const totalCents = plan.subtotalCents - studentDiscountCents + plan.feeCents;

    const [user] = await tx.select({ phone: users.fullPhone }).from(users).where(eq(users.id, userId)).limit(1);
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        status: 'placed',
        paymentMethod: payment.method,
        // Wallet: paid below, in this transaction, or nothing is written at all.
        paymentStatus: payment.method === 'wallet' ? 'paid' : payment.method === 'mobile_money' ? 'pending' : 'unpaid',
        paymentProvider: payment.provider,
        paymentPhone: payment.phone,
        // Points are counted after the stock (the lock order below), then written here.
        pointsValueCents: 0,
        addressId: address.id,
        country: address.country,
        region: address.region,
        city: address.city,
        district: address.district,
        deliveryMethod: methodName(asked),
        addressDetails: address.details,
        // The courier needs a number: the account's when the address has none.
        phone: address.phone || user?.phone || '',
        subtotalCents: plan.subtotalCents,
        deliveryFeeCents: plan.feeCents,
        studentDiscountCents,
        totalCents,
        note: p.note?.trim() || null,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    for (const g of plan.groups) {
      const fee = g.fee!;
      const [shipment] = await tx
        .insert(orderShipments)
        .values({
          orderId,
          stockLocationId: g.location.id,
          sellerId: g.location.sellerId,
          deliveryMethod: fee.method,
          deliveryFeeCents: fee.cents,
          freeDeliveryReason: fee.freeReason,
          minimumOrderCents: fee.minimumCents,
          estimatedDeliveryTime: fee.time,
          subtotalCents: g.subtotalCents,
        })
        .returning({ id: orderShipments.id });
      await tx.insert(orderLines).values(
        g.lines.map((l) => ({ orderId, shipmentId: shipment!.id, productId: l.productId, variantId: l.variantId, name: l.name, slug: l.slug, priceCents: l.priceCents, quantity: l.quantity })),
      );
    }
    await tx.insert(orderEvents).values({ orderId, status: 'placed' });
    // Updates by WhatsApp and e-mail are on from the start (the order page turns each off); the
    // dispatcher reads these rows for every event of this order, this one's included.
    await tx.insert(orderSubscriptions).values(UPDATE_CHANNELS.map((channel) => ({ orderId, channel })));
    // One row in this transaction; the shopper's messages go out after the commit (events/record.ts).
    await recordEvent(tx, { kind: 'order_placed', userId, orderId, data: { total_cents: totalCents, payment_method: payment.method } });
    await tx.update(orderIdempotencyKeys).set({ orderId }).where(and(eq(orderIdempotencyKeys.userId, userId), eq(orderIdempotencyKeys.key, key)));
    // Read back now, before the stock is locked (nothing below changes what it shows but points).
    const out = await ownOrder(tx, userId, orderId, [...UPDATE_CHANNELS].sort());

    // The units, last (orders/README.md lock order: stock rows by (product, location), then product
    // rows by id, then points, then the wallet), held only until the commit just after.
    if (!(await takeUnits(tx, plan.takes))) throw new StockMoved();

    const afterCommit: AfterCommit[] = [];
    if (payment.method === 'wallet') {
      const points = p.use_points ? await checkoutPoints(tx, userId, totalCents, now) : { points: 0, valueCents: 0 };
      if (points.valueCents) {
        await tx.update(orders).set({ pointsValueCents: points.valueCents }).where(eq(orders.id, orderId));
        out.points_value_used = centsToDollars(points.valueCents);
      }
      await payOrderFromWallet(tx, { userId, orderId, orderNumber: orderNumber(orderId), totalCents, points: points.points, now });
    } else if (payment.method === 'mobile_money') {
      afterCommit.push(await payments.startOrderPayment(tx, { orderId, userId, amountCents: totalCents, provider: payment.provider!, phone: payment.phone!, now }));
    }
    return { orderId, order: out, replayed: false, afterCommit };
  });
}

/**
 * What the answer says happened. A mobile money payment declined at once has already cancelled the
 * order (transitions.ts settleOrderPayment): 'has been placed' would be untrue. The answer stays a
 * success with the order in it, payment_status 'failed': the order exists (cancelled), its key is
 * spent, and the checkout opens its confirmation, which says the payment was declined.
 */
export const PAYMENT_DECLINED_MESSAGE = (number: string) => `Your payment was declined. Order ${number} was cancelled and nothing was charged.`;
export const placedMessage = (order: Pick<OrderOut, 'order_number' | 'payment_status'>) =>
  order.payment_status === 'failed' ? PAYMENT_DECLINED_MESSAGE(order.order_number) : `Your order ${order.order_number} has been placed`;
