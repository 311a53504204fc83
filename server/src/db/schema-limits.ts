/**
 * Rate limits: one row per counted hit (src/limits/counter.ts). Shared by every API process, kept
 * across restarts; a hit row goes once it has left its window (expires_at). PostgreSQL 15 compatible.
 */
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What is limited and for whom, e.g. `advisor-ask:user:42`. */
    key: text('key').notNull(),
    hitAt: timestamp('hit_at', { withTimezone: true }).notNull(),
    /** hit_at + the limit's window: past it the hit counts for nothing and may be deleted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_key_idx').on(t.key, t.hitAt), index('rate_limit_hits_expires_idx').on(t.expiresAt)],
);
