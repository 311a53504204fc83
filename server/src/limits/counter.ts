/**
 * The shop's one rate limiter: "at most `limit` hits of `key` in any `windowMs`", counted in the
 * database so every API process shares the count and a restart forgets nothing.
 *
 * Why a row per hit counted under a lock (and not a counter row bumped by INSERT … ON CONFLICT DO
 * UPDATE): a counter row can only count fixed windows (3 an hour would let 6 through across an
 * hour's edge), while the limits the shop states are sliding ("in the last hour"), and the
 * answer's retry_after must be when the oldest counted hit leaves the window. So a hit is taken in
 * one transaction that first takes a transaction advisory lock on the key, then counts the key's
 * hits in the window and inserts one only when under the limit. Parallel requests for one key, in
 * any number of processes, queue on the lock: each counts what the previous one committed (READ
 * COMMITTED reads afresh per statement), so the check and the record cannot be split by an await.
 * Different keys never wait on each other (a hash collision only makes two keys queue together).
 * Within one process the hits on a key first queue in memory (key-queue.ts), so waiters hold no
 * pooled connection. PGlite runs the same SQL (it serialises queries anyway).
 *
 * A hit can be given back (`giveBack`) when the action it paid for did not happen (a message the
 * gateway refused), so only real sends count.
 */
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema-limits';
import { keyQueue } from './key-queue';

export interface LimitRule {
  /** What is limited and for whom, e.g. `advisor-ask:user:42`. */
  key: string;
  limit: number;
  windowMs: number;
}

/** Taken: the hits to give back if the action does not happen; refused: whole seconds to wait (≥ 1). */
export type LimitOutcome = { taken: true; hitIds: number[] } | { taken: false; retryAfterSeconds: number };

/** Advisory lock class of rate-limit keys (the second key is the key's hashtext). */
const ADVISORY_LIMIT = 1_313_000_002;

/**
 * One hit on every rule, all or none: if any rule is at its limit nothing is counted and the
 * longest wait is returned. Keys are locked in sorted order, so two callers never deadlock.
 */
export async function takeHits(db: Db, rules: LimitRule[], now: Date): Promise<LimitOutcome> {
  const sorted = [...rules].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // Queued in this process first (key-queue.ts): waiters for a key hold no pooled connection.
  return keyQueue(db).run(sorted.map((rule) => rule.key), () => db.transaction(async (tx) => {
    let wait = 0;
    for (const rule of sorted) {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LIMIT}, hashtext(${rule.key}))`);
      const since = new Date(now.getTime() - rule.windowMs);
      // Hits that left the window count for nothing: dropped here, and by the hourly sweep.
      await tx.delete(rateLimitHits).where(and(eq(rateLimitHits.key, rule.key), lte(rateLimitHits.hitAt, since)));
      const hits = await tx
        .select({ hitAt: rateLimitHits.hitAt })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, rule.key), gt(rateLimitHits.hitAt, since)))
        .orderBy(rateLimitHits.hitAt);
      if (hits.length >= rule.limit) {
        // One slot frees when the hit `limit` places before the next one leaves the window.
        const freesAt = hits[hits.length - rule.limit]!.hitAt.getTime() + rule.windowMs;
        wait = Math.max(wait, Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)));
      }
    }
    if (wait > 0) return { taken: false, retryAfterSeconds: wait };
    const rows = await tx
      .insert(rateLimitHits)
      .values(sorted.map((rule) => ({ key: rule.key, hitAt: now, expiresAt: new Date(now.getTime() + rule.windowMs) })))
      .returning({ id: rateLimitHits.id });
    return { taken: true, hitIds: rows.map((r) => Number(r.id)) };
  }));
}

/** One hit on one rule. */
export async function takeHit(db: Db, rule: LimitRule, now: Date): Promise<LimitOutcome> {
  return takeHits(db, [rule], now);
}

/** Gives back the hits of an action that did not happen (one statement; never below zero). */
export async function giveBack(db: Db, outcome: LimitOutcome): Promise<void> {
  if (outcome.taken && outcome.hitIds.length) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, outcome.hitIds));
}

/** The hourly sweep: hits past their window (keys nobody uses any more leave no rows behind). */
export async function pruneRateLimitHits(db: Db, now: Date = new Date()): Promise<number> {
  const gone = await db.delete(rateLimitHits).where(lte(rateLimitHits.expiresAt, now)).returning({ id: rateLimitHits.id });
  return gone.length;
}
