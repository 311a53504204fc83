/** Registration, verification, login, logout and token checks. Password calls are in password.ts. */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AUTH_LIMITS, type ParamsOf, type calls } from '../contract';
import { users } from '../db/schema-auth';
import { BusinessError } from '../errors';
import { claimCodeSend, consumeCode, cooldownError, issueCode } from './codes';
import type { AuthContext } from './context';
import { sendCode } from './notify';
import { hashPassword, checkPassword } from './passwords';
import { newToken, sameHex, sha256Hex } from './secrets';
import {
  checkCountry, checkDateOfBirth, checkName, checkPasswordRule, checkPhone, checkCodeShape, invalid, loginIdentifier, normaliseEmail,
} from './rules';
import { BAD_TOKEN, bearerToken, createSession, findSession, NO_TOKEN, requireSession, revokeSession, unauthorized } from './sessions';
import { clearKey, loginKeys, refundAttempt, RULES, takeAttempt, tooManyAttempts } from './throttle';
import { emailOrPhoneTaken, hasAddresses, isUniqueViolation, userById, userByLogin, type UserRow } from './users';

const conflict = (message: string) => new BusinessError(409, 'conflict', message);
const USER_NOT_FOUND = 'User ID not found. Please register again.';

/** How long a registration ticket lets its browser finish the registration (a new login gives a new one). */
export const TICKET_HOURS = 24;

/**
 * A new registration ticket for a pending user (the older one stops working): a random secret for
 * the registering browser, stored as its SHA-256 only.
 */
async function issueTicket(ctx: AuthContext, userId: number): Promise<string> {
  const ticket = newToken();
  const expiresAt = new Date(ctx.now().getTime() + TICKET_HOURS * 3600_000);
  await ctx.db
    .update(users)
    .set({ registrationTicketHash: sha256Hex(ticket), registrationTicketExpiresAt: expiresAt })
    .where(eq(users.id, userId));
  return ticket;
}

/**
 * The pending user whose ticket this is. An unknown id, a wrong or expired ticket and another
 * user's ticket all get the same 404: these calls must not tell which ids are accounts.
 */
async function ticketHolder(ctx: AuthContext, userId: number | null, ticket: string): Promise<UserRow> {
  const user = userId === null ? null : await userById(ctx, userId);
  const hash = sha256Hex(ticket);
  const fits =
    !!user?.registrationTicketHash &&
    !!user.registrationTicketExpiresAt &&
    user.registrationTicketExpiresAt.getTime() > ctx.now().getTime() &&
    sameHex(hash, user.registrationTicketHash);
  if (!user || !fits) throw new BusinessError(404, 'not_found', USER_NOT_FOUND);
  return user;
}

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
  const ticket = await issueTicket(ctx, user.id);
  // A new account's first code starts its cooldown and hourly count like any other.
  await claimCodeSend(ctx, user.id, 'verify', AUTH_LIMITS.resendCooldownSeconds);
  const code = await issueCode(ctx, user.id, 'verify');
  await sendCode(ctx, user, 'verify', code);
  return {
    user_id: user.id,
    requires_verification: true,
    ticket,
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
  const user = await ticketHolder(ctx, p.user_id, p.ticket);
  if (user.verifiedAt) throw conflict('This account is already verified. Please log in.');
  const outcome = await consumeCode(ctx, user.id, 'verify', code);
  if (outcome !== 'ok') throw codeRefusal(outcome);
  await ctx.db.update(users).set({ verifiedAt: ctx.now(), lastLoginAt: ctx.now(), updatedAt: ctx.now() }).where(eq(users.id, user.id));
  const session = await createSession(ctx, user.id);
  return { ...session, user_id: user.id, name: user.name, email: user.email, message: 'Your account is verified. Welcome to Suuq!' };
}

export async function resendCode(ctx: AuthContext, p: ParamsOf<typeof calls.resendCode>) {
  const user = await ticketHolder(ctx, p.user_id, p.ticket);
  if (user.verifiedAt) throw conflict('This account is already verified. Please log in.');
  const wait = await claimCodeSend(ctx, user.id, 'verify', AUTH_LIMITS.resendCooldownSeconds);
  if (wait > 0) throw cooldownError(wait);
  const code = await issueCode(ctx, user.id, 'verify');
  await sendCode(ctx, user, 'verify', code);
  return { message: 'A new code was sent to your WhatsApp and e-mail.', cooldown_seconds: AUTH_LIMITS.resendCooldownSeconds };
}

export async function checkVerification(ctx: AuthContext, p: ParamsOf<typeof calls.checkVerification>) {
  const user = await ticketHolder(ctx, p.user_id, p.ticket);
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
  const ipAttempt = { key: keys.ip, rule: RULES.ip };
  const accountAttempt = { key: keys.account, rule: RULES.account };
  // Counted before the password is checked (throttle.ts): parallel guesses cannot slip through.
  const wait = await takeAttempt(ctx, [{ key: keys.accountIp, rule: RULES.accountIp }, ipAttempt, accountAttempt]);
  if (wait > 0) throw tooManyAttempts(wait);

  // Unknown accounts are checked against a dummy hash: same answer, similar time.
  const ok = await checkPassword(user?.passwordHash ?? null, p.password);
  if (!ok || !user) throw new BusinessError(401, 'invalid_credentials', BAD_LOGIN);
  // A success is no failure: the address starts afresh, the other counts get this attempt back.
  await clearKey(ctx, keys.accountIp);
  await refundAttempt(ctx, ipAttempt);
  await refundAttempt(ctx, accountAttempt);
  if (!user.verifiedAt) {
    // The password was right: say so, and send a new code when the cooldown allows.
    if ((await claimCodeSend(ctx, user.id, 'verify', AUTH_LIMITS.resendCooldownSeconds)) === 0) {
      await sendCode(ctx, user, 'verify', await issueCode(ctx, user.id, 'verify'));
    }
    // A fresh ticket: this browser may not be the one that registered.
    throw new BusinessError(403, 'not_verified', 'Please verify your account with the 6-digit code we sent you.', {
      user_id: user.id,
      ticket: await issueTicket(ctx, user.id),
      requires_verification: true,
    });
  }
  return logIn(ctx, user);
}

/** Opens a session for a user who proved who they are (password or login code): login's answer. */
export async function logIn(ctx: AuthContext, user: UserRow) {
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
    has_addresses: await hasAddresses(ctx.db, user.id),
    message: 'Login successful',
  };
}

/** The token of the params (spec: {token}), else the bearer token. */
function tokenOf(req: FastifyRequest, given: string | undefined): string {
  const token = given?.trim() || bearerToken(req);
  if (!token) throw unauthorized(NO_TOKEN);
  return token;
}

/**
 * Ends the bearer's own session and no other: a `token` param that is not the bearer token is
 * refused (holding one session's token must not end another session).
 */
export async function logout(ctx: AuthContext, p: ParamsOf<typeof calls.logout>, req: FastifyRequest) {
  const session = await requireSession(ctx, req);
  const given = p.token?.trim();
  if (given && given !== session.token) throw invalid('You can only log out of your own session.');
  await revokeSession(ctx, session.sessionId);
  return { message: 'Logged out' };
}

export async function validateToken(ctx: AuthContext, p: ParamsOf<typeof calls.validateToken>, req: FastifyRequest) {
  const session = await findSession(ctx, tokenOf(req, p.token));
  if (!session) throw unauthorized(BAD_TOKEN);
  return { valid: true, expires: session.expiresAt.toISOString(), user_id: session.userId };
}
