/**
 * Accounts and session calls of spec §7 (Auth, Profile). Calls with `auth: true` send the bearer
 * token; the server checks it on every such call and answers 401 when it is missing or not valid.
 * Fields are plain strings here on purpose: the server checks their content itself and answers
 * `{status: 'error', message}` with a message the login and register forms can show.
 */
import Type from 'shared-schema';
import { defineCall, Success } from './define';
import { callRoutes } from './routes';
// One line of at most n characters, no control characters; user ids are int4 serials.
import { Id as UserId, Text } from './bounds';

/**
 * The registration ticket: a secret the server gives only to the browser that registered (and to
 * a login of the unverified account with the right password). Verify, resend-code and
 * check-verification need it beside the user id; without the right one they answer as for an
 * unknown user id.
 */
const Ticket = Text(128, 1);
/** ISO 8601 date and time when the token stops working. */
const Expires = Type.String();

export const register = defineCall(callRoutes.register, {
  params: Type.Object({
    name: Text(200),
    email: Text(254),
    /** Country dial code plus digits, e.g. '+252612345678'. */
    phone: Text(32),
    password: Text(256),
    /** A country name of COUNTRIES. */
    country: Text(64),
    /** YYYY-MM-DD. */
    date_of_birth: Text(32),
    referral_code: Type.Optional(Type.Union([Text(64), Type.Null()])),
  }),
  result: Type.Object({
    status: Success,
    user_id: UserId,
    requires_verification: Type.Boolean(),
    /** Kept with the pending user id until the code is entered. */
    ticket: Ticket,
    /** Only when no verification is needed (then the shopper is logged in at once). */
    token: Type.Optional(Type.String()),
    expires: Type.Optional(Expires),
    message: Type.String(),
  }),
});

export const verify = defineCall(callRoutes.verify, {
  params: Type.Object({ user_id: Type.Union([UserId, Type.Null()]), ticket: Ticket, code: Text(32) }),
  result: Type.Object({
    status: Success,
    token: Type.String(),
    expires: Expires,
    user_id: UserId,
    name: Type.String(),
    email: Type.String(),
    message: Type.String(),
  }),
});

export const resendCode = defineCall(callRoutes.resendCode, {
  params: Type.Object({ user_id: UserId, ticket: Ticket }),
  result: Type.Object({ status: Success, message: Type.String(), cooldown_seconds: Type.Integer() }),
});

export const checkVerification = defineCall(callRoutes.checkVerification, {
  params: Type.Object({ user_id: UserId, ticket: Ticket }),
  result: Type.Object({ status: Success, verified: Type.Boolean() }),
});

/** The logged-in user as the shell stores it (spec §3 User). */
const SessionUser = {
  token: Type.String(),
  expires: Expires,
  user_id: UserId,
  name: Type.String(),
  email: Type.String(),
  /** Dial code plus digits. */
  phone: Type.String(),
  /** Dial code, e.g. '+252'. */
  country_code: Type.String(),
  role: Type.String(),
  has_addresses: Type.Boolean(),
};

export const login = defineCall(callRoutes.login, {
  /** `email` holds an e-mail address or a phone number (dial code plus digits). */
  params: Type.Object({ email: Text(254), password: Text(256) }),
  result: Type.Object({ status: Success, ...SessionUser, message: Type.String() }),
});

/**
 * A one-time login code to the account's WhatsApp and e-mail: the way in while password attempts
 * for the account are locked. `email` holds an e-mail or a phone, as in login. The same answer
 * whether or not the account exists.
 */
export const loginCodeRequest = defineCall(callRoutes.loginCodeRequest, {
  params: Type.Object({ email: Text(254) }),
  result: Type.Object({ status: Success, message: Type.String(), cooldown_seconds: Type.Integer() }),
});

/** The code of loginCodeRequest instead of the password: the same answer as a login. */
export const loginCodeConfirm = defineCall(callRoutes.loginCodeConfirm, {
  params: Type.Object({ email: Text(254), code: Text(32) }),
  result: Type.Object({ status: Success, ...SessionUser, message: Type.String() }),
});

