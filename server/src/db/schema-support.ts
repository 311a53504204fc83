/**
 * Customer service: the messages shoppers and visitors send from Help → Customer Service. Kept
 * whether or not the e-mail to support went out, so nothing a shopper wrote is lost; the hourly
 * limits count them. PostgreSQL 15 compatible.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { orders } from './schema-orders';

export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    /** The sender's account when sent with a session; null for a visitor. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Where support replies: an e-mail address (lower case) or a phone as '+<digits>'. */
    contact: text('contact').notNull(),
    /** email or phone. */
    replyBy: text('reply_by').notNull(),
    /** shared-api SUPPORT_TOPICS. */
    topic: text('topic').notNull(),
    /** One of the sender's own orders (checked when sent). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    /** The network address it came from, for the hourly limit. */
    ip: text('ip').notNull(),
    /** sent (e-mailed to support) or failed (stored, the e-mail was refused). */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The hourly limits count recent messages of one reply address and of one network address.
  (t) => [index('support_messages_contact_idx').on(t.contact, t.createdAt), index('support_messages_ip_idx').on(t.ip, t.createdAt)],
);
