/**
 * The catalogue's tables. PostgreSQL dialect only: the same schema runs on PGlite (PG 18) and on a
 * PostgreSQL 15 server, so nothing here may need a PG 16+ feature.
 */
import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Main categories have parent_id null; subcategories point at their main category. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameSo: text('name_so').notNull(),
    /** Colour of the image card of products in this category (hex). */
    colour: text('colour').notNull().default('#f2e8dc'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_slug_uq').on(t.slug), index('categories_parent_idx').on(t.parentId)],
);

export const sellers = pgTable(
  'sellers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull().default('Somalia'),
    phone: text('phone'),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sellers_slug_uq').on(t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameSo: text('name_so').notNull(),
    description: text('description').notNull().default(''),
    descriptionSo: text('description_so').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    oldPriceCents: integer('old_price_cents'),
    /** Always a subcategory: a main category's list is the union of its subcategories. */
    categoryId: integer('category_id').notNull().references(() => categories.id),
    brand: text('brand').notNull().default(''),
    origin: text('origin').notNull().default(''),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    isHaadExpress: boolean('is_haad_express').notNull().default(false),
    isLiveStream: boolean('is_live_stream').notNull().default(false),
    freeDelivery: boolean('free_delivery').notNull().default(false),
    hasVideos: boolean('has_videos').notNull().default(false),
    hasLeaflets: boolean('has_leaflets').notNull().default(false),
    videoUrl: text('video_url'),
    deliveryMethod: text('delivery_method').notNull().default('Standard'),
    sellerId: integer('seller_id').references(() => sellers.id),
    /** Fluent Emoji Flat icon name the product image is rendered from. */
    emoji: text('emoji').notNull().default('shopping-bags'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last change (a trigger sets it on every update): the product updates poll reads it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    // A category page lists by sales (id breaks ties): 20 rows read in index order, no sort. NULLS
    // FIRST as in `order by sold_count desc`, or the planner cannot use it for that order.
    index('products_category_sold_idx').on(t.categoryId, t.soldCount.desc().nullsFirst(), t.id),
    index('products_sold_idx').on(t.soldCount),
    index('products_created_idx').on(t.createdAt),
    index('products_updated_idx').on(t.updatedAt),
    index('products_price_idx').on(t.priceCents),
    index('products_seller_idx').on(t.sellerId),
  ],
);

/** Curated homepage sections (the ones not derived from sales, dates or prices). */
export const productSections = pgTable(
  'product_sections',
  {
    section: text('section').notNull(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.section, t.productId] }), index('product_sections_pos_idx').on(t.section, t.position)],
);

export const stockLocations = pgTable('stock_locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isWarehouse: boolean('is_warehouse').notNull().default(false),
  sellerId: integer('seller_id').references(() => sellers.id),
  city: text('city').notNull().default('Muqdisho'),
});

export const stock = pgTable(
  'stock',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    stockLocationId: integer('stock_location_id').notNull().references(() => stockLocations.id),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.stockLocationId] }),
    index('stock_location_idx').on(t.stockLocationId),
    check('stock_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/** Position 0 is the main image; the others are the gallery's additional images. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    emoji: text('emoji').notNull(),
    /** Hex colour of the card behind the emoji; null uses the category's colour. */
    colour: text('colour'),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);
