/**
 * The Student & Grad discount (spec §1): one row per account. The pending columns hold the school
 * e-mail a code was last sent to and that code (salted hash only); the verified columns hold the
 * e-mail that was proven and until when the discount runs. A school e-mail verifies one account
 * only: the unique index on verified_email holds that whatever races the calls run into.
 * PostgreSQL 15 compatible.
 */
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './schema-auth';

export const studentDiscounts = pgTable(
  'student_discounts',
  {
    userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    /** The school e-mail (lower-case) and kind the last code went to; null once verified. */
    pendingEmail: text('pending_email'),
    pendingKind: text('pending_kind'),
    codeSalt: text('code_salt'),
    /** SHA-256 (hex) of salt + code. */
    codeHash: text('code_hash'),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** The proven school e-mail (lower-case) and kind; null until a code was confirmed. */
    verifiedEmail: text('verified_email'),
    kind: text('kind'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('student_discounts_verified_email_uq').on(t.verifiedEmail),
    check('student_discounts_kind', sql`${t.kind} is null or ${t.kind} in ('student', 'graduate')`),
    check('student_discounts_pending_kind', sql`${t.pendingKind} is null or ${t.pendingKind} in ('student', 'graduate')`),
  ],
);
