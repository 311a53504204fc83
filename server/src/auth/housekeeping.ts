/** Drops rows nobody can use any more, so the auth tables stay small. */
import { and, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authCodes, loginThrottle, sessions } from '../db/schema-auth';

const DAY = 24 * 3600_000;

export async function pruneAuthData(db: Db, now: Date = new Date()) {
  const dayAgo = new Date(now.getTime() - DAY);
  // Expired or revoked sessions are kept a day (for the logs of that day), then go.
  const s = await db.delete(sessions).where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo))).returning({ id: sessions.id });
  // The hourly code cap looks one hour back: a day-old code counts for nothing.
  const c = await db.delete(authCodes).where(lt(authCodes.expiresAt, dayAgo)).returning({ id: authCodes.id });
  // A key quiet for an hour is forgiven anyway; quiet for a day and not locked, it can go.
  const t = await db
    .delete(loginThrottle)
    .where(and(lt(loginThrottle.updatedAt, dayAgo), or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now))))
    .returning({ key: loginThrottle.key });
  return { sessions: s.length, codes: c.length, throttle: t.length };
}
