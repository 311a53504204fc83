import { startTransition } from 'react';
import { api as pageApi, isApiError, type ApiClient } from 'shared-api';
import { getBus, type Bus, type SessionState } from 'shared-events';
import type { addressesChanged, profileChanged } from 'shared-events/definitions';
import { t } from '../messages';
import {
  clearCredentials, hasLoggedInFlag, KEYS, readUser, rememberPath, saveHasAddresses, saveUserName, saveLogin, takeRememberedPath, type LoginAnswer, type StoredUser,
} from './storage';

/**
 * The events the session listens to, by their names alone: a listener needs no schema (the
 * publisher's emit checks the payload), so the definitions stay out of the shell's first load.
 */
const ADDRESSES_CHANGED = { name: 'addresses:changed' } as typeof addressesChanged;
const PROFILE_CHANGED = { name: 'profile:changed' } as typeof profileChanged;

/** Spec §4 and §9. */
export const REVALIDATE_MS = 5 * 60 * 1000;
export const LOGIN_GRACE_MS = 5000;
export const LOGIN_REDIRECT_MS = 150;
export const WELCOME_TOAST_MS = 3000;
export const SESSION_EXPIRED_PATH = '/login?session_expired=true';
export const AFTER_LOGIN_PATH = '/account';

/** Calls whose 401/403 end the session (spec §4); any other auth call's 401 means the same. */
const SESSION_CALLS = ['validateToken', 'profile', 'login', 'logout'];

export interface SessionDeps {
  api: Pick<ApiClient, 'call' | 'configure' | 'clearCache'>;
  bus: Bus;
  now: () => number;
  /** The page's address now (path and query), remembered when the session expires. */
  currentPath: () => string;
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;

const loggedOut: SessionState = { loggedIn: false, user: null, token: null };

export class Session {
  private user: StoredUser | null = null;
  private lastLoginAt = -Infinity;
  private revalidateTimer: ReturnType<typeof setInterval> | null = null;
  private redirectTimer: ReturnType<typeof setTimeout> | null = null;
  private navigate: Navigate | null = null;
  private checkWhenMounted = false;
  private endingOnPurpose = false;
  private stopListening: (() => void) | null = null;

  constructor(private readonly deps: SessionDeps) {}

  /** Reads what is stored, wires the API client, and checks the token once (spec §4: at start). */
  start(): void {
    this.deps.api.configure({
      getAuth: () => (this.user ? { token: this.user.token, apiKey: this.user.token } : null),
      onSessionExpired: ({ call, status }) => {
        if (!this.user || this.endingOnPurpose) return;
        if (status === 401 || SESSION_CALLS.includes(call)) this.expire();
      },
    });
    globalThis.addEventListener?.('storage', this.onStorage);
    // The address book (mf-account, mf-checkout) says how many addresses the shopper has now.
    const listening = this.deps.bus.on(ADDRESSES_CHANGED).subscribe(({ count }) => this.addressesCounted(count));
    // The profile form (mf-account) says the shopper's new name: header and storage follow.
    const renamed = this.deps.bus.on(PROFILE_CHANGED).subscribe(({ name }) => this.renamed(name));
    this.stopListening = () => {
      listening.unsubscribe();
      renamed.unsubscribe();
    };
    const user = readUser();
    if (user && hasLoggedInFlag()) {
      this.user = user;
    } else if (user || hasLoggedInFlag()) {
      clearCredentials(); // half a session (flag without user, or the reverse) is no session
    }
    this.publish();
    if (this.user) {
      this.startRevalidation();
      // The first check may end the session: it waits for the router and the toaster to exist.
      if (this.navigate) void this.checkAuth();
      else this.checkWhenMounted = true;
    }
  }

  /** The shell's router, once the shell is mounted (it runs the check of start()). */
  setNavigate(navigate: Navigate): void {
    this.navigate = navigate;
    if (this.checkWhenMounted) {
      this.checkWhenMounted = false;
      void this.checkAuth();
    }
  }

  get loggedIn(): boolean {
    return this.user !== null;
  }

  get current(): StoredUser | null {
    return this.user;
  }

  /**
   * Keeps the session honest: local expiry ends it at once; otherwise the server is asked,
   * except within 5 s of a login (that token was just issued).
   */
  async checkAuth(): Promise<void> {
    const user = this.user;
    if (!user) return;
    if (Date.parse(user.expires) <= this.deps.now()) {
      this.expire();
      return;
    }
    if (this.deps.now() - this.lastLoginAt < LOGIN_GRACE_MS) return;
    try {
      const answer = await this.deps.api.call('validateToken', { token: user.token }, { fresh: true });
      if (this.user === user && !answer.valid) this.expire();
    } catch (err) {
      // 401/403 already ran the expired flow (onSessionExpired); a network failure keeps the session.
      if (this.user === user && isApiError(err) && err.kind === 'business' && err.status === 401) this.expire();
    }
  }

