/**
 * Moving an order along the state table (states.ts): under a lock on the order's row, so two
 * cancels of one order run one after the other and the second finds it cancelled already — the
 * stock comes back once. The shopper hears of each change through the domain event written with
 * it (events/record.ts): the notifications dispatcher tells them once it is committed.
 *
 * Money moves in the same transaction, through the ledger: a paid order cancelled or received back
 * is refunded once (to the wallet now, or to mobile money through the payment hooks); a delivered
 * order earns its points once, and a completed return takes them back. Lock order: the order row,
 * stock rows, product rows, points, wallet (orders/README.md).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from 'shared-api/contract';
import type { AuthContext } from '../auth/context';
import { products, stock } from '../db/schema';
import { orderEvents, orderLines, orderShipments, orders } from '../db/schema-orders';
import { pointsEntries } from '../db/schema-wallet';
import { POINTS_PER_DOLLAR_CREDIT, type MobileMoneyProvider } from '../contract';
import { BusinessError } from '../errors';
import type { Tx } from '../db/client';
import { lockPoints, postPointsEntry } from '../wallet/ledger';
import { pointsEarned, refundToWallet } from '../wallet/pay';
import { recordEvent } from '../events/record';
import { runAfterCommit, type AfterCommit, type PaymentHooks } from './payment-hooks';
import type { Q } from './queries';
import { orderNotFound, orderNumber, orderOut, type OrderRow } from './read';
import { refundMethodFor, refusal, TRANSITIONS, type OrderAction, type PaymentStatus, type RefundMethod } from './states';
import { formatCents } from '../money';

/** What moving an order needs: the account settings and the payment hooks the app was built with. */
export type OrdersContext = AuthContext & { payments: PaymentHooks };

export interface TransitionInput {
  action: OrderAction;
  orderId: number;
  /** The shopper's own orders only; undefined for staff. */
  userId?: number;
  reason?: string;
  refundMethod?: string;
}

/** The units of each (product, stock location) of the order, in the lock order of every writer. */
async function unitsShipped(q: Q, orderId: number) {
  const rows = await q
    .select({ productId: orderLines.productId, stockLocationId: orderShipments.stockLocationId, quantity: orderLines.quantity })
    .from(orderLines)
    .innerJoin(orderShipments, eq(orderShipments.id, orderLines.shipmentId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productId), asc(orderShipments.stockLocationId));
  const merged = new Map<string, { productId: number; stockLocationId: number; quantity: number }>();
  for (const r of rows) {
    const key = `${r.productId}:${r.stockLocationId}`;
    const m = merged.get(key);
    if (m) m.quantity += r.quantity;
    else merged.set(key, { ...r });
  }
  return [...merged.values()];
}

/** Each line's units back to the location that shipped it (a stock row removed since is made again). */
async function restoreStock(q: Q, orderId: number) {
  const units = await unitsShipped(q, orderId);
  for (const u of units) {
    await q
      .insert(stock)
      .values(u)
      .onConflictDoUpdate({ target: [stock.productId, stock.stockLocationId], set: { quantity: sql`${stock.quantity} + excluded.quantity` } });
  }
  for (const u of units) {
    await q.update(products).set({ soldCount: sql`greatest(${products.soldCount} - ${u.quantity}, 0)` }).where(eq(products.id, u.productId));
  }
}

export const REASON_REQUIRED = 'Please tell us why';

/**
 * Delivered: the order's points, once (the partial unique index holds 'earned' once per order), on
 * what the shopper paid for the items: the subtotal less the student discount.
 */
async function earnPoints(tx: Tx, order: OrderRow, now: Date) {
  const points = pointsEarned(order.subtotalCents - order.studentDiscountCents);
  if (points <= 0) return;
  await postPointsEntry(tx, { userId: order.userId, kind: 'earned', points, orderId: order.id, description: `Earned with order ${orderNumber(order.id)}`, now });
}

/**
 * Returned: the points the order earned are taken back once, but never below zero — when some
 * were spent meanwhile, only what is left is taken (the description says how many of how many).
 * Answers what the spent ones were worth in cents (POINTS_PER_DOLLAR_CREDIT points a dollar):
 * the refund is that much less, else a shopper who turned an order's points into wallet credit
 * and then returned the order kept the credit for goods given back, over and over.
 */
