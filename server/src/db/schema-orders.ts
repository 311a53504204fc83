/**
 * Addresses, orders and what hangs off them. Money in integer cents. An order copies the address
 * and every price it was placed with, so later edits (an address deleted, a price changed) never
 * change an order. PostgreSQL 15 compatible (no PG 16+ features).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { products, sellers, stockLocations } from './schema';

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    region: text('region').notNull(),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    deliveryMethod: text('delivery_method').notNull().default('Standard'),
    details: text('details').notNull().default(''),
    phone: text('phone').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.id),
    // At most one default per user, held by the database whatever races the calls run into.
    uniqueIndex('addresses_one_default_uq').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** placed, confirmed, packed, shipped, delivered, cancelled, return_requested, returned (orders/states.ts). */
    status: text('status').notNull().default('placed'),
    paymentMethod: text('payment_method').notNull(),
    /** unpaid, pending, paid, failed, refund_pending, refunded. */
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    /** Mobile money: the service and the paying phone. */
    paymentProvider: text('payment_provider'),
    paymentPhone: text('payment_phone'),
    /** Wallet credit that came from points redeemed at checkout (part of the wallet payment). */
    pointsValueCents: integer('points_value_cents').notNull().default(0),
    /** The saved address it was copied from; null once that address is deleted. */
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    country: text('country').notNull(),
    region: text('region').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    addressDetails: text('address_details').notNull().default(''),
    phone: text('phone').notNull().default(''),
    subtotalCents: integer('subtotal_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    /** The Student & Grad discount taken off the items (schema-student.ts); total is after it. */
    studentDiscountCents: integer('student_discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    note: text('note'),
    cancelReason: text('cancel_reason'),
    returnReason: text('return_reason'),
    refundMethod: text('refund_method'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.id),
    check('orders_status', sql`${t.status} in ('placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'return_requested', 'returned')`),
    check('orders_money_not_negative', sql`${t.subtotalCents} >= 0 and ${t.deliveryFeeCents} >= 0 and ${t.totalCents} >= 0`),
  ],
);

/** One per stock location an order ships from, with that location's fee. */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    stockLocationId: integer('stock_location_id').notNull().references(() => stockLocations.id),
    sellerId: integer('seller_id').references(() => sellers.id),
    deliveryMethod: text('delivery_method').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    freeDeliveryReason: text('free_delivery_reason'),
    minimumOrderCents: integer('minimum_order_cents'),
    estimatedDeliveryTime: text('estimated_delivery_time').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
  },
  (t) => [index('order_shipments_order_idx').on(t.orderId), uniqueIndex('order_shipments_location_uq').on(t.orderId, t.stockLocationId)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    shipmentId: integer('shipment_id').notNull().references(() => orderShipments.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    variantId: integer('variant_id'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

/** The timeline: every state the order reached, with the reason of a cancel or return. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** Notes the shopper adds after placing the order. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.id)],
);

/** Status updates by WhatsApp or e-mail the shopper asked for. */
export const orderSubscriptions = pgTable(
  'order_subscriptions',
  {
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_subscriptions_uq').on(t.orderId, t.channel)],
);

/**
 * One row per (user, Idempotency-Key) of an order creation: the hash of the request it came with
 * and the order it made. The unique key makes a second request with the same key wait for the
 * first one's transaction, then find its order.
 */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_idempotency_keys_uq').on(t.userId, t.key)],
);
