/**
 * Product reviews (spec §3 Review): one per order and product, by the order's shopper, once the
 * order is delivered (checked by reviews/submit.ts). The product's rating and review_count
 * columns (schema.ts) are updated in the same transaction. PostgreSQL 15 compatible.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './schema';
import { users } from './schema-auth';
import { orderLines, orders } from './schema-orders';

export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    /** The order line reviewed (the first of that product in the order). */
    orderLineId: integer('order_line_id').notNull().references(() => orderLines.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Once per order line: a second submit (or a race of two) meets this index.
    uniqueIndex('product_reviews_order_product_uq').on(t.orderId, t.productId),
    index('product_reviews_user_idx').on(t.userId, t.id),
    index('product_reviews_product_idx').on(t.productId),
    check('product_reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);
