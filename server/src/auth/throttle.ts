/**
 * Failed-login throttling, kept in the database so it holds across restarts and processes.
 *
 * - per account and IP together: from the 5th failure a lockout of 1 s, doubling per failure up to
 *   15 min — an attacker guessing from one address slows only that address;
 * - per IP: the same from the 50th failure (guessing across many accounts; mobile networks share
 *   addresses, so the threshold is high);
 * - per account: at most 100 failures an hour from all addresses together; beyond that the account
 *   waits for the hour to end. So a distributed attacker gets 100 guesses an hour at most, and a
 *   real shopper is never locked out for more than an hour (15 min from their own address).
 * An hour without failures forgives a key. A success clears the account-and-IP key.
 *
 * Every attempt is counted BEFORE its password is checked, in one transaction that locks the rows
 * of its keys (takeAttempt): N attempts at once, in any number of API processes, cannot all see
 * "not locked yet" — the 5th sets the lock the 6th is refused by. Within a process the attempts on
 * a key queue in memory before that transaction (limits/key-queue.ts), so a burst of guesses at
 * one account never fills the connection pool. A success gives its count back.
 * Owners locked out by someone else's guesses still get in with a login code (login-code.ts).
 */
import { eq, inArray, isNull, like, lte, or, sql } from 'drizzle-orm';
import { loginThrottle } from '../db/schema-auth';
import { BusinessError } from '../errors';
import { keyQueue } from '../limits/key-queue';
import type { AuthContext } from './context';
import { secondsText } from './rules';

export interface ThrottleRule {
  /** Failures before the first lockout (0 = no growing lockout). */
  threshold: number;
  maxLockSeconds: number;
  /** Failures allowed per hour (0 = no cap). */
  hourlyCap: number;
}

export const RULES = {
  accountIp: { threshold: 5, maxLockSeconds: 900, hourlyCap: 0 },
  ip: { threshold: 50, maxLockSeconds: 900, hourlyCap: 0 },
  account: { threshold: 0, maxLockSeconds: 0, hourlyCap: 100 },
} satisfies Record<string, ThrottleRule>;

const HOUR = 3600_000;

export const loginKeys = (identifier: string, ip: string) => ({
  accountIp: `acct-ip:${identifier}|${ip}`,
  ip: `ip:${ip}`,
  account: `acct:${identifier}`,
});

/** Lockout after `failures` failures: 1 s at the threshold, doubling, capped. */
export function lockSeconds(failures: number, rule: ThrottleRule): number {
  if (!rule.threshold || failures < rule.threshold) return 0;
  return Math.min(2 ** (failures - rule.threshold), rule.maxLockSeconds);
}

/** Seconds until every one of these rows is free again (0 = free now). */
function secondsLocked(rows: { lockedUntil: Date | null }[], now: Date): number {
  let wait = 0;
  for (const row of rows) {
    const until = row.lockedUntil?.getTime() ?? 0;
    if (until > now.getTime()) wait = Math.max(wait, Math.ceil((until - now.getTime()) / 1000));
  }
  return wait;
}

/** Seconds until every key is free again (0 = free now). */
export async function retryAfter(ctx: AuthContext, keys: string[]): Promise<number> {
  const rows = await ctx.db.select({ lockedUntil: loginThrottle.lockedUntil }).from(loginThrottle).where(inArray(loginThrottle.key, keys));
  return secondsLocked(rows, ctx.now());
}

export interface Attempt {
  key: string;
  rule: ThrottleRule;
}

/**
 * Counts one attempt on every key, before the password is checked: 0 = counted, go on; else the
 * seconds to wait (and nothing is counted). The rows are locked in key order (no deadlock between
 * two attempts), so parallel attempts are counted one after the other, each seeing the lock the
 * previous one set: the 5th attempt sets a 1-s lock, the 6th is refused.
 */
