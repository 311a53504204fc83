/**
 * The Student & Grad discount (spec §1): a 6-digit code to a school e-mail, confirmed by the
 * shopper, makes their account 'verified' for STUDENT_DISCOUNT.validMonths. Each step is one
 * conditional statement, so two requests at once can neither beat the 60-s cooldown nor the
 * wrong-try limit, and the unique index on verified_email keeps one school e-mail to one account.
 */
import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { STUDENT_DISCOUNT, isAcademicEmail, studentDiscountCents, type ParamsOf, type ResultOf, type StudentKind, type calls } from '../contract';
import type { AuthContext } from '../auth/context';
import { cooldownError } from '../auth/codes';
import { codeHash, newCode, newSalt, sameHex } from '../auth/secrets';
import { checkCodeShape, normaliseEmail } from '../auth/rules';
import { isUniqueViolation } from '../auth/users';
import type { Db } from '../db/client';
import { studentDiscounts } from '../db/schema-student';
import { BusinessError } from '../errors';
import { centsToDollars } from '../money';

type Row = typeof studentDiscounts.$inferSelect;
type Discount = ResultOf<(typeof calls)['studentDiscountStatus']>['discount'];

export const NOT_ACADEMIC =
  'Please use your school or university e-mail (for example name@simad.edu.so, or an address ending in .edu or .ac.ke)';
export const EMAIL_TAKEN = 'This school e-mail has already verified another Suuq account';
export const ALREADY_VERIFIED = 'Your student discount is already active';
export const NO_CODE = 'Please request a code first';
export const CODE_EXPIRED = 'This code has expired. Please request a new code.';
export const CODE_DEAD = 'Too many wrong codes. Please request a new code.';
export const wrongCode = (left: number) => `Wrong code. ${left === 1 ? '1 try' : `${left} tries`} left.`;
export const CODE_SENT = `We sent a ${STUDENT_DISCOUNT.codeLength}-digit code to your school e-mail`;
export const VERIFIED = 'Your student discount is active';

const CODE_MS = STUDENT_DISCOUNT.codeValidMinutes * 60_000;

/** 'hodan.ali@simad.edu.so' → 'h***@simad.edu.so': the page shows which address without showing it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/** validMonths calendar months after `from` (UTC). */
export function validUntilFrom(from: Date): Date {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + STUDENT_DISCOUNT.validMonths);
  return d;
}

export function discountOut(row: Row | undefined, now: Date): Discount {
  const base = { percent: STUDENT_DISCOUNT.percent, cap: centsToDollars(STUDENT_DISCOUNT.capCents) };
  if (row?.verifiedEmail && row.validUntil) {
    const live = row.validUntil.getTime() > now.getTime();
    // An expired discount with a new code on its way is 'pending' again.
    if (live || !row.pendingEmail) {
      return {
        ...base,
        status: live ? 'verified' : 'expired',
        kind: row.kind as StudentKind,
        school_email: maskEmail(row.verifiedEmail),
        valid_until: row.validUntil.toISOString(),
      };
    }
  }
  if (row?.pendingEmail) {
    return { ...base, status: 'pending', kind: row.pendingKind as StudentKind, school_email: maskEmail(row.pendingEmail), valid_until: null };
  }
  return { ...base, status: 'none', kind: null, school_email: null, valid_until: null };
}

const rowOf = async (db: Db, userId: number) => (await db.select().from(studentDiscounts).where(eq(studentDiscounts.userId, userId)).limit(1))[0];

export async function status(ctx: AuthContext, userId: number) {
  return { discount: discountOut(await rowOf(ctx.db, userId), ctx.now()) };
}

