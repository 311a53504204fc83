/**
 * The shopper's notifications (spec §7 Notifications): written in the same transaction as what
 * they tell (an order's status change, a wallet recharge or refund), read and marked read by their
 * owner only. PostgreSQL 15 compatible.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { orders } from './schema-orders';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** order_status, wallet_recharge, wallet_recharge_declined, refund, live_started (shared-api NOTIFICATION_KINDS). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    // The header's count: a shopper's unread ones only.
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
