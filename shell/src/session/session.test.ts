import { ApiError } from 'shared-api';
import { getBus, resetBusForTests, type Bus, type PayloadOf } from 'shared-events';
import { addressesChanged, profileChanged } from 'shared-events/definitions';
import {
  LOGIN_GRACE_MS, LOGIN_REDIRECT_MS, REVALIDATE_MS, Session, SESSION_EXPIRED_PATH, WELCOME_TOAST_MS, type SessionDeps,
} from './session';
import { KEYS, rememberPath, saveLogin } from './storage';

type Call = { name: string; params: unknown };
type Configured = Parameters<SessionDeps['api']['configure']>[0];

function setup(answer: (name: string) => Promise<unknown> = async () => ({ status: 'success', valid: true })) {
  const bus: Bus = resetBusForTests();
  const calls: Call[] = [];
  const configured: Configured = {};
  const api = {
    call: jest.fn((name: string, params: unknown) => {
      calls.push({ name, params });
      return answer(name);
    }),
    configure: (o: Configured) => Object.assign(configured, o),
    clearCache: jest.fn(),
  } as unknown as SessionDeps['api'];
  const navigated: string[] = [];
  const toasts: PayloadOf<'toast:show'>[] = [];
  bus.on('toast:show').subscribe((x) => toasts.push(x));
  const states: PayloadOf<'session:changed'>[] = [];
  bus.state('session:changed').subscribe((s) => states.push(s));
  const session = new Session({ api, bus, now: () => Date.now(), currentPath: () => '/wishlist?tab=2' });
  session.setNavigate((to) => navigated.push(to));
  return { session, calls, configured, navigated, toasts, states };
}

const validations = (calls: Call[]) => calls.filter((c) => c.name === 'validateToken').length;
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const storeSession = (expiresInMs = 60 * 60 * 1000) =>
  saveLogin({ token: 'tok-1', expires: new Date(Date.now() + expiresInMs).toISOString(), user_id: 5, name: 'Amina' }, Date.now());

