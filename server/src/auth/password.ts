/** Password reset by code and password change; both end other sessions. */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AUTH_LIMITS, type ParamsOf, type calls } from '../contract';
import { users } from '../db/schema-auth';
import { BusinessError } from '../errors';
import { claimCodeSend, consumeCode, cooldownError, issueCode } from './codes';
import type { AuthContext } from './context';
import { sendCode } from './notify';
import { checkPassword, hashPassword } from './passwords';
import { checkPasswordRule, invalid, normaliseEmail, secondsText } from './rules';
import { requireSession, revokeUserSessions } from './sessions';
import { claimCooldown, clearAccount, refundAttempt, RULES, takeAttempt } from './throttle';
import { userByEmail } from './users';

const RESET_SENT = 'If an account exists for this email, we sent a 6-digit reset code to its WhatsApp and e-mail.';
/** One answer for every failed confirmation: it must not tell which e-mails have accounts. */
const RESET_REFUSED = 'Invalid or expired reset code. Please check the code or request a new one.';

/**
 * Known and unknown e-mails get the same answer and the same 60-s cooldown (kept per e-mail, so
 * the cooldown itself does not tell them apart). The code is sent after answering.
 */
export async function resetRequest(ctx: AuthContext, p: ParamsOf<typeof calls.resetRequest>) {
  const email = normaliseEmail(p.email);
  const key = `reset:${email}`;
  const wait = await claimCooldown(ctx, key, AUTH_LIMITS.resetCooldownSeconds);
  if (wait > 0) throw cooldownError(wait);
  const user = await userByEmail(ctx, email);
  // Beyond the hourly cap of codes nothing more is sent, but the answer stays the same.
  if (user && (await claimCodeSend(ctx, user.id, 'reset', 0)) === 0) {
    const code = await issueCode(ctx, user.id, 'reset');
    // Not awaited: a slow WhatsApp or SMTP server must not make known e-mails answer slower.
    void sendCode(ctx, user, 'reset', code);
  }
  return { message: RESET_SENT, cooldown_seconds: AUTH_LIMITS.resetCooldownSeconds };
}

export async function resetConfirm(ctx: AuthContext, p: ParamsOf<typeof calls.resetConfirm>) {
  const email = normaliseEmail(p.email);
  const code = p.code.trim();
  if (!code) throw invalid('Please enter the verification code');
  if (!/^\d{6}$/.test(code)) throw invalid('Verification code must be exactly 6 digits');
  checkPasswordRule(p.new_password, 'New password');
  const user = await userByEmail(ctx, email);
  const outcome = user ? await consumeCode(ctx, user.id, 'reset', code) : 'none';
  if (outcome !== 'ok' || !user) throw new BusinessError(400, 'code_invalid', RESET_REFUSED);
  const now = ctx.now();
  await ctx.db
    .update(users)
    // The code reached the shopper's own WhatsApp or e-mail: that verifies the account too.
    .set({ passwordHash: await hashPassword(p.new_password), verifiedAt: user.verifiedAt ?? now, updatedAt: now })
    .where(eq(users.id, user.id));
  await revokeUserSessions(ctx, user.id);
  await clearAccount(ctx, `user:${user.id}`);
  return { message: 'Your password has been reset. Please log in with your new password.' };
}

/**
 * The calling session stays (the shopper just proved the password); every other session ends.
 * Wrong current passwords are throttled like logins, so a stolen token cannot guess the password.
 */
export async function changePassword(ctx: AuthContext, p: ParamsOf<typeof calls.changePassword>, req: FastifyRequest) {
  const session = await requireSession(ctx, req);
  const attempt = { key: `pw-change:user:${session.userId}`, rule: RULES.accountIp };
  if (!p.current_password) throw invalid('Current password is required');
  checkPasswordRule(p.new_password, 'New password');
  // Counted before the check (see throttle.ts), given back when the password was right.
  const wait = await takeAttempt(ctx, [attempt]);
  if (wait > 0) {
    throw new BusinessError(429, 'rate_limited', `Too many wrong passwords. Please try again in ${secondsText(wait)}.`, { retry_after: wait });
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, session.userId));
  if (!user || !(await checkPassword(user.passwordHash, p.current_password))) {
    throw new BusinessError(400, 'invalid_password', 'Current password is incorrect');
  }
  await refundAttempt(ctx, attempt);
  if (p.new_password === p.current_password) throw invalid('The new password must be different from the current one');
  await ctx.db.update(users).set({ passwordHash: await hashPassword(p.new_password), updatedAt: ctx.now() }).where(eq(users.id, user.id));
  await revokeUserSessions(ctx, user.id, session.sessionId);
  return { message: 'Password changed. You were logged out everywhere else.' };
}
