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
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, type ParamsOf, type calls } from '../contract';
import type { Db } from '../db/client';
import { products, stock } from '../db/schema';
import { users } from '../db/schema-auth';
import { orderEvents, orderIdempotencyKeys, orderLines, orderShipments, orders } from '../db/schema-orders';
import { checkCountry, checkPhone } from '../auth/rules';
import { recordEvent } from '../events/record';
import { findZone } from '../delivery/fees';
import { BusinessError } from '../rpc/errors';
import { checkoutPoints, payOrderFromWallet } from '../wallet/pay';
import { orderStudentDiscountCents } from '../student/service';
import { paymentHooks, type AfterCommit } from './payment-hooks';
import { methodName, planOrder, type UnavailableEntry } from './grouping';
import { ownAddress, planFacts } from './queries';
import { orderNumber } from './read';

type CreateParams = ParamsOf<(typeof calls)['orderCreate']>;

export const MISSING_INFORMATION = 'Missing required order information';
export const KEY_MISSING = `Please send an ${IDEMPOTENCY_HEADER} header with the order (one key per checkout attempt)`;
export const KEY_INVALID = `The ${IDEMPOTENCY_HEADER} header must be 8 to 100 visible characters (a UUID fits)`;
export const KEY_REUSED = 'This Idempotency-Key was already used for a different order';
export const KEY_BUSY = 'This order is still being placed. Please try again in a moment.';
export const MOBILE_MONEY_MISSING = 'Choose a mobile money service and the phone that pays';
export const POINTS_NEED_WALLET = 'Points can be used at checkout only when paying from your wallet';

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

const KEY_SHAPE = new RegExp(IDEMPOTENCY_KEY_PATTERN);

/** The request's Idempotency-Key, or a 400 that says what is wrong with it. */
export function idempotencyKeyOf(req: FastifyRequest): string {
  const raw = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const value = Array.isArray(raw) ? raw.join(', ') : raw;
  if (value === undefined || value === '') throw new BusinessError(400, 'idempotency_key_required', KEY_MISSING);
  if (!KEY_SHAPE.test(value)) throw new BusinessError(400, 'invalid_idempotency_key', KEY_INVALID);
  return value;
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
  replayed: boolean;
  /** Mobile money work to run once committed (payment-hooks.ts runAfterCommit); none on a replay. */
  afterCommit: AfterCommit[];
}

/** The order's id and whether it was made by an earlier request with the same key. */
export async function createOrder(db: Db, userId: number, p: CreateParams, key: string, now = new Date()): Promise<Created> {
  if (p.delivery_address_id === undefined || !p.items?.length) throw new BusinessError(400, 'missing_information', MISSING_INFORMATION);
  const payment = checkPayment(p);
  const items = p.items;
  const addressId = p.delivery_address_id;
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
      return { orderId: earlier.orderId, replayed: true, afterCommit: [] };
    }

    const address = await ownAddress(tx, userId, addressId);
    const zone = findZone(address);
    const asked = p.delivery_method ?? address.deliveryMethod;
    const facts = await planFacts(tx, items.map((i) => i.product_id), true);
    const plan = planOrder({ wanted: items, ...facts, zone, askedMethod: asked });
    if (plan.unavailable.length) throw unavailableError(plan.unavailable);
    const unpriced = plan.groups.find((g) => g.error);
    if (unpriced) throw new BusinessError(422, 'fee_unavailable', unpriced.error!, { stock_location_id: unpriced.location.id });

    // Rows already locked, in the same order; the stock >= 0 CHECK stays the last word.
    for (const t of plan.takes) {
      await tx
        .update(stock)
        .set({ quantity: sql`${stock.quantity} - ${t.quantity}` })
        .where(and(eq(stock.productId, t.productId), eq(stock.stockLocationId, t.stockLocationId)));
    }
    // Best sellers count what sells (products after stock, by id: the order every writer keeps).
    for (const t of plan.takes) {
      await tx.update(products).set({ soldCount: sql`${products.soldCount} + ${t.quantity}` }).where(eq(products.id, t.productId));
    }

    // Points after stock and products, the wallet after points (orders/README.md lock order).
    // The Student & Grad discount comes off the items, read in this transaction (student/service.ts).
    const studentDiscountCents = await orderStudentDiscountCents(tx, userId, plan.subtotalCents, now);
    const totalCents = plan.subtotalCents - studentDiscountCents + plan.feeCents;
    const points = payment.method === 'wallet' && p.use_points ? await checkoutPoints(tx, userId, totalCents, now) : { points: 0, valueCents: 0 };

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
        pointsValueCents: points.valueCents,
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
    // One row in this transaction; the shopper's messages go out after the commit (events/record.ts).
    await recordEvent(tx, { kind: 'order_placed', userId, orderId, data: { total_cents: totalCents, payment_method: payment.method } });
    await tx.update(orderIdempotencyKeys).set({ orderId }).where(and(eq(orderIdempotencyKeys.userId, userId), eq(orderIdempotencyKeys.key, key)));
    const afterCommit: AfterCommit[] = [];
    if (payment.method === 'wallet') {
      await payOrderFromWallet(tx, { userId, orderId, orderNumber: orderNumber(orderId), totalCents, points: points.points, now });
    } else if (payment.method === 'mobile_money') {
      afterCommit.push(await paymentHooks.startOrderPayment(tx, { orderId, userId, amountCents: totalCents, provider: payment.provider!, phone: payment.phone!, now }));
    }
    return { orderId, replayed: false, afterCommit };
  });
}

export const placedMessage = (orderId: number) => `Your order ${orderNumber(orderId)} has been placed`;