async function reversePoints(tx: Tx, order: OrderRow, now: Date): Promise<number> {
  const [earned] = await tx
    .select({ points: pointsEntries.points })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.orderId, order.id), eq(pointsEntries.kind, 'earned')))
    .limit(1);
  if (!earned) return 0;
  const [reversed] = await tx
    .select({ id: pointsEntries.id })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.orderId, order.id), eq(pointsEntries.kind, 'reversed')))
    .limit(1);
  if (reversed) return 0;
  const left = await lockPoints(tx, order.userId, now);
  const take = Math.max(0, Math.min(earned.points, left));
  const spentCents = Math.round(((earned.points - take) * 100) / POINTS_PER_DOLLAR_CREDIT);
  if (take <= 0) return spentCents;
  const partly = take < earned.points ? ` (${take} of the ${earned.points} earned: the rest had been spent, ${formatCents(spentCents)} less refunded)` : '';
  await postPointsEntry(tx, { userId: order.userId, kind: 'reversed', points: -take, orderId: order.id, description: `Taken back: order ${orderNumber(order.id)} returned${partly}`, now });
  return spentCents;
}

/**
 * The order's money back by `method`, in the transaction; mobile money goes through the hooks.
 * `amountCents`: its total, less what its returned points had already been spent on (reversePoints).
 */
async function refund(payments: PaymentHooks, tx: Tx, order: OrderRow, method: RefundMethod, reason: 'cancel' | 'complete_return', amountCents: number, now: Date): Promise<AfterCommit> {
  if (amountCents <= 0) return undefined;
  if (method === 'wallet') {
    // The total, points' value used at checkout included (see wallet/pay.ts refundToWallet).
    await refundToWallet(tx, { userId: order.userId, orderId: order.id, orderNumber: orderNumber(order.id), totalCents: amountCents, now });
    return undefined;
  }
  if (method === 'mobile_money') {
    return payments.refundToMobileMoney(tx, {
      orderId: order.id, userId: order.userId, amountCents,
      provider: order.paymentProvider as MobileMoneyProvider, phone: order.paymentPhone ?? '', reason, now,
    });
  }
  // Cash: the courier or the shop hands it back; nothing to post.
  return undefined;
}

export async function moveOrder(ctx: OrdersContext, input: TransitionInput) {
  const t = TRANSITIONS[input.action];
  const reason = input.reason?.trim() || null;
  // The schema asks for one character; a reason of spaces only is no reason either.
  if (t.by === 'shopper' && !reason) throw new BusinessError(400, 'reason_required', REASON_REQUIRED);
  const now = ctx.now();
  const afterCommit: AfterCommit[] = [];
  const row = await ctx.db.transaction(async (tx): Promise<OrderRow> => {
    const [current] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), input.userId === undefined ? undefined : eq(orders.userId, input.userId)))
      .for('update');
    if (!current) throw orderNotFound();
    const status = current.status as OrderStatus;
    if (!t.from.includes(status)) throw new BusinessError(409, 'order_state', refusal(status, input.action), { order_status: status });
    const before = current.paymentStatus as PaymentStatus;
    // Asked now (cancel, return request) or kept from the return request (complete_return); a
    // method that does not fit how the order was paid is refused before anything moves.
    // An unpaid cancel has nothing to refund: its refund_method is not asked about.
    const refunding = t.refunds && before === 'paid';
    const refundMethod = refunding || input.action === 'request_return' ? refundMethodFor(current.paymentMethod, input.refundMethod ?? current.refundMethod) : undefined;
    const changes: Partial<typeof orders.$inferInsert> = {
      status: t.to,
      paymentStatus: t.payment(before, current.paymentMethod, refundMethod),
      updatedAt: sql`now()` as unknown as Date,
    };
    if (input.action === 'cancel') {
      changes.cancelReason = reason;
      // Unpaid (cash on delivery, or mobile money not yet approved): nothing to refund.
      if (refunding) changes.refundMethod = refundMethod;
    }
    if (input.action === 'request_return') {
      changes.returnReason = reason;
      changes.refundMethod = refundMethod;
    }
    if (input.action === 'complete_return' && refunding) changes.refundMethod = refundMethod;
    const [updated] = await tx.update(orders).set(changes).where(eq(orders.id, current.id)).returning();
    await tx.insert(orderEvents).values({ orderId: current.id, status: t.to, note: input.action === 'cancel' || input.action === 'request_return' ? reason : null });
    if (t.restoresStock) await restoreStock(tx, current.id);
    if (input.action === 'deliver') await earnPoints(tx, updated!, now);
    const pointsSpentCents = input.action === 'complete_return' ? await reversePoints(tx, updated!, now) : 0;
    const refundCents = Math.max(0, current.totalCents - pointsSpentCents);
    if (refunding) afterCommit.push(await refund(ctx.payments, tx, updated!, refundMethod!, input.action === 'cancel' ? 'cancel' : 'complete_return', refundCents, now));
    // What the shopper is told, in this transaction: it exists exactly when the change does.
    await recordEvent(tx, { kind: 'order_status', userId: current.userId, orderId: current.id, data: { status: t.to } });
    if (refunding) await recordEvent(tx, { kind: 'refund', userId: current.userId, orderId: current.id, data: { amount_cents: refundCents, method: refundMethod! } });
    return updated!;
  });
  await runAfterCommit(afterCommit, ctx.log);
  return { order: await orderOut(ctx.db, row), message: t.done };
}

