/**
 * One-time codes (verification, password reset and login by code): 6 CSPRNG digits, salted hash only, 10 minutes,
 * single use, dead after 5 wrong tries. A new code replaces every older one of the same purpose.
 */
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { AUTH_LIMITS } from '../contract';
import { authCodes } from '../db/schema-auth';
import { takeHits } from '../limits/counter';
import { LIMITS, ruleFor } from '../limits/rules';
import { BusinessError } from '../errors';
import type { AuthContext } from './context';
import { secondsText } from './rules';
import { codeHash, newCode, newSalt, sameHex } from './secrets';

export type CodePurpose = 'verify' | 'reset' | 'login';

const VALID_MS = AUTH_LIMITS.codeValidMinutes * 60_000;

export const cooldownError = (seconds: number) =>
  new BusinessError(429, 'cooldown', `Please wait ${secondsText(seconds)} before requesting a new code.`, { retry_after: seconds });

/**
 * Claims the sending of a new code of this purpose: `cooldownSeconds` after the last one (0: no
 * cooldown here) and no more than CODES_PER_HOUR an hour, so nobody can flood a shopper's phone.
 * Both are counted in one step by the shared limiter (limits/counter.ts) BEFORE the code is made:
 * parallel requests in any number of API processes cannot all see "none sent yet".
 * 0 = claimed, the caller sends; else the seconds to wait.
 */
export async function claimCodeSend(ctx: AuthContext, userId: number, purpose: CodePurpose, cooldownSeconds: number): Promise<number> {
  const subject = `user:${userId}`;
  const rules = [ruleFor(LIMITS.codesPerHour(purpose), subject)];
  if (cooldownSeconds > 0) rules.push(ruleFor(LIMITS.codeCooldown(purpose, cooldownSeconds), subject));
  const hit = await takeHits(ctx.db, rules, ctx.now());
  return hit.taken ? 0 : hit.retryAfterSeconds;
}

/** Stores a fresh code (older ones of the purpose stop working) and returns it in clear, once. */
export async function issueCode(ctx: AuthContext, userId: number, purpose: CodePurpose): Promise<string> {
  const code = newCode();
  const salt = newSalt();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(authCodes)
      .set({ usedAt: now })
      .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose), isNull(authCodes.usedAt)));
    await tx.insert(authCodes).values({
      userId, purpose, salt, codeHash: codeHash(salt, code), createdAt: now, expiresAt: new Date(now.getTime() + VALID_MS),
    });
  });
  return code;
}

export type CodeOutcome = 'ok' | 'none' | 'expired' | 'dead' | { wrong: number };

/**
 * Checks a code against the user's latest one and uses it up when it fits. Each step is one
 * conditional UPDATE, so two requests at once can neither both use a code nor exceed 5 tries.
 */
export async function consumeCode(ctx: AuthContext, userId: number, purpose: CodePurpose, code: string): Promise<CodeOutcome> {
  const now = ctx.now();
  const [latest] = await ctx.db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose)))
    .orderBy(desc(authCodes.id))
    .limit(1);
  if (!latest || latest.usedAt) return 'none';
  if (latest.failedAttempts >= AUTH_LIMITS.codeMaxWrongTries) return 'dead';
  if (latest.expiresAt.getTime() <= now.getTime()) return 'expired';
  const live = and(eq(authCodes.id, latest.id), isNull(authCodes.usedAt), lt(authCodes.failedAttempts, AUTH_LIMITS.codeMaxWrongTries));
  if (sameHex(codeHash(latest.salt, code), latest.codeHash)) {
    const used = await ctx.db.update(authCodes).set({ usedAt: now }).where(live).returning({ id: authCodes.id });
    return used.length ? 'ok' : 'none';
  }
  const [counted] = await ctx.db
    .update(authCodes)
    .set({ failedAttempts: sql`${authCodes.failedAttempts} + 1` })
    .where(live)
    .returning({ failedAttempts: authCodes.failedAttempts });
  if (!counted) return 'none';
  const left = AUTH_LIMITS.codeMaxWrongTries - counted.failedAttempts;
  return left > 0 ? { wrong: left } : 'dead';
}
