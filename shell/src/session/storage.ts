import { BRAND } from 'shared-ui';

/** The local storage keys of spec §3 (`suuqUser` is the spec's `{product}User`). */
export const KEYS = {
  pendingUserId: 'user_id',
  tempUserData: 'tempUserData',
  apiKey: 'api_key',
  apiKeyExpires: 'api_key_expires',
  user: BRAND.userKey,
  loggedIn: 'userLoggedIn',
  userName: 'userName',
  redirectTo: 'redirectTo',
} as const;

/** Spec §9: a session without an expiry from the server lasts 24 hours. */
export const DEFAULT_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** The logged-in shopper as spec §3 stores it. */
export interface StoredUser {
  id: number;
  name: string;
  email: string;
  phone: string;
  country_code: string;
  role: string;
  has_addresses: boolean;
  token: string;
  /** ISO date and time. */
  expires: string;
}

/** Storage can be blocked (private mode) or full: every access is allowed to fail quietly. */
const store = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      /* not kept: the session lives until the page closes */
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      /* nothing to clean */
    }
  },
};
export { store as safeStorage };

const text = (v: unknown): v is string => typeof v === 'string';

/** The stored user, or null when missing or broken (a broken value must never break the page). */
export function readUser(): StoredUser | null {
  const raw = store.get(KEYS.user);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown> | null;
    const id = typeof v?.id === 'string' ? Number(v.id) : v?.id;
    if (!v || typeof id !== 'number' || !Number.isInteger(id) || id < 1) return null;
    if (!text(v.token) || !v.token || !text(v.expires) || Number.isNaN(Date.parse(v.expires))) return null;
    return {
      id,
      name: text(v.name) ? v.name : '',
      email: text(v.email) ? v.email : '',
      phone: text(v.phone) ? v.phone : '',
      country_code: text(v.country_code) ? v.country_code : '',
      role: text(v.role) && v.role ? v.role : 'customer',
      has_addresses: v.has_addresses === true,
      token: v.token,
      expires: v.expires,
    };
  } catch {
    return null;
  }
}

export const hasLoggedInFlag = (): boolean => store.get(KEYS.loggedIn) === 'true';

/** What a login or verification answer gives; missing parts get the spec's defaults. */
export interface LoginAnswer {
  token: string;
  expires?: string | null;
  user_id: number;
  name?: string;
  email?: string;
  phone?: string;
  country_code?: string;
  role?: string;
  has_addresses?: boolean;
}

export function expiryOf(expires: string | null | undefined, now: number): string {
  const at = expires ? Date.parse(expires) : NaN;
  return new Date(Number.isNaN(at) ? now + DEFAULT_EXPIRY_MS : at).toISOString();
}

export function saveLogin(answer: LoginAnswer, now: number): StoredUser {
  const user: StoredUser = {
    id: answer.user_id,
    name: answer.name ?? '',
    email: answer.email ?? '',
    phone: answer.phone ?? '',
    country_code: answer.country_code ?? '',
    role: answer.role || 'customer',
    has_addresses: answer.has_addresses === true,
    token: answer.token,
    expires: expiryOf(answer.expires, now),
  };
  store.set(KEYS.user, JSON.stringify(user));
  store.set(KEYS.apiKey, user.token);
  store.set(KEYS.apiKeyExpires, user.expires);
  store.set(KEYS.loggedIn, 'true');
  store.set(KEYS.userName, user.name);
  return user;
}

/**
 * The shopper saved or deleted an address: `has_addresses` of the stored user follows (spec §3).
 * Only that field changes, and only for the session of `token` (another tab may have logged in
 * as someone else since). Answers the stored user as it is now, or null when it is not that one.
 */
export function saveHasAddresses(token: string, hasAddresses: boolean): StoredUser | null {
  const user = readUser();
  if (!user || user.token !== token) return null;
  if (user.has_addresses === hasAddresses) return user;
  try {
    // The stored value as written (readUser's copy drops fields it does not know).
    const raw = JSON.parse(store.get(KEYS.user) ?? 'null') as Record<string, unknown>;
    store.set(KEYS.user, JSON.stringify({ ...raw, has_addresses: hasAddresses }));
  } catch {
    return null;
  }
  return { ...user, has_addresses: hasAddresses };
}

/**
 * The shopper renamed themselves in their profile: the stored user's `name` and `userName`
 * follow (spec §3), only for the session of `token` (another tab may be someone else now).
 * Answers the stored user as it is now, or null when it is not that one.
 */
export function saveUserName(token: string, name: string): StoredUser | null {
  const user = readUser();
  if (!user || user.token !== token) return null;
  try {
    // The stored value as written (readUser's copy drops fields it does not know).
    const raw = JSON.parse(store.get(KEYS.user) ?? 'null') as Record<string, unknown>;
    store.set(KEYS.user, JSON.stringify({ ...raw, name }));
    store.set(KEYS.userName, name);
  } catch {
    return null;
  }
  return { ...user, name };
}

/** Logout, expiry and broken values: every stored credential goes. */
export function clearCredentials(): void {
  for (const key of [KEYS.user, KEYS.apiKey, KEYS.apiKeyExpires, KEYS.loggedIn, KEYS.userName, KEYS.pendingUserId, KEYS.tempUserData]) {
    store.remove(key);
  }
}

/** Only same-site paths are remembered: a stored value must never send the shopper elsewhere. */
export const isLocalPath = (path: unknown): path is string =>
  text(path) && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function rememberPath(path: string): void {
  if (isLocalPath(path)) store.set(KEYS.redirectTo, path);
}

/** The remembered path, forgotten once taken. */
export function takeRememberedPath(): string | null {
  const path = store.get(KEYS.redirectTo);
  store.remove(KEYS.redirectTo);
  return isLocalPath(path) ? path : null;
}

/** Registration waiting for its code: the user id and the submitted data (never the password). */
export interface PendingRegistration {
  name: string;
  email: string;
  phone: string;
  country: string;
  country_code: string;
}

/**
 * `ticket` is the registration ticket the server gave this browser: verify and resend need it with
 * the user id. It is kept in tempUserData beside the data (spec §3 keys), until verified.
 */
export function savePending(userId: number, data: PendingRegistration, ticket: string): void {
  store.set(KEYS.pendingUserId, String(userId));
  store.set(KEYS.tempUserData, JSON.stringify({ ...data, ticket }));
}

/** The registration ticket of the pending user ('' when there is none). */
export function readPendingTicket(): string {
  try {
    const v = JSON.parse(store.get(KEYS.tempUserData) ?? 'null') as { ticket?: unknown } | null;
    return v && typeof v.ticket === 'string' ? v.ticket : '';
  } catch {
    return '';
  }
}

/** undefined = no pending user id at all; null = a value that is not a user id. */
export function readPendingUserId(): number | null | undefined {
  const raw = store.get(KEYS.pendingUserId);
  if (raw === null || raw === '') return undefined;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function readPendingData(): Partial<PendingRegistration> {
  try {
    const v = JSON.parse(store.get(KEYS.tempUserData) ?? 'null') as Record<string, unknown> | null;
    if (!v || typeof v !== 'object') return {};
    const out: Partial<PendingRegistration> = {};
    for (const k of ['name', 'email', 'phone', 'country', 'country_code'] as const) if (text(v[k])) out[k] = v[k];
    return out;
  } catch {
    return {};
  }
}

export function clearPending(): void {
  store.remove(KEYS.pendingUserId);
  store.remove(KEYS.tempUserData);
}
