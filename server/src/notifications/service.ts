/**
 * Notifications (spec §7): what happened to the shopper's orders and wallet, and the live streams
 * they asked to be reminded of. Orders, wallet, payments and live write domain events in their own transactions (events/record.ts); the dispatcher
 * (dispatcher.ts) makes each one notification, in the shopper's language, with its message key and
 * params so the page can show it in its own language. Read and marked by their owner; another
 * account's id answers the 404 of a missing one.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationKind } from 'shared-api/contract';
import { isNoticeKey } from 'shared-api/notification-texts';
import type { Db } from '../db/client';
import { notifications } from '../db/schema-notifications';
import { notFound } from '../errors';
import { writePendingInApp } from './dispatcher';

type Row = typeof notifications.$inferSelect;
const shape = (r: Row) => ({
  id: r.id,
  kind: r.kind as NotificationKind,
  title: r.title,
  message: r.body,
  order_id: r.orderId,
  message_key: isNoticeKey(r.messageKey) ? r.messageKey : null,
  params: r.params ?? null,
  read: r.readAt !== null,
  created_at: r.createdAt.toISOString(),
});

async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function listNotifications(db: Db, userId: number, limit = 50) {
  // Read your own news: what is committed shows even while the dispatcher is still on its way.
  await writePendingInApp(db, userId);
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
