/**
 * Login by a one-time code sent to the account's WhatsApp and e-mail: the owner's way in while
 * password attempts for the account are locked (someone guessing from many addresses can lock the
 * password for an hour, never the owner). The code has its own limits: a 60-s cooldown per e-mail
 * or phone, at most 5 codes an hour per account, 5 wrong tries per code, 10 minutes.
 */
import { eq } from 'drizzle-orm';
import { AUTH_LIMITS, type ParamsOf, type calls } from '../contract';
import { users } from '../db/schema-auth';
import { BusinessError } from '../errors';
import { claimCodeSend, consumeCode, cooldownError, issueCode } from './codes';
import type { AuthContext } from './context';
import { sendCode } from './notify';
import { checkCodeShape, invalid, loginIdentifier } from './rules';
import { logIn } from './service';
import { claimCooldown } from './throttle';
import { userByLogin } from './users';

const CODE_SENT = 'If an account exists for this email or phone, we sent a 6-digit login code to its WhatsApp and e-mail.';
/** One answer for every failed confirmation: it must not tell which accounts exist. */
const CODE_REFUSED = 'Invalid or expired login code. Please check the code or request a new one.';

function identifierOf(raw: string) {
  const identifier = loginIdentifier(raw);
  if (!identifier) throw invalid('Please enter your email or phone number');
  return identifier;
}

/** The same answer and cooldown whether or not the account exists; the code is sent after answering. */
export async function loginCodeRequest(ctx: AuthContext, p: ParamsOf<typeof calls.loginCodeRequest>) {
  const identifier = identifierOf(p.email);
  const key = `login-code:${identifier.kind}:${identifier.value}`;
  const seconds = AUTH_LIMITS.resendCooldownSeconds;
  const wait = await claimCooldown(ctx, key, seconds);
  if (wait > 0) throw cooldownError(wait);
  const user = await userByLogin(ctx, identifier.kind, identifier.value);
  // Beyond 5 codes an hour nothing more is sent, but the answer stays the same.
  if (user && (await claimCodeSend(ctx, user.id, 'login', 0)) === 0) {
    const code = await issueCode(ctx, user.id, 'login');
    void sendCode(ctx, user, 'login', code);
  }
  return { message: CODE_SENT, cooldown_seconds: seconds };
}

/** The code instead of the password: not held back by the password lockout, answered like a login. */
export async function loginCodeConfirm(ctx: AuthContext, p: ParamsOf<typeof calls.loginCodeConfirm>) {
  const identifier = identifierOf(p.email);
  const code = checkCodeShape(p.code);
  const user = await userByLogin(ctx, identifier.kind, identifier.value);
  const outcome = user ? await consumeCode(ctx, user.id, 'login', code) : 'none';
  if (outcome !== 'ok' || !user) throw new BusinessError(400, 'code_invalid', CODE_REFUSED);
  if (!user.verifiedAt) {
    // The code reached the shopper's own WhatsApp or e-mail: that verifies the account too.
    await ctx.db.update(users).set({ verifiedAt: ctx.now(), updatedAt: ctx.now() }).where(eq(users.id, user.id));
  }
  return logIn(ctx, user);
}