export async function takeAttempt(ctx: AuthContext, attempts: Attempt[]): Promise<number> {
  const now = ctx.now();
  const sorted = [...attempts].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const keys = sorted.map((a) => a.key);
  // Queued in this process first (limits/key-queue.ts): waiters for a key hold no pooled connection.
  return keyQueue(ctx.db).run(keys, () => ctx.db.transaction(async (tx) => {
    await tx
      .insert(loginThrottle)
      .values(keys.map((key) => ({ key, windowStart: now, updatedAt: now })))
      .onConflictDoNothing();
    const rows = await tx.select().from(loginThrottle).where(inArray(loginThrottle.key, keys)).orderBy(loginThrottle.key).for('update');
    const wait = secondsLocked(rows, now);
    if (wait > 0) return wait;
    for (const { key, rule } of sorted) {
      const row = rows.find((r) => r.key === key);
      if (!row) continue;
      const quiet = now.getTime() - row.updatedAt.getTime() >= HOUR;
      const failures = (quiet ? 0 : row.failures) + 1;
      const newWindow = now.getTime() - row.windowStart.getTime() >= HOUR;
      const windowStart = newWindow ? now : row.windowStart;
      const windowFailures = (newWindow ? 0 : row.windowFailures) + 1;
      let lockedUntil = new Date(now.getTime() + lockSeconds(failures, rule) * 1000);
      if (rule.hourlyCap && windowFailures >= rule.hourlyCap) lockedUntil = new Date(windowStart.getTime() + HOUR);
      await tx
        .update(loginThrottle)
        .set({ failures, windowStart, windowFailures, lockedUntil: lockedUntil > now ? lockedUntil : null, updatedAt: now })
        .where(eq(loginThrottle.key, key));
    }
    return 0;
  }));
}

/**
 * Gives back the count of an attempt that succeeded (one statement, so it cannot lose a parallel
 * count); a lock that count alone had set is lifted.
 */
export async function refundAttempt(ctx: AuthContext, { key, rule }: Attempt): Promise<void> {
  const failures = sql`greatest(${loginThrottle.failures} - 1, 0)`;
  const windowFailures = sql`greatest(${loginThrottle.windowFailures} - 1, 0)`;
  const stillLocked = rule.hourlyCap
    ? sql`(${failures} >= ${rule.threshold || 2 ** 30} or ${windowFailures} >= ${rule.hourlyCap})`
    : sql`${failures} >= ${rule.threshold || 2 ** 30}`;
  await ctx.db
    .update(loginThrottle)
    .set({
      failures,
      windowFailures,
      lockedUntil: sql`case when ${stillLocked} then ${loginThrottle.lockedUntil} else null end`,
    })
    .where(eq(loginThrottle.key, key));
}

/**
 * Claims a "not again before" mark in one statement (parallel requests cannot both pass, unlike a
 * read then a write): 0 = claimed, the caller may go on; else the seconds until it may (at least 1).
 */
export async function claimCooldown(ctx: AuthContext, key: string, seconds: number): Promise<number> {
  const now = ctx.now();
  const lockedUntil = new Date(now.getTime() + seconds * 1000);
  const claimed = await ctx.db
    .insert(loginThrottle)
    .values({ key, windowStart: now, updatedAt: now, lockedUntil })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: { lockedUntil, updatedAt: now },
      setWhere: or(isNull(loginThrottle.lockedUntil), lte(loginThrottle.lockedUntil, now)),
    })
    .returning({ key: loginThrottle.key });
  return claimed.length > 0 ? 0 : Math.max(1, await retryAfter(ctx, [key]));
}

export async function clearKey(ctx: AuthContext, key: string): Promise<void> {
  await ctx.db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** After a password reset the shopper may log in at once from anywhere. */
export async function clearAccount(ctx: AuthContext, identifier: string): Promise<void> {
  const escaped = identifier.replace(/[\\%_]/g, (c) => `\\${c}`);
  await ctx.db.delete(loginThrottle).where(like(loginThrottle.key, `acct-ip:${escaped}|%`));
  await clearKey(ctx, `acct:${identifier}`);
}

export const tooManyAttempts = (seconds: number) =>
  new BusinessError(429, 'rate_limited', `Too many failed login attempts. Please try again in ${secondsText(seconds)}.`, { retry_after: seconds });
