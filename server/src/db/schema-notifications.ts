/**
 * The shopper's notifications (spec §7 Notifications): made from the domain events that orders,
 * wallet and payments write in the same transaction as what they tell (schema-events.ts), once per
 * event; read and marked read by their owner only. PostgreSQL 15 compatible.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { domainEvents } from './schema-events';
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
    /** The domain event it tells (notifications/dispatcher.ts): one notification per event. Null for live reminders. */
    eventId: integer('event_id').references(() => domainEvents.id, { onDelete: 'set null' }),
    /** shared-api/notification-texts key and params: the page shows it again in its own language. */
    messageKey: text('message_key'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    // The header's count: a shopper's unread ones only.
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_event_idx').on(t.eventId),
  ],
);
