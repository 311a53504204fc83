/** Registration, verification, login, logout and token checks. Password calls are in password.ts. */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AUTH_LIMITS, type ParamsOf, type calls } from '../contract';
import { users } from '../db/schema-auth';
import { BusinessError } from '../rpc/errors';
import { codeCooldown, consumeCode, cooldownError, issueCode } from './codes';
import type { AuthContext } from './context';
import { sendCode } from './notify';
import { hashPassword, checkPassword } from './passwords';
import {
  checkCountry, checkDateOfBirth, checkName, checkPasswordRule, checkPhone, checkCodeShape, invalid, loginIdentifier, normaliseEmail,
} from './rules';
import { BAD_TOKEN, bearerToken, createSession, findSession, NO_TOKEN, revokeSession, unauthorized } from './sessions';
import { clearKey, loginKeys, recordFailure, retryAfter, RULES, tooManyAttempts } from './throttle';
import { emailOrPhoneTaken, isUniqueViolation, userById, userByLogin, type UserRow } from './users';

const conflict = (message: string) => new BusinessError(409, 'conflict', message);
const USER_NOT_FOUND = 'User ID not found. Please register again.';

export async function register(ctx: AuthContext, p: ParamsOf<typeof calls.register>) {
  const name = checkName(p.name);
  const email = normaliseEmail(p.email);
  const country = checkCountry(p.country || 'Somalia');
  const phone = checkPhone(p.phone, country);
  checkPasswordRule(p.password);
  const dateOfBirth = checkDateOfBirth(p.date_of_birth, ctx.now());
  const referral = p.referral_code?.trim() || null;
  if (referral && (referral.length > 32 || !/^[A-Za-z0-9_-]+$/.test(referral))) throw invalid('Referral code is not valid');

  const taken = await emailOrPhoneTaken(ctx, email, phone.full);
  if (taken.email) throw conflict('An account with this email already exists. Please log in.');
  if (taken.phone) throw conflict('An account with this phone number already exists. Please log in.');
  const passwordHash = await hashPassword(p.password);
  let user: UserRow;
  try {
    [user] = (await ctx.db
      .insert(users)
      .values({
        name, email, country: country.name, dialCode: phone.dialCode, phone: phone.digits, fullPhone: phone.full,
        dateOfBirth, passwordHash, referralCode: referral, createdAt: ctx.now(), updatedAt: ctx.now(),
      })
      .returning()) as [UserRow];
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('An account with this email or phone number already exists. Please log in.');
    throw err;
  }
  const code = await issueCode(ctx, user.id, 'verify');
  await sendCode(ctx, user, 'verify', code);
  return {
    user_id: user.id,
    requires_verification: true,
    message: 'Registration successful. We sent a 6-digit code to your WhatsApp and e-mail.',
  };
}

/** Wrong, expired, used-up or dead codes each say what to do next. */
export function codeRefusal(outcome: Exclude<Awaited<ReturnType<typeof consumeCode>>, 'ok'>): BusinessError {
  if (outcome === 'none') return new BusinessError(400, 'code_invalid', 'This code is no longer valid. Please request a new code.');
  if (outcome === 'expired') return new BusinessError(400, 'code_expired', 'The verification code has expired. Please request a new code.');
  if (outcome === 'dead') return new BusinessError(429, 'code_locked', 'Too many wrong attempts. Please request a new code.');
  const tries = outcome.wrong === 1 ? '1 attempt' : `${outcome.wrong} attempts`;
  return new BusinessError(400, 'code_invalid', `Invalid verification code. ${tries} left.`, { attempts_left: outcome.wrong });
}

export async function verify(ctx: AuthContext, p: ParamsOf<typeof calls.verify>) {
  if (p.user_id === null) throw invalid(USER_NOT_FOUND);
  const code = checkCodeShape(p.code);
  const user = await userById(ctx, p.user_id);
  if (!user) throw new BusinessError(404, 'not_found', USER_NOT_FOUND);
  if (user.verifiedAt) throw conflict('This account is already verified. Please log in.');
  const outcome = await consumeCode(ctx, user.id, 'verify', code);
  if (outcome !== 'ok') throw codeRefusal(outcome);
  await ctx.db.update(users).set({ verifiedAt: ctx.now(), lastLoginAt: ctx.now(), updatedAt: ctx.now() }).where(eq(users.id, user.id));
  const session = await createSession(ctx, user.id);
  return { ...session, user_id: user.id, name: user.name, email: user.email, message: 'Your account is verified. Welcome to Suuq!' };
}

