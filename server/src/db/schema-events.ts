/**
 * Domain events: what happened to a shopper's order, payment or wallet, or to a live stream they
 * asked to be reminded of, written by orders, wallet, payments and live in the same transaction as the change itself, so a rolled-back change
 * leaves none and a crash after the commit loses none. The notifications dispatcher turns each into
 * the shopper's notification and messages once (notifications/dispatcher.ts); nothing else reads
 * them, so the writers never depend on notifications. PostgreSQL 15 compatible.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { orders } from './schema-orders';

export const domainEvents = pgTable(
  'domain_events',
  {
    id: serial('id').primaryKey(),
    /** events/record.ts DomainEvent kinds: order_placed, order_status, order_payment, refund, wallet_recharge, live_started. */
    kind: text('kind').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, string | number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A dispatcher holds the event until then (another process may take it over after). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** The channels its message already went out on: a retry never sends one twice. */
    sentChannels: text('sent_channels').array().notNull().default(sql`'{}'::text[]`),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [index('domain_events_pending_idx').on(t.id).where(sql`${t.dispatchedAt} is null`)],
);