export const PAYMENT_DECLINED_REASON = 'The mobile money payment was not approved';

/**
 * The gateway's answer to an order's mobile money payment (payments calls it in its own
 * transaction). Once only: an order no longer 'pending' is left as it is. Approved → 'paid'
 * (an order cancelled meanwhile gets the money back in its wallet at once); declined or failed →
 * 'failed' and the order cancelled with its stock back, for `reason` (the gateway's, as the
 * shopper reads it). The shopper is told of the payment's outcome (and of a refund) by the domain
 * event written in the same commit.
 */
export async function settleOrderPayment(
  tx: Tx,
  orderId: number,
  outcome: 'approved' | 'declined' | 'failed',
  now: Date,
  reason: string = PAYMENT_DECLINED_REASON,
): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.paymentStatus !== 'pending') return false;
  if (outcome === 'approved') {
    if (order.status === 'cancelled') {
      await tx.update(orders).set({ paymentStatus: 'refunded', refundMethod: 'wallet', updatedAt: now }).where(eq(orders.id, orderId));
      await refundToWallet(tx, { userId: order.userId, orderId, orderNumber: orderNumber(orderId), totalCents: order.totalCents, now });
      await recordEvent(tx, { kind: 'refund', userId: order.userId, orderId, data: { amount_cents: order.totalCents, method: 'wallet' } });
    } else {
      await tx.update(orders).set({ paymentStatus: 'paid', updatedAt: now }).where(eq(orders.id, orderId));
      const provider = order.paymentProvider ?? '';
      await recordEvent(tx, { kind: 'order_payment', userId: order.userId, orderId, data: { outcome: 'approved', amount_cents: order.totalCents, provider } });
    }
    return true;
  }
  const cancel = TRANSITIONS.cancel.from.includes(order.status as OrderStatus);
  await tx
    .update(orders)
    .set({ paymentStatus: 'failed', updatedAt: now, ...(cancel ? { status: 'cancelled', cancelReason: reason } : {}) })
    .where(eq(orders.id, orderId));
  if (cancel) {
    await tx.insert(orderEvents).values({ orderId, status: 'cancelled', note: reason });
    await restoreStock(tx, orderId);
    await recordEvent(tx, { kind: 'order_payment', userId: order.userId, orderId, data: { outcome: 'declined', reason } });
  }
  return true;
}

/** The gateway confirmed a mobile money refund: 'refund_pending' → 'refunded', once. */
export async function settleMobileMoneyRefund(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const done = await tx
    .update(orders)
    .set({ paymentStatus: 'refunded', updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'refund_pending')))
    .returning({ id: orders.id });
  return done.length > 0;
}