describe('session lifecycle (spec §4)', () => {
  let current: Session | null = null;
  beforeEach(() => {
    jest.useFakeTimers({ now: Date.parse('2026-06-15T10:00:00Z') });
    localStorage.clear();
  });
  afterEach(() => {
    current?.dispose();
    jest.useRealTimers();
  });

  test('a stored session is logged in at start, published on the bus and checked with the server once', async () => {
    storeSession();
    const s = setup();
    current = s.session;
    s.session.start();
    await flush();
    expect(s.session.loggedIn).toBe(true);
    expect(s.states.at(-1)).toMatchObject({ loggedIn: true, token: 'tok-1', user: { id: 5, name: 'Amina', role: 'customer' } });
    expect(validations(s.calls)).toBe(1);
    expect(s.configured.getAuth?.()).toEqual({ token: 'tok-1', apiKey: 'tok-1' });
  });

  test('the token is revalidated every 5 minutes while logged in', async () => {
    storeSession(24 * 60 * 60 * 1000);
    const s = setup();
    current = s.session;
    s.session.start();
    await flush();
    jest.advanceTimersByTime(REVALIDATE_MS - 1);
    await flush();
    expect(validations(s.calls)).toBe(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(validations(s.calls)).toBe(2);
    jest.advanceTimersByTime(REVALIDATE_MS);
    await flush();
    expect(validations(s.calls)).toBe(3);
    expect(REVALIDATE_MS).toBe(300_000);
  });

  test('a check within 5 seconds of a login is skipped', async () => {
    const s = setup();
    current = s.session;
    s.session.start();
    s.session.loggedInWith({ token: 'fresh', user_id: 5, name: 'Amina' });
    await flush();
    expect(validations(s.calls)).toBe(0);
    jest.advanceTimersByTime(LOGIN_GRACE_MS - 1);
    await s.session.checkAuth();
    expect(validations(s.calls)).toBe(0);
    jest.advanceTimersByTime(1);
    await s.session.checkAuth();
    expect(validations(s.calls)).toBe(1);
    expect(LOGIN_GRACE_MS).toBe(5000);
  });

  test("after login: 'Soo noqod wanaagsan' for 3 s, then the remembered path after 150 ms", async () => {
    const s = setup();
    current = s.session;
    s.session.start();
    rememberPath('/cart');
    s.session.loggedInWith({ token: 'fresh', user_id: 5, name: 'Amina' });
    expect(s.toasts).toEqual([{ kind: 'success', message: 'Soo noqod wanaagsan', durationMs: WELCOME_TOAST_MS }]);
    expect(WELCOME_TOAST_MS).toBe(3000);
    jest.advanceTimersByTime(LOGIN_REDIRECT_MS - 1);
    expect(s.navigated).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(s.navigated).toEqual(['/cart']);
    expect(localStorage.getItem(KEYS.redirectTo)).toBeNull();
  });

  test('after login without a remembered path the shopper goes to /account after 150 ms', () => {
    const s = setup();
    current = s.session;
    s.session.start();
    s.session.loggedInWith({ token: 'fresh', user_id: 5 });
    jest.advanceTimersByTime(LOGIN_REDIRECT_MS);
    expect(s.navigated).toEqual(['/account']);
    expect(LOGIN_REDIRECT_MS).toBe(150);
  });

  test('a locally expired session is logged out at the next check, with the expired flow', async () => {
    storeSession(REVALIDATE_MS / 2);
    const s = setup();
    current = s.session;
    s.session.start();
    await flush();
    expect(s.session.loggedIn).toBe(true);
    jest.advanceTimersByTime(REVALIDATE_MS);
    await flush();
    expect(s.session.loggedIn).toBe(false);
    expect(s.navigated).toEqual([SESSION_EXPIRED_PATH]);
  });

  test("a 401 from validate_token: logged out, 'Session expired. Please login again.', /login?session_expired=true, the page remembered", async () => {
    storeSession();
    const s = setup(async () => {
      throw new ApiError('business', 'Invalid or expired token', 401, 'unauthorized');
    });
    current = s.session;
    s.session.start();
    // The client reports 401/403 of auth calls to onSessionExpired; validate's own catch agrees.
    s.configured.onSessionExpired?.({ call: 'validateToken', status: 401 });
    await flush();
    expect(s.session.loggedIn).toBe(false);
    expect(s.toasts).toEqual([{ kind: 'error', message: 'Session expired. Please login again.' }]);
    expect(s.navigated).toEqual(['/login?session_expired=true']);
    expect(localStorage.getItem(KEYS.redirectTo)).toBe('/wishlist?tab=2');
    expect(localStorage.getItem(KEYS.user)).toBeNull();
    expect(localStorage.getItem(KEYS.loggedIn)).toBeNull();
    expect(s.states.at(-1)).toEqual({ loggedIn: false, user: null, token: null });
  });

  test('a session that expired while the page was closed ends once the shell is mounted: toast and redirect are not lost', async () => {
    storeSession(-1000);
    const bus = resetBusForTests();
    const api = { call: jest.fn(), configure: () => undefined, clearCache: () => undefined } as unknown as SessionDeps['api'];
    const boot = new Session({ api, bus, now: () => Date.now(), currentPath: () => '/cart' });
    current = boot;
    boot.start(); // at boot: no router, no toaster yet
    expect(boot.loggedIn).toBe(true);
    const toasts: PayloadOf<'toast:show'>[] = [];
    const navigated: string[] = [];
    bus.on('toast:show').subscribe((x) => toasts.push(x));
    boot.setNavigate((to) => navigated.push(to));
    await flush();
    expect(boot.loggedIn).toBe(false);
    expect(navigated).toEqual([SESSION_EXPIRED_PATH]);
    expect(toasts).toEqual([{ kind: 'error', message: 'Session expired. Please login again.' }]);
    expect(localStorage.getItem(KEYS.redirectTo)).toBe('/cart');
  });

  test('a 403 from profile ends the session; a network failure of validate keeps it', async () => {
    storeSession();
    const s = setup(async () => {
      throw new ApiError('network', 'offline');
    });
    current = s.session;
    s.session.start();
    await flush();
    expect(s.session.loggedIn).toBe(true);
    s.configured.onSessionExpired?.({ call: 'profile', status: 403 });
    expect(s.session.loggedIn).toBe(false);
  });

  test('a corrupt stored user with the flag set starts logged out and is cleaned up', () => {
    localStorage.setItem(KEYS.user, '{not json');
    localStorage.setItem(KEYS.loggedIn, 'true');
    localStorage.setItem(KEYS.apiKey, 'stale');
    const s = setup();
    current = s.session;
    expect(() => s.session.start()).not.toThrow();
    expect(s.session.loggedIn).toBe(false);
    expect(localStorage.getItem(KEYS.loggedIn)).toBeNull();
    expect(localStorage.getItem(KEYS.user)).toBeNull();
    expect(localStorage.getItem(KEYS.apiKey)).toBeNull();
    expect(s.states.at(-1)).toEqual({ loggedIn: false, user: null, token: null });
  });

  test('logout tells the server, clears every credential, publishes and goes to /home without the expired toast', async () => {
    storeSession();
    const s = setup(async (name) => {
      if (name === 'logout') throw new ApiError('business', 'Invalid or expired token', 401);
      return { status: 'success', valid: true };
    });
    current = s.session;
    s.session.start();
    await flush();
    await s.session.logout();
    expect(s.calls.find((c) => c.name === 'logout')?.params).toEqual({ token: 'tok-1' });
    s.configured.onSessionExpired?.({ call: 'logout', status: 401 });
    expect(s.navigated).toEqual(['/home']);
    expect(s.toasts).toEqual([]);
    expect(s.session.loggedIn).toBe(false);
    expect(localStorage.getItem(KEYS.apiKey)).toBeNull();
    expect(s.states.at(-1)?.loggedIn).toBe(false);
    jest.advanceTimersByTime(REVALIDATE_MS * 2);
    expect(validations(s.calls)).toBe(1);
  });
});

describe('has_addresses of the stored user (spec §3)', () => {
  beforeEach(() => localStorage.clear());
  const stored = () => JSON.parse(localStorage.getItem(KEYS.user)!) as Record<string, unknown>;

  test('follows addresses:changed from the address book: true with addresses, false when the last one is deleted', () => {
    storeSession();
    const s = setup();
    s.session.start();
    expect(stored().has_addresses).toBe(false);
    getBus().emit(addressesChanged, { count: 2 });
    expect(stored().has_addresses).toBe(true);
    expect(s.session.current?.has_addresses).toBe(true);
    // Every other stored field is kept as written.
    expect(stored()).toMatchObject({ id: 5, name: 'Amina', token: 'tok-1', role: 'customer' });
    getBus().emit(addressesChanged, { count: 0 });
    expect(stored().has_addresses).toBe(false);
    expect(s.session.current?.has_addresses).toBe(false);
    s.session.dispose();
  });

  test('logged out, or after dispose, nothing is stored', () => {
    const s = setup();
    s.session.start();
    getBus().emit(addressesChanged, { count: 1 });
    expect(localStorage.getItem(KEYS.user)).toBeNull();
    s.session.dispose();
    storeSession();
    getBus().emit(addressesChanged, { count: 1 });
    expect(stored().has_addresses).toBe(false);
  });
});

describe('the stored name follows the profile (spec §3)', () => {
  beforeEach(() => localStorage.clear());
  const stored = () => JSON.parse(localStorage.getItem(KEYS.user)!) as Record<string, unknown>;

  test('profile:changed renames the stored user, userName and the published session', () => {
    storeSession();
    const s = setup();
    s.session.start();
    getBus().emit(profileChanged, { name: 'Hodan Ali' });
    expect(stored()).toMatchObject({ id: 5, name: 'Hodan Ali', token: 'tok-1' });
    expect(localStorage.getItem(KEYS.userName)).toBe('Hodan Ali');
    expect(s.session.current?.name).toBe('Hodan Ali');
    expect(s.states.at(-1)?.user?.name).toBe('Hodan Ali');
    s.session.dispose();
  });

  test('logged out, nothing is stored', () => {
    const s = setup();
    s.session.start();
    getBus().emit(profileChanged, { name: 'Hodan Ali' });
    expect(localStorage.getItem(KEYS.user)).toBeNull();
    expect(localStorage.getItem(KEYS.userName)).toBeNull();
    s.session.dispose();
  });
});

describe('several tabs', () => {
  beforeEach(() => localStorage.clear());

  test('a logout in another tab logs this tab out too (storage event)', () => {
    storeSession();
    const s = setup();
    s.session.start();
    expect(s.session.loggedIn).toBe(true);
    localStorage.removeItem(KEYS.user);
    localStorage.removeItem(KEYS.loggedIn);
    window.dispatchEvent(new StorageEvent('storage', { key: KEYS.loggedIn }));
    expect(s.session.loggedIn).toBe(false);
    expect(s.states.at(-1)).toEqual({ loggedIn: false, user: null, token: null });
    s.session.dispose();
  });
});
