/**
 * Notes the shopper adds to an order after placing it (spec §7 .../{id}/note). They are for the
 * people who pack and deliver it, so an order that is over — cancelled or returned, the states no
 * action leaves (states.ts) — takes none, and an order holds a bounded number.
 */
import { and, count, eq } from 'drizzle-orm';
import type { OrderStatus } from 'shared-api/contract';
import type { Db } from '../db/client';
import { orderNotes, orders } from '../db/schema-orders';
import { BusinessError } from '../errors';
import { orderNotFound, ownOrder, type OrderOut } from './read';
import { ORDER_ACTIONS, allows } from './states';

/**
 * Notes one order may hold. A shopper adds one or two (the gate code, a new time); twenty is room
 * for a long delivery, and keeps one account from filling the order page and the table with
 * thousands of 500-character notes.
 */
export const NOTES_PER_ORDER_MAX = 20;

export const NOTE_ADDED = 'Note added';
export const NOTES_FULL = `This order already has ${NOTES_PER_ORDER_MAX} notes, the most it can hold. Contact support if you need to tell us more.`;
export const NOTE_ON_FINISHED_ORDER: Partial<Record<OrderStatus, string>> = {
  cancelled: 'This order has been cancelled: notes can no longer be added to it.',
  returned: 'This order has been returned: notes can no longer be added to it.',
};

/** A state no action leaves (cancelled, returned): nobody will read a note on it. */
const isFinal = (status: OrderStatus) => !ORDER_ACTIONS.some((action) => allows(status, action));

/** Another account's order answers the 404 of a missing one (read.ts). */
export async function addOrderNote(db: Db, userId: number, orderId: number, note: string): Promise<{ order: OrderOut; message: string }> {
  await db.transaction(async (tx) => {
    // The order row locked first (orders/README.md lock order): two notes sent at once are counted
    // one after the other, and a cancel cannot slip between the check and the note.
    const [row] = await tx.select({ status: orders.status }).from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).for('update');
    if (!row) throw orderNotFound();
    const status = row.status as OrderStatus;
    if (isFinal(status)) {
      const message = NOTE_ON_FINISHED_ORDER[status] ?? `This order is ${status}: notes can no longer be added to it.`;
      throw new BusinessError(409, 'order_state', message, { order_status: status });
    }
    const [held] = await tx.select({ n: count() }).from(orderNotes).where(eq(orderNotes.orderId, orderId));
    if (Number(held?.n ?? 0) >= NOTES_PER_ORDER_MAX) throw new BusinessError(409, 'notes_full', NOTES_FULL);
    await tx.insert(orderNotes).values({ orderId, note: note.trim() });
  });
  return { order: await ownOrder(db, userId, orderId), message: NOTE_ADDED };
}
