/**
 * Notifications (spec §7): what happened to the shopper's orders and wallet, written by the code
 * that makes it happen, inside its transaction (an order moved, a recharge credited or declined, a
 * refund), so a notification exists exactly when the change does. Read and marked by their owner;
 * another account's id answers the 404 of a missing one.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationKind, OrderStatus } from 'shared-api/contract';
import type { Db } from '../db/client';
import { notifications } from '../db/schema-notifications';
import { formatFee } from '../delivery/fees';
import { notFound } from '../rpc/errors';
import { orderNumber } from '../orders/read';
import { STATUS_WORDS } from '../orders/states';

const formatCents = formatFee;

/** The status as a notification's title says it. */
const STATUS_TITLES: Record<OrderStatus, string> = {
  placed: 'Placed', confirmed: 'Confirmed', packed: 'Packed', shipped: 'Shipped', delivered: 'Delivered',
  cancelled: 'Cancelled', return_requested: 'Return requested', returned: 'Returned',
};

/** A database or an open transaction: notifications are written in the caller's. */
type Q = Pick<Db, 'insert' | 'select' | 'update'>;

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  orderId?: number | null;
}

export async function notify(q: Q, n: NewNotification): Promise<void> {
  await q.insert(notifications).values({ userId: n.userId, kind: n.kind, title: n.title, body: n.body, orderId: n.orderId ?? null });
}

/** An order reached `status` (placed is told by the checkout's own answer). */
export const orderStatusNotification = (userId: number, orderId: number, status: OrderStatus): NewNotification => ({
  userId,
  kind: 'order_status',
  orderId,
  title: `Order ${orderNumber(orderId)}: ${STATUS_TITLES[status]}`,
  body: `Your order ${orderNumber(orderId)} is now ${STATUS_WORDS[status]}.`,
});

/** A mobile money payment was not approved, so its order was cancelled (nothing was charged). */
export const paymentCancelNotification = (userId: number, orderId: number, reason: string): NewNotification => ({
  userId,
  kind: 'order_status',
  orderId,
  title: `Order ${orderNumber(orderId)}: ${STATUS_TITLES.cancelled}`,
  body: `Your order ${orderNumber(orderId)} was cancelled: ${reason.replace(/\.$/, '')}. Nothing was charged.`,
});

export const rechargeNotification = (userId: number, amountCents: number, approved: boolean, reason?: string | null): NewNotification =>
  approved
    ? { userId, kind: 'wallet_recharge', title: 'Wallet recharged', body: `${formatCents(amountCents)} was added to your Suuq wallet.` }
    : { userId, kind: 'wallet_recharge_declined', title: 'Recharge not approved', body: `Your wallet recharge of ${formatCents(amountCents)} was not approved${reason ? `: ${reason}` : '.'}` };

export const refundNotification = (userId: number, orderId: number, amountCents: number, method: string): NewNotification => ({
  userId,
  kind: 'refund',
  orderId,
  title: `Refund for order ${orderNumber(orderId)}`,
  body:
    method === 'wallet'
      ? `${formatCents(amountCents)} was refunded to your Suuq wallet.`
      : method === 'mobile_money'
        ? `${formatCents(amountCents)} is being refunded to your mobile money.`
        : `${formatCents(amountCents)} will be refunded in cash.`,
});

type Row = typeof notifications.$inferSelect;
const shape = (r: Row) => ({
  id: r.id,
  kind: r.kind as NotificationKind,
  title: r.title,
  message: r.body,
  order_id: r.orderId,
  read: r.readAt !== null,
  created_at: r.createdAt.toISOString(),
});

async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function listNotifications(db: Db, userId: number, limit = 50) {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id)).limit(limit);
  return { notifications: rows.map(shape), unread_count: await unreadCount(db, userId) };
}

export async function markAllRead(db: Db, userId: number) {
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { marked: marked.length, unread_count: await unreadCount(db, userId) };
}

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

export async function markRead(db: Db, userId: number, id: number) {
  // Read once: the first time stays (coalesce), and another account's row is never touched.
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return { notification: shape(row), unread_count: await unreadCount(db, userId) };
}
