import type { ReactElement } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getBus, resetBusForTests } from 'shared-events';
import { notificationsChanged } from 'shared-events/definitions';
import { Header } from './Header';
import { BottomBar } from './BottomBar';
import { HEADER_END_ID } from './header-end.mjs';

// The catalogue's fragments are not reachable in jsdom: their areas show the shell's fallbacks.
jest.mock('../federation/remotes', () => ({
  loadRemoteModule: () => Promise.reject(new Error('no remotes in unit tests')),
}));

beforeEach(() => {
  // RemoteFragment reports each unreachable fragment on the console; expected here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** The parts drawn at a path of the router. */
const renderAt = (path: string, parts: ReactElement) => render(<MemoryRouter initialEntries={[path]}>{parts}</MemoryRouter>);

const line = (id: number) => ({ id, name: `Item ${id}`, price: 2, quantity: 3 });

describe('header and bottom bar', () => {
  beforeEach(() => resetBusForTests());

  // The page's first paint waits for this mark (tooling/index.html's rel=expect): anything after
  // it could be painted half-arrived on a slow line and move as the rest comes.
  test("the header ends with the mark the page's first paint waits for, after every item, hidden", () => {
    renderAt('/home', <Header />);
    const banner = screen.getByRole('banner');
    const mark = banner.ownerDocument.getElementById(HEADER_END_ID);
    expect(mark).not.toBeNull();
    expect(banner.lastElementChild).toBe(mark);
    expect(mark).not.toBeVisible();
    expect(mark).toBeEmptyDOMElement();
  });

  test('the cart badges count cart lines, not units, from cart:changed', () => {
    renderAt('/home', <><Header /><BottomBar /></>);
    expect(screen.queryAllByTestId('cart-badge')).toHaveLength(0);
    act(() => getBus().publish('cart:changed', { lines: [line(1), line(2)], count: 2, subtotal: 12 }));
    const badges = screen.getAllByTestId('cart-badge');
    expect(badges).toHaveLength(2);
    badges.forEach((b) => expect(b).toHaveAttribute('data-count', '2'));
    // The count is in the cart items' names (the badge itself is only seen).
    expect(screen.getAllByRole('link', { name: 'Gaadhiga, 2 cart lines', hidden: true })).toHaveLength(2);
  });

  test("My Account shows the logged-in shopper's unread notifications from notifications:changed, and none once logged out", () => {
    renderAt('/home', <><Header /><BottomBar /></>);
    const session = (loggedIn: boolean) =>
      getBus().publish('session:changed', {
        loggedIn,
        token: loggedIn ? 't' : null,
        user: loggedIn ? { id: 5, name: 'Hodan', role: 'customer' } : null,
      });
    act(() => session(true));
    expect(screen.queryAllByTestId('unread-badge')).toHaveLength(0);
    act(() => getBus().publish(notificationsChanged, { unread_count: 3 }));
    const badges = screen.getAllByTestId('unread-badge');
    expect(badges).toHaveLength(2);
    badges.forEach((b) => expect(b).toHaveAttribute('data-count', '3'));
    expect(screen.getAllByRole('link', { name: 'Akoonkayga, 3 ogeysiis oo aan la akhrin', hidden: true })).toHaveLength(2);
    act(() => getBus().publish(notificationsChanged, { unread_count: 0 }));
    expect(screen.queryAllByTestId('unread-badge')).toHaveLength(0);
    act(() => getBus().publish(notificationsChanged, { unread_count: 2 }));
    act(() => session(false));
    expect(screen.queryAllByTestId('unread-badge')).toHaveLength(0);
  });

  test('the bottom bar highlights the current page', () => {
    renderAt('/cart', <BottomBar />);
    const bar = screen.getByTestId('bottom-bar');
    expect(within(bar).getByRole('link', { name: /Gaadhiga/, hidden: true })).toHaveClass('active');
    expect(within(bar).getByRole('link', { name: /Hoyga/, hidden: true })).not.toHaveClass('active');
  });

  // jsdom applies no media queries, so the mobile-only controls count as hidden here.
  test('mobile: only one panel at a time, the same toggle closes it, the backdrop closes it', async () => {
    renderAt('/home', <Header />);
    const search = screen.getByRole('button', { name: 'Search Products', hidden: true });
    const menu = screen.getByRole('button', { name: 'Open menu', hidden: true });
    await userEvent.click(search);
    // The panels' code arrives with the first opening.
    expect(await screen.findByRole('dialog', { name: 'Search Products', hidden: true })).toBeInTheDocument();
    await userEvent.click(menu);
    expect(screen.queryByRole('dialog', { name: 'Search Products', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Liiska', hidden: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu', hidden: true }));
    expect(screen.queryByRole('navigation', { name: 'Liiska', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(search);
    await userEvent.click(screen.getByTestId('backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Search Products', hidden: true })).not.toBeInTheDocument();
  });
});

describe('mobile search panel and menu: keyboard', () => {
  beforeEach(() => resetBusForTests());

  test('focus moves into the open menu, Escape closes it and gives focus back to its toggle', async () => {
    renderAt('/home', <Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu', hidden: true });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('navigation', { name: 'Liiska', hidden: true });
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Liiska', hidden: true })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  test('the search panel opens with its field focused; Escape closes it', async () => {
    renderAt('/home', <Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Search Products', hidden: true }));
    const panel = await screen.findByRole('dialog', { name: 'Search Products', hidden: true });
    expect(within(panel).getByRole('searchbox', { hidden: true })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Search Products', hidden: true })).not.toBeInTheDocument();
  });
});

describe('mobile categories panel', () => {
  beforeEach(() => resetBusForTests());

  test('the bottom bar opens the categories panel, which closes the search panel', async () => {
    renderAt('/home', <><Header /><BottomBar /></>);
    await userEvent.click(screen.getByRole('button', { name: 'Search Products', hidden: true }));
    expect(screen.getByRole('dialog', { name: 'Search Products', hidden: true })).toBeInTheDocument();
    const categories = within(screen.getByTestId('bottom-bar')).getByRole('link', { name: /Qaybaha/, hidden: true });
    await userEvent.click(categories);
    expect(screen.queryByRole('dialog', { name: 'Search Products', hidden: true })).not.toBeInTheDocument();
    expect(categories).toHaveAttribute('aria-expanded', 'true');
    // The panel's code arrives with its first opening.
    await userEvent.click(await screen.findByTestId('categories-backdrop'));
    expect(categories).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Qaybaha', hidden: true })).not.toBeInTheDocument();
  });
});