  /**
   * A login or a verified registration: credentials stored, welcome toast, auth re-checked, then
   * the remembered path or /account after 150 ms (unless `redirect` is false).
   */
  loggedInWith(answer: LoginAnswer, options: { redirect?: boolean; welcome?: boolean } = {}): StoredUser {
    this.user = saveLogin(answer, this.deps.now());
    this.lastLoginAt = this.deps.now();
    this.deps.api.clearCache();
    this.publish();
    this.startRevalidation();
    if (options.welcome !== false) {
      this.deps.bus.emit('toast:show', { kind: 'success', message: t('welcomeBack'), durationMs: WELCOME_TOAST_MS });
    }
    void this.checkAuth();
    if (options.redirect !== false) this.redirectAfterLogin();
    return this.user;
  }

  /** After login: the remembered path (spec §2) or /account, after 150 ms; `to` forces a page. */
  redirectAfterLogin(to?: string): void {
    if (this.redirectTimer) clearTimeout(this.redirectTimer);
    this.redirectTimer = setTimeout(() => {
      this.redirectTimer = null;
      this.navigate?.(to ?? takeRememberedPath() ?? AFTER_LOGIN_PATH);
    }, LOGIN_REDIRECT_MS);
  }

  /** The token is no longer good: logged out, told so, sent to log in, brought back later. */
  expire(): void {
    if (!this.user) return;
    rememberPath(this.deps.currentPath());
    this.end();
    this.deps.bus.emit('toast:show', { kind: 'error', message: t('sessionExpired') });
    this.navigate?.(SESSION_EXPIRED_PATH);
  }

  /** Logout: the server forgets the token (best effort), every credential goes, then /home. */
  async logout(): Promise<void> {
    if (!this.user) {
      this.navigate?.('/home');
      return;
    }
    this.endingOnPurpose = true;
    // Sent before the session ends: the client reads the token when the call starts.
    const told = this.deps.api.call('logout', { token: this.user.token });
    // The router moves in a transition (react-router wraps its updates in startTransition); the
    // end of the session goes in one too, so both land in one render. Otherwise the page being
    // left, if protected, renders once logged out and asks for the login popup.
    this.navigate?.('/home');
    startTransition(() => this.end());
    try {
      await told;
    } catch {
      // An unknown or expired token is logged out already; offline, the token expires by itself.
    } finally {
      this.endingOnPurpose = false;
    }
  }

  /** Keeps `has_addresses` of the logged-in shopper right in memory and in storage (spec §3). */
  private addressesCounted(count: number): void {
    if (!this.user) return;
    saveHasAddresses(this.user.token, count > 0);
    this.user = { ...this.user, has_addresses: count > 0 };
  }

  /** Keeps the shopper's name right in memory, in storage and on the page (spec §3). */
  private renamed(name: string): void {
    if (!this.user || this.user.name === name) return;
    saveUserName(this.user.token, name);
    this.user = { ...this.user, name };
    this.publish();
  }

  /** Another tab logged in or out: this tab follows (its storage is the same). */
  private readonly onStorage = (event: StorageEvent): void => {
    if (event.key !== null && event.key !== KEYS.user && event.key !== KEYS.loggedIn) return;
    const stored = hasLoggedInFlag() ? readUser() : null;
    if (stored?.token === this.user?.token) return;
    this.user = stored;
    if (stored) this.startRevalidation();
    else this.stopRevalidation();
    this.deps.api.clearCache();
    this.publish();
  };

  private end(): void {
    this.user = null;
    clearCredentials();
    this.stopRevalidation();
    this.deps.api.clearCache();
    this.publish();
  }

  private startRevalidation(): void {
    this.stopRevalidation();
    this.revalidateTimer = setInterval(() => void this.checkAuth(), REVALIDATE_MS);
  }

  private stopRevalidation(): void {
    if (this.revalidateTimer) clearInterval(this.revalidateTimer);
    this.revalidateTimer = null;
  }

  private publish(): void {
    const u = this.user;
    this.deps.bus.publish(
      'session:changed',
      u ? { loggedIn: true, token: u.token, user: { id: u.id, name: u.name, email: u.email, phone: u.phone, role: u.role } } : loggedOut,
    );
  }

  /** Tests: stop every timer. */
  dispose(): void {
    globalThis.removeEventListener?.('storage', this.onStorage);
    this.stopListening?.();
    this.stopListening = null;
    this.stopRevalidation();
    if (this.redirectTimer) clearTimeout(this.redirectTimer);
  }
}

let pageSession: Session | null = null;

/** The page's one session (the shell owns it; ARCHITECTURE.md). */
export function getSession(): Session {
  pageSession ??= new Session({
    api: pageApi,
    bus: getBus(),
    now: () => Date.now(),
    currentPath: () => `${window.location.pathname}${window.location.search}`,
  });
  return pageSession;
}

/** Tests only. */
export function setSessionForTests(session: Session | null): void {
  pageSession = session;
}