export async function resendCode(ctx: AuthContext, p: ParamsOf<typeof calls.resendCode>) {
  const user = await userById(ctx, p.user_id);
  if (!user) throw new BusinessError(404, 'not_found', USER_NOT_FOUND);
  if (user.verifiedAt) throw conflict('This account is already verified. Please log in.');
  const wait = await codeCooldown(ctx, user.id, 'verify', AUTH_LIMITS.resendCooldownSeconds);
  if (wait > 0) throw cooldownError(wait);
  const code = await issueCode(ctx, user.id, 'verify');
  await sendCode(ctx, user, 'verify', code);
  return { message: 'A new code was sent to your WhatsApp and e-mail.', cooldown_seconds: AUTH_LIMITS.resendCooldownSeconds };
}

export async function checkVerification(ctx: AuthContext, p: ParamsOf<typeof calls.checkVerification>) {
  const user = await userById(ctx, p.user_id);
  if (!user) throw new BusinessError(404, 'not_found', USER_NOT_FOUND);
  return { verified: user.verifiedAt !== null };
}

const BAD_LOGIN = 'Invalid email/phone or password';

export async function login(ctx: AuthContext, p: ParamsOf<typeof calls.login>, ip: string) {
  const identifier = loginIdentifier(p.email);
  if (!identifier || !p.password) throw invalid('Email or phone and password are required');
  const user = await userByLogin(ctx, identifier.kind, identifier.value);
  // Known accounts are throttled by id (the same whether the shopper types e-mail or phone).
  const subject = user ? `user:${user.id}` : `${identifier.kind}:${identifier.value}`;
  const keys = loginKeys(subject, ip);
  const wait = await retryAfter(ctx, [keys.accountIp, keys.ip, keys.account]);
  if (wait > 0) throw tooManyAttempts(wait);

  // Unknown accounts are checked against a dummy hash: same answer, similar time.
  const ok = await checkPassword(user?.passwordHash ?? null, p.password);
  if (!ok || !user) {
    await recordFailure(ctx, keys.accountIp, RULES.accountIp);
    await recordFailure(ctx, keys.ip, RULES.ip);
    await recordFailure(ctx, keys.account, RULES.account);
    throw new BusinessError(401, 'invalid_credentials', BAD_LOGIN);
  }
  await clearKey(ctx, keys.accountIp);
  if (!user.verifiedAt) {
    // The password was right: say so, and send a new code when the cooldown allows.
    if ((await codeCooldown(ctx, user.id, 'verify', AUTH_LIMITS.resendCooldownSeconds)) === 0) {
      await sendCode(ctx, user, 'verify', await issueCode(ctx, user.id, 'verify'));
    }
    throw new BusinessError(403, 'not_verified', 'Please verify your account with the 6-digit code we sent you.', {
      user_id: user.id,
      requires_verification: true,
    });
  }
  await ctx.db.update(users).set({ lastLoginAt: ctx.now() }).where(eq(users.id, user.id));
  const session = await createSession(ctx, user.id);
  return {
    ...session,
    user_id: user.id,
    name: user.name,
    email: user.email,
    phone: user.fullPhone,
    country_code: user.dialCode,
    role: user.role,
    has_addresses: false,
    message: 'Login successful',
  };
}

/** The token of the params (spec: {token}), else the bearer token. */
function tokenOf(req: FastifyRequest, given: string | undefined): string {
  const token = given?.trim() || bearerToken(req);
  if (!token) throw unauthorized(NO_TOKEN);
  return token;
}

export async function logout(ctx: AuthContext, p: ParamsOf<typeof calls.logout>, req: FastifyRequest) {
  const session = await findSession(ctx, tokenOf(req, p.token));
  if (!session) throw unauthorized(BAD_TOKEN);
  await revokeSession(ctx, session.sessionId);
  return { message: 'Logged out' };
}

export async function validateToken(ctx: AuthContext, p: ParamsOf<typeof calls.validateToken>, req: FastifyRequest) {
  const session = await findSession(ctx, tokenOf(req, p.token));
  if (!session) throw unauthorized(BAD_TOKEN);
  return { valid: true, expires: session.expiresAt.toISOString(), user_id: session.userId };
}