/** Checks the address, claims the cooldown and the row in one statement, then sends the code. */
export async function request(ctx: AuthContext, userId: number, p: ParamsOf<(typeof calls)['studentDiscountRequest']>) {
  const email = normaliseEmail(p.school_email, 'Please enter your school e-mail');
  if (!isAcademicEmail(email)) throw new BusinessError(400, 'not_academic', NOT_ACADEMIC);
  const now = ctx.now();
  const current = await rowOf(ctx.db, userId);
  if (current?.verifiedEmail === email && current.validUntil && current.validUntil > now) {
    throw new BusinessError(409, 'already_verified', ALREADY_VERIFIED);
  }
  const [taken] = await ctx.db
    .select({ userId: studentDiscounts.userId })
    .from(studentDiscounts)
    .where(and(eq(studentDiscounts.verifiedEmail, email), ne(studentDiscounts.userId, userId)))
    .limit(1);
  if (taken) throw new BusinessError(409, 'email_taken', EMAIL_TAKEN);

  const code = newCode();
  const salt = newSalt();
  const pending = {
    pendingEmail: email, pendingKind: p.kind, codeSalt: salt, codeHash: codeHash(salt, code),
    codeSentAt: now, codeExpiresAt: new Date(now.getTime() + CODE_MS), failedAttempts: 0, updatedAt: now,
  };
  const cooledDown = new Date(now.getTime() - STUDENT_DISCOUNT.resendCooldownSeconds * 1000);
  const [claimed] = await ctx.db
    .insert(studentDiscounts)
    .values({ userId, ...pending })
    .onConflictDoUpdate({
      target: studentDiscounts.userId,
      set: pending,
      setWhere: or(isNull(studentDiscounts.codeSentAt), lt(studentDiscounts.codeSentAt, cooledDown)),
    })
    .returning();
  if (!claimed) {
    const sentAt = (await rowOf(ctx.db, userId))?.codeSentAt ?? now;
    const wait = Math.max(1, Math.ceil((sentAt.getTime() + STUDENT_DISCOUNT.resendCooldownSeconds * 1000 - now.getTime()) / 1000));
    throw cooldownError(wait);
  }
  const text = `Your Suuq student discount code is ${code}. It is valid for ${STUDENT_DISCOUNT.codeValidMinutes} minutes. Never share it.`;
  // Sent after answering would hide a failing mail server; awaited, a failure is logged, not fatal.
  try {
    await ctx.messenger.send({ to: email, channel: 'email', template: 'student_discount_code', code, text });
  } catch (err) {
    ctx.log?.error({ err: err as Error, channel: 'email', template: 'student_discount_code' }, 'sending a code failed');
  }
  return { discount: discountOut(claimed, now), cooldown_seconds: STUDENT_DISCOUNT.resendCooldownSeconds, message: CODE_SENT };
}

/** The code from the school e-mail: verified for validMonths, or why not (tries left, expired, dead). */
export async function verify(ctx: AuthContext, userId: number, p: ParamsOf<(typeof calls)['studentDiscountVerify']>) {
  const code = checkCodeShape(p.code);
  const now = ctx.now();
  const row = await rowOf(ctx.db, userId);
  if (!row?.pendingEmail || !row.codeHash || !row.codeSalt || !row.codeExpiresAt) throw new BusinessError(400, 'no_code', NO_CODE);
  if (row.failedAttempts >= STUDENT_DISCOUNT.codeMaxWrongTries) throw new BusinessError(400, 'code_dead', CODE_DEAD);
  if (row.codeExpiresAt.getTime() <= now.getTime()) throw new BusinessError(400, 'code_expired', CODE_EXPIRED);
  // Only the very code read above, still live: a new code or a used one changes the hash.
  const live = and(
    eq(studentDiscounts.userId, userId),
    eq(studentDiscounts.codeHash, row.codeHash),
    lt(studentDiscounts.failedAttempts, STUDENT_DISCOUNT.codeMaxWrongTries),
    isNotNull(studentDiscounts.pendingEmail),
  );
  if (!sameHex(codeHash(row.codeSalt, code), row.codeHash)) {
    const [counted] = await ctx.db
      .update(studentDiscounts)
      .set({ failedAttempts: sql`${studentDiscounts.failedAttempts} + 1` })
      .where(live)
      .returning({ failedAttempts: studentDiscounts.failedAttempts });
    const left = counted ? STUDENT_DISCOUNT.codeMaxWrongTries - counted.failedAttempts : 0;
    throw left > 0 ? new BusinessError(400, 'code_wrong', wrongCode(left), { tries_left: left }) : new BusinessError(400, 'code_dead', CODE_DEAD);
  }
  let done: Row | undefined;
  try {
    [done] = await ctx.db
      .update(studentDiscounts)
      .set({
        verifiedEmail: row.pendingEmail, kind: row.pendingKind, verifiedAt: now, validUntil: validUntilFrom(now),
        pendingEmail: null, pendingKind: null, codeHash: null, codeSalt: null, codeExpiresAt: null, failedAttempts: 0, updatedAt: now,
      })
      .where(live)
      .returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw new BusinessError(409, 'email_taken', EMAIL_TAKEN);
    throw err;
  }
  if (!done) throw new BusinessError(400, 'no_code', NO_CODE);
  return { discount: discountOut(done, now), message: VERIFIED };
}

/**
 * The discount (cents) an order of this items subtotal gets now: the percentage, capped, for a
 * verified account whose discount runs past `now`; 0 otherwise. `db` is the order's transaction.
 */
export async function orderStudentDiscountCents(db: Db, userId: number, subtotalCents: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ validUntil: studentDiscounts.validUntil })
    .from(studentDiscounts)
    .where(and(eq(studentDiscounts.userId, userId), isNotNull(studentDiscounts.verifiedEmail)))
    .limit(1);
  return row?.validUntil && row.validUntil.getTime() > now.getTime() ? studentDiscountCents(subtotalCents) : 0;
}
