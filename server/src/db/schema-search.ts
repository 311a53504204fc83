/**
 * Search, media files and change tracking of the catalogue. Triggers (migrations 0004 and 0005)
 * keep product_search, search_words, products.updated_at and product_deletions in step with every
 * write to products, whoever writes. PostgreSQL 15 compatible.
 */
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './schema';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * The search document of each product: name and Somali name weight A, brand and category names B,
 * descriptions C; 'simple' lexemes (Somali words stay whole) plus English stems of the English text.
 * A regular column written by trigger, not a generated column, so PostgreSQL 15 runs it too.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
    /**
     * The name's words alone, and the name's with brand and category names (the A and B parts of
     * the document, without positions): each with its own index, so relevance tiers (every word in
     * the name, then in name, brand or category) are found through an index, not by reading every
     * match of a common word.
     */
    nameDocument: tsvector('name_document').notNull().default(sql`''::tsvector`),
    headDocument: tsvector('head_document').notNull().default(sql`''::tsvector`),
    // Sort keys copied from products (by trigger): sorting the matches needs no join with products.
    priceCents: integer('price_cents').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('product_search_document_idx').using('gin', t.document),
    index('product_search_name_idx').using('gin', t.nameDocument),
    index('product_search_head_idx').using('gin', t.headDocument),
    // Best sellers first: a relevance tier of a common word is read by walking it until the page
    // is full, not by sorting all of the tier. NULLS FIRST is what `desc` means in an order by.
    // It also carries (INCLUDE, a custom migration: drizzle-kit cannot express it)
    // price_cents, review_count, rating, name_document and head_document: the walk reads the index
    // alone (an index-only scan), not one table page per product walked.
    index('product_search_sold_idx').on(t.soldCount.desc().nullsFirst(), t.productId),
  ],
);

/** Every word of the indexed text ('simple' lexemes) and in how many products it occurs: typo corrections come from here. */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    ndoc: integer('ndoc').notNull().default(0),
  },
  (t) => [
    // GIN answers 'similar above the threshold' (%), GiST 'the nearest few' (<->, for one-edit typos).
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
    index('search_words_trgm_gist_idx').using('gist', t.word.op('gist_trgm_ops')),
  ],
);

/** Uploaded bytes of a product: its main image (fix-image), leaflets and videos. */
export const productFiles = pgTable(
  'product_files',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    body: bytea('body').notNull(),
    /** Strong ETag of the body, computed when it is stored. */
    etag: text('etag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_files_product_idx').on(t.productId, t.kind),
    check('product_files_kind_check', sql`${t.kind} in ('image', 'leaflet', 'media')`),
  ],
);

/** Deleted products, so the updates poll can answer 'delete' (written by trigger). */
export const productDeletions = pgTable(
  'product_deletions',
  {
    productId: integer('product_id').primaryKey(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_deletions_at_idx').on(t.deletedAt)],
);
