/**
 * The wallet, membership points and mobile money payments. Money in integer cents. The balance
 * columns are what the ledgers sum to (held by the code that posts entries, under a row lock) and
 * never go below zero (CHECKs). The partial unique indexes make posting idempotent: one recharge
 * credit per payment, one payment and one refund per order, points earned once per order.
 * PostgreSQL 15 compatible.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { orders } from './schema-orders';

export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    balanceCents: integer('balance_cents').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balanceCents} >= 0`)],
);

/** A mobile money payment through the gateway: a wallet recharge or an order paid now. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** 'recharge' or 'order'. */
    purpose: text('purpose').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    phone: text('phone').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** pending, approved, declined, failed (shared-api PAYMENT_STATUSES). */
    status: text('status').notNull().default('pending'),
    /** Our reference sent to the gateway (its referenceId): how a late answer finds this row. */
    reference: text('reference').notNull(),
    gatewayTransactionId: text('gateway_transaction_id'),
    gatewayCode: text('gateway_code'),
    message: text('message'),
    /** The Idempotency-Key of the recharge request that made it (recharges only). */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    checks: integer('checks').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_reference_uq').on(t.reference),
    uniqueIndex('payments_recharge_key_uq').on(t.userId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('payments_order_uq').on(t.orderId).where(sql`${t.purpose} = 'order'`),
    index('payments_user_idx').on(t.userId, t.id),
    index('payments_pending_idx').on(t.nextCheckAt).where(sql`${t.status} = 'pending'`),
    check('payments_status', sql`${t.status} in ('pending', 'approved', 'declined', 'failed')`),
    check('payments_purpose', sql`${t.purpose} in ('recharge', 'order')`),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** The wallet's ledger: the balance is the sum of amount_cents. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** recharge, order_payment, refund, points_redemption (shared-api WALLET_ENTRY_KINDS). */
    kind: text('kind').notNull(),
    /** Signed: credits add, an order payment takes. */
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId, t.id),
    uniqueIndex('wallet_entries_recharge_uq').on(t.paymentId).where(sql`${t.kind} = 'recharge'`),
    uniqueIndex('wallet_entries_order_payment_uq').on(t.orderId).where(sql`${t.kind} = 'order_payment'`),
    uniqueIndex('wallet_entries_refund_uq').on(t.orderId).where(sql`${t.kind} = 'refund'`),
    check('wallet_entries_kind', sql`${t.kind} in ('recharge', 'order_payment', 'refund', 'points_redemption')`),
    check('wallet_entries_amount_not_zero', sql`${t.amountCents} <> 0`),
    check('wallet_entries_balance_not_negative', sql`${t.balanceAfterCents} >= 0`),
  ],
);

export const pointsAccounts = pgTable(
  'points_accounts',
  {
    userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('points_accounts_not_negative', sql`${t.points} >= 0`)],
);

/** The points ledger: the account's points are the sum of `points`. */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** earned, redeemed, reversed (shared-api POINTS_ENTRY_KINDS). */
    kind: text('kind').notNull(),
    points: integer('points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_entries_user_idx').on(t.userId, t.id),
    uniqueIndex('points_entries_earned_uq').on(t.orderId).where(sql`${t.kind} = 'earned'`),
    uniqueIndex('points_entries_reversed_uq').on(t.orderId).where(sql`${t.kind} = 'reversed'`),
    check('points_entries_kind', sql`${t.kind} in ('earned', 'redeemed', 'reversed')`),
    check('points_entries_not_zero', sql`${t.points} <> 0`),
    check('points_entries_balance_not_negative', sql`${t.balanceAfter} >= 0`),
  ],
);
