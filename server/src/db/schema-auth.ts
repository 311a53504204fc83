/**
 * Accounts, sessions, one-time codes, login throttling and the development outbox.
 * Secrets are never stored in clear: session tokens and codes are kept as hashes only.
 * PostgreSQL 15 compatible (no PG 16+ features).
 */
import { sql } from 'drizzle-orm';
import {
  check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Always stored lower-case: e-mail lookups are case-insensitive. */
    email: text('email').notNull(),
    /** Country name as chosen at registration (Somalia and Somaliland share +252). */
    country: text('country').notNull().default('Somalia'),
    /** Dial code with plus sign, e.g. '+252'. */
    dialCode: text('dial_code').notNull(),
    /** Subscriber digits without the dial code. */
    phone: text('phone').notNull(),
    /** Dial code plus digits, e.g. '+252612345678'; login by phone uses it. */
    fullPhone: text('full_phone').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    passwordHash: text('password_hash').notNull(),
    /** 'customer' (every shopper) or 'staff' (may replace product images); set by hand, never by a call. */
    role: text('role').notNull().default('customer'),
    referralCode: text('referral_code'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /**
     * SHA-256 (hex) of the registration ticket: the secret the registering browser holds, needed
     * to verify, resend a code or ask whether the account is verified. Null = none.
     */
    registrationTicketHash: text('registration_ticket_hash'),
    registrationTicketExpiresAt: timestamp('registration_ticket_expires_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The language the shopper reads the shop in ('so' or 'en'; null: never said, the shop's 'so'): their notifications follow it. */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_full_phone_uq').on(t.fullPhone),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the bearer token; the token itself is only ever in the shopper's hands. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Six-digit codes for account verification ('verify'), password reset ('reset') and login by code ('login'). */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** SHA-256 (hex) of salt + code. */
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [
    index('auth_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check('auth_codes_purpose', sql`${t.purpose} in ('verify', 'reset', 'login')`),
  ],
);

/** Failed logins per key ('account:<identifier>' or 'ip:<address>'). */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  /** Failures since the last success (drives the growing lockout). */
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Start of the current one-hour window and the failures inside it (the hourly cap). */
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  windowFailures: integer('window_failures').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Messages the local outbox "sent" (development, tests and demo only). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    channel: text('channel').notNull(),
    template: text('template').notNull(),
    code: text('code'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.id)],
);
