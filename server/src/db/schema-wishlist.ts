/**
 * The wishlist (spec §3 Wishlist item): one row per shopper and product. Name, price, image and
 * slug are read from the product at every list, so a price change shows on the wishlist too.
 * PostgreSQL 15 compatible.
 */
import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { products } from './schema';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Adding twice is one item, whatever races two taps (or two API processes) run into.
    uniqueIndex('wishlist_items_user_product_uq').on(t.userId, t.productId),
    index('wishlist_items_user_idx').on(t.userId, t.id),
  ],
);
