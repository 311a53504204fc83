/**
 * Moving an order along the state table (states.ts): under a lock on the order's row, so two
 * cancels of one order run one after the other and the second finds it cancelled already — the
 * stock comes back once. Subscribers hear of the change once it is committed.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from 'shared-api/contract';
import type { AuthContext } from '../auth/context';
import { products, stock } from '../db/schema';
import { orderEvents, orderLines, orderShipments, orders } from '../db/schema-orders';
import { BusinessError } from '../rpc/errors';
import { notifySubscribers } from './notify';
import type { Q } from './queries';
import { orderNotFound, orderOut, type OrderRow } from './read';
import { refusal, TRANSITIONS, type OrderAction, type PaymentStatus } from './states';

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

export async function moveOrder(ctx: AuthContext, input: TransitionInput) {
  const t = TRANSITIONS[input.action];
  const reason = input.reason?.trim() || null;
  // The schema asks for one character; a reason of spaces only is no reason either.
  if (t.by === 'shopper' && !reason) throw new BusinessError(400, 'reason_required', REASON_REQUIRED);
  const row = await ctx.db.transaction(async (tx): Promise<OrderRow> => {
    const [current] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), input.userId === undefined ? undefined : eq(orders.userId, input.userId)))
      .for('update');
    if (!current) throw orderNotFound();
    const status = current.status as OrderStatus;
    if (!t.from.includes(status)) throw new BusinessError(409, 'order_state', refusal(status, input.action), { order_status: status });
    const changes: Partial<typeof orders.$inferInsert> = {
      status: t.to,
      paymentStatus: t.payment(current.paymentStatus as PaymentStatus, current.paymentMethod),
      updatedAt: sql`now()` as unknown as Date,
    };
    if (input.action === 'cancel') {
      changes.cancelReason = reason;
      if (input.refundMethod) changes.refundMethod = input.refundMethod;
    }
    if (input.action === 'request_return') {
      changes.returnReason = reason;
      changes.refundMethod = input.refundMethod ?? null;
    }
    const [updated] = await tx.update(orders).set(changes).where(eq(orders.id, current.id)).returning();
    await tx.insert(orderEvents).values({ orderId: current.id, status: t.to, note: input.action === 'cancel' || input.action === 'request_return' ? reason : null });
    if (t.restoresStock) await restoreStock(tx, current.id);
    return updated!;
  });
  notifySubscribers(ctx, row);
  return { order: await orderOut(ctx.db, row), message: t.done };
}
