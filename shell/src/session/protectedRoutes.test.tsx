import { act, screen } from '@testing-library/react';
import { ShellRoutes } from '../App';
import { AuthDialogs } from '../auth/AuthDialogs';
import { currentDialog } from '../auth/dialogs';
import { setupDialogs } from '../auth/testing';
import { BottomBar } from '../layout/BottomBar';
import { Header } from '../layout/Header';
import { KEYS, saveLogin } from './storage';

jest.mock('../layout/RemoteArea', () => ({ RemoteArea: ({ remote }: { remote: string }) => <div data-testid="remote">{remote}</div> }));
jest.mock('../layout/SearchBox', () => ({ SearchBox: () => null }));

const noDemo = () => ({ status: 'success', demo: false, valid: true, expires: '2026-06-16T10:00:00.000Z', user_id: 4 });

describe('protected routes and the login popup (spec §2, §6)', () => {
  let env: ReturnType<typeof setupDialogs>;
  const at = (path: string, loggedIn = false) => {
    env = setupDialogs(noDemo, path);
    if (loggedIn) {
      saveLogin({ token: 'tok', user_id: 4, name: 'Amina' }, Date.now());
      env.session.start();
    }
    env.mount(
      <>
        <Header />
        <ShellRoutes />
        <BottomBar />
        <AuthDialogs />
      </>,
    );
  };
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    env.cleanup();
    jest.useRealTimers();
  });

  test.each(['/cart', '/checkout', '/account/orders', '/wishlist', '/manage-address', '/order-tracking', '/advisor'])(
    'logged out, %s is remembered in redirectTo and the shopper lands on /home with the login popup',
    async (path) => {
      at(path);
      expect(await screen.findByRole('dialog', { name: 'Gal' })).toBeInTheDocument();
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/home$/);
      expect(localStorage.getItem(KEYS.redirectTo)).toBe(path);
    },
  );

  test('logged in, a protected page opens', () => {
    at('/cart', true);
    expect(screen.getByTestId('remote')).toHaveTextContent('mf-checkout');
    expect(screen.getByTestId('where')).toHaveTextContent('/cart');
    expect(currentDialog()).toBeNull();
  });

  test('/login?session_expired=true lands on /home with the login popup', async () => {
    at('/login?session_expired=true');
    expect(await screen.findByRole('dialog', { name: 'Gal' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/home$/);
  });

  test('public pages stay open to visitors', () => {
    at('/product/abc');
    expect(screen.getByTestId('remote')).toHaveTextContent('mf-catalogue');
    expect(currentDialog()).toBeNull();
  });

  test('auth:required opens the popup and remembers its returnTo', async () => {
    at('/product/abc');
    act(() => env.bus.emit('auth:required', { returnTo: '/product/abc' }));
    expect(await screen.findByRole('dialog', { name: 'Gal' })).toBeInTheDocument();
    expect(localStorage.getItem(KEYS.redirectTo)).toBe('/product/abc');
  });

  test('logged out, header taps on Cart, Wishlist, Ila Tali and My Account open the popup in place', async () => {
    at('/product/abc');
    const banner = screen.getByRole('banner');
    for (const [href, name] of [['/cart', /Gaadhiga/], ['/wishlist', /Wishlist/], ['/advisor', /Ila Tali/], ['/account', /Akoonkayga/]] as const) {
      act(() => env.session.setNavigate(() => undefined));
      await env.user.click(screen.getAllByRole('link', { name }).find((l) => banner.contains(l) && l.getAttribute('href') === href)!);
      expect(screen.getByTestId('where')).toHaveTextContent('/product/abc');
      expect(localStorage.getItem(KEYS.redirectTo)).toBe(href);
      expect(currentDialog()).toBe('login');
      await env.user.keyboard('{Escape}');
    }
  });

  test('logged out, a tap on Wishlist in the mobile menu closes the menu and opens the popup', async () => {
    at('/home');
    await env.user.click(screen.getByRole('button', { name: 'Open menu', hidden: true }));
    const menu = await screen.findByRole('navigation', { name: 'Liiska', hidden: true });
    await env.user.click(menu.querySelector('a[href="/wishlist"]')!);
    expect(screen.queryByRole('navigation', { name: 'Liiska', hidden: true })).not.toBeInTheDocument();
    expect(currentDialog()).toBe('login');
    expect(localStorage.getItem(KEYS.redirectTo)).toBe('/wishlist');
  });

  test('logged out, bottom-bar taps on My Account and Cart open the popup', async () => {
    at('/home');
    const bar = screen.getByTestId('bottom-bar');
    await env.user.click(bar.querySelector('a[href="/cart"]')!);
    expect(currentDialog()).toBe('login');
    expect(localStorage.getItem(KEYS.redirectTo)).toBe('/cart');
    expect(screen.getByTestId('where')).toHaveTextContent('/home');
  });

  test('the header offers Login/Register when logged out and Logout when logged in; logout from a protected page goes to /home without the login popup', async () => {
    at('/cart', true);
    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveTextContent('Login/Register');
    await env.user.click(screen.getAllByRole('button', { name: /Logout/, hidden: true })[0]!);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/home$/);
    expect(localStorage.getItem(KEYS.loggedIn)).toBeNull();
    expect(banner).toHaveTextContent('Login/Register');
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    // The shopper left on purpose: the protected page they left does not ask them to log in again.
    expect(currentDialog()).toBeNull();
    expect(localStorage.getItem(KEYS.redirectTo)).toBeNull();
  });
});