/**
 * Ends the caller's own session (the bearer token's). A `token` param, when given, must be that
 * same token: another session's token is refused (400), never ended.
 */
export const logout = defineCall(callRoutes.logout, {
  params: Type.Object({ token: Type.Optional(Text(256)) }),
  result: Type.Object({ status: Success, message: Type.String() }),
});

/** A token that is missing, unknown, expired or revoked is answered 401. */
export const validateToken = defineCall(callRoutes.validateToken, {
  params: Type.Object({ token: Type.Optional(Text(256)) }),
  result: Type.Object({ status: Success, valid: Type.Boolean(), expires: Expires, user_id: UserId }),
});

/** Same answer whether or not the e-mail has an account. */
export const resetRequest = defineCall(callRoutes.resetRequest, {
  params: Type.Object({ email: Text(254) }),
  result: Type.Object({ status: Success, message: Type.String(), cooldown_seconds: Type.Integer() }),
});

/** Ends every session of the account. */
export const resetConfirm = defineCall(callRoutes.resetConfirm, {
  params: Type.Object({ email: Text(254), code: Text(32), new_password: Text(256) }),
  result: Type.Object({ status: Success, message: Type.String() }),
});

/** Ends every other session of the account; the calling session stays. */
export const changePassword = defineCall(callRoutes.changePassword, {
  params: Type.Object({ current_password: Text(256), new_password: Text(256) }),
  result: Type.Object({ status: Success, message: Type.String() }),
});

/** Spec §3 Profile. Addresses belong to the address calls; listed here when they exist. */
const Profile = Type.Object({
  id: UserId,
  name: Type.String(),
  email: Type.String(),
  /** Digits without the dial code. */
  phone: Type.String(),
  /** Dial code, e.g. '+252'. */
  country_code: Type.String(),
  country: Type.String(),
  full_phone: Type.String(),
  addresses: Type.Array(Type.Unknown()),
  default_address_id: Type.Union([Type.Integer(), Type.Null()]),
  last_login: Type.Union([Type.String(), Type.Null()]),
  date_of_birth: Type.Union([Type.String(), Type.Null()]),
  role: Type.String(),
  verified: Type.Boolean(),
});

export const profile = defineCall(callRoutes.profile, {
  params: Type.Object({}),
  result: Type.Object({ status: Success, profile: Profile }),
});

/** Only the fields sent change. The e-mail is not changeable here (it would need a new verification). */
export const profileUpdate = defineCall(callRoutes.profileUpdate, {
  params: Type.Object({
    name: Type.Optional(Text(200)),
    /** Dial code plus digits; its dial code must fit the country (the new one when sent). */
    phone: Type.Optional(Text(32)),
    country: Type.Optional(Text(64)),
    date_of_birth: Type.Optional(Type.Union([Text(32), Type.Null()])),
    /** The language the shopper reads the shop in: their notifications and messages, sent without a request of theirs, follow it. */
    language: Type.Optional(Type.Union([Type.Literal('so'), Type.Literal('en')])),
  }),
  result: Type.Object({ status: Success, profile: Profile, message: Type.String() }),
});

/** Demo shop only (404 elsewhere): the seeded demo credentials 'Use Test Account' fills in. */
export const demoInfo = defineCall(callRoutes.demoInfo, {
  params: Type.Object({}),
  result: Type.Object({
    status: Success,
    demo: Type.Boolean(),
    email: Type.Optional(Type.String()),
    password: Type.Optional(Type.String()),
  }),
});

/**
 * Demo and development only, from the server's own machine (404 otherwise, see the server's
 * auth README): the latest messages the local outbox holds for one recipient, `to` exactly.
 */
export const devOutbox = defineCall(callRoutes.devOutbox, {
  params: Type.Object({ to: Text(254, 1), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })) }),
  result: Type.Object({
    status: Success,
    messages: Type.Array(
      Type.Object({
        id: Type.Integer(),
        to: Type.String(),
        channel: Type.Union([Type.Literal('whatsapp'), Type.Literal('email')]),
        template: Type.String(),
        code: Type.Union([Type.String(), Type.Null()]),
        text: Type.String(),
        created_at: Type.String(),
      }),
    ),
  }),
});
