import {
  clearCredentials, DEFAULT_EXPIRY_MS, KEYS, readPendingData, readPendingUserId, readUser, rememberPath, saveLogin, savePending,
  takeRememberedPath,
} from './storage';

const now = Date.parse('2026-06-15T10:00:00Z');

describe('stored session (spec §3 keys)', () => {
  beforeEach(() => localStorage.clear());

  test('a login stores suuqUser, api_key, api_key_expires, userLoggedIn and userName; role defaults to customer', () => {
    const user = saveLogin({ token: 'tok-1', expires: '2026-06-16T09:00:00.000Z', user_id: 7, name: 'Amina' }, now);
    expect(user.role).toBe('customer');
    expect(JSON.parse(localStorage.getItem('suuqUser')!)).toMatchObject({ id: 7, name: 'Amina', role: 'customer', token: 'tok-1', has_addresses: false });
    expect(localStorage.getItem('api_key')).toBe('tok-1');
    expect(localStorage.getItem('api_key_expires')).toBe('2026-06-16T09:00:00.000Z');
    expect(localStorage.getItem('userLoggedIn')).toBe('true');
    expect(localStorage.getItem('userName')).toBe('Amina');
    expect(readUser()).toEqual(user);
  });

  test('without an expiry from the server the session lasts 24 hours', () => {
    const user = saveLogin({ token: 'tok', user_id: 1 }, now);
    expect(Date.parse(user.expires) - now).toBe(DEFAULT_EXPIRY_MS);
    expect(DEFAULT_EXPIRY_MS).toBe(24 * 60 * 60 * 1000);
  });

  test.each([
    ['not JSON', '{broken'],
    ['null', 'null'],
    ['a number', '42'],
    ['no token', JSON.stringify({ id: 1, expires: '2026-06-16T00:00:00Z' })],
    ['no id', JSON.stringify({ token: 't', expires: '2026-06-16T00:00:00Z' })],
    ['an unreadable expiry', JSON.stringify({ id: 1, token: 't', expires: 'soon' })],
  ])('a corrupt suuqUser (%s) reads as logged out', (_, raw) => {
    localStorage.setItem(KEYS.user, raw);
    expect(readUser()).toBeNull();
  });

  test('clearing removes every stored credential but keeps the remembered path and the wishlist', () => {
    saveLogin({ token: 'tok', user_id: 1, name: 'A' }, now);
    savePending(3, { name: 'A', email: 'a@b.so', phone: '+252612345678', country: 'Somalia', country_code: '+252' }, 'ticket-1');
    rememberPath('/cart');
    localStorage.setItem('wishlist', '[]');
    clearCredentials();
    for (const key of ['suuqUser', 'api_key', 'api_key_expires', 'userLoggedIn', 'userName', 'user_id', 'tempUserData']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('redirectTo')).toBe('/cart');
    expect(localStorage.getItem('wishlist')).toBe('[]');
  });

  test('the remembered path is taken once and only a path on this site is followed', () => {
    rememberPath('/cart?x=1');
    expect(takeRememberedPath()).toBe('/cart?x=1');
    expect(takeRememberedPath()).toBeNull();
    localStorage.setItem(KEYS.redirectTo, '//evil.example/');
    expect(takeRememberedPath()).toBeNull();
    localStorage.setItem(KEYS.redirectTo, 'https://evil.example/');
    expect(takeRememberedPath()).toBeNull();
  });

  test('a pending registration keeps the user id and the data, never the password', () => {
    expect(readPendingUserId()).toBeUndefined();
    savePending(12, { name: 'A', email: 'a@b.so', phone: '+252612345678', country: 'Somalia', country_code: '+252' }, 'ticket-1');
    expect(readPendingUserId()).toBe(12);
    expect(readPendingData()).toEqual({ name: 'A', email: 'a@b.so', phone: '+252612345678', country: 'Somalia', country_code: '+252' });
    expect(localStorage.getItem('tempUserData')).not.toMatch(/password/);
    localStorage.setItem(KEYS.pendingUserId, 'abc');
    expect(readPendingUserId()).toBeNull();
    localStorage.setItem(KEYS.tempUserData, '{oops');
    expect(readPendingData()).toEqual({});
  });
});
