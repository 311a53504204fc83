import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getBus, resetBusForTests } from 'shared-events';
import { setLanguage } from 'shared-ui';
import { serve, businessError } from '../testing/fakeApi';
import { aSummary } from '../testing/orders';
import { AccountPage } from './AccountPage';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: jest.requireActual('../testing/fakeApi').pageApi }));

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const renderAt = (path = '/account') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/account" element={<AccountPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

const orderList = (group: string, count = 1, total = count, offset = 0) => ({
  orders: Array.from({ length: count }, (_, i) =>
    aSummary({ id: offset + i + 1, order_number: `SQ-1000${offset + i + 1}`, group: group as 'active', status: group === 'active' ? 'placed' : group === 'delivered' ? 'delivered' : 'cancelled' }),
  ),
  total,
});

beforeAll(() => setLanguage('en'));
beforeEach(() => resetBusForTests());

describe('My account', () => {
  test('shows the name, e-mail, phone and the default address with a link to the address book', async () => {
    serve({
      orders: () => orderList('active', 0),
      profile: () => ({
        profile: { id: 5, name: 'Hodan Ali', email: 'hodan@example.so', phone: '612345678', country_code: '+252', country: 'Somalia', full_phone: '+252612345678', addresses: [], default_address_id: 2, last_login: null, date_of_birth: '1995-03-14', role: 'customer', verified: true },
      }),
      addresses: () => ({
        addresses: [
          { id: 1, country: 'Somalia', region: 'Banadir', city: 'Mogadishu', district: 'Wadajir', delivery_method: 'Standard', details: 'Office', phone: '+252612345678', is_default: false },
          { id: 2, country: 'Somalia', region: 'Banadir', city: 'Mogadishu', district: 'Hodan', delivery_method: 'Standard', details: 'Near Hodan market, blue gate', phone: '+252612345678', is_default: true },
        ],
        default_address_id: 2,
      }),
    });
    renderAt();
    const card = within(screen.getByRole('region', { name: 'Your details' }));
    expect(await card.findByText('hodan@example.so')).toBeInTheDocument();
    expect(card.getByText('+252612345678')).toBeInTheDocument();
    expect(await card.findByText(/Near Hodan market, blue gate, Hodan, Mogadishu, Banadir/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Change addresses' })).toHaveAttribute('href', '/manage-address');
  });

  test("the heading greets the shopper by the session's name", async () => {
    serve({ orders: () => orderList('active', 0) });
    getBus().publish('session:changed', { loggedIn: true, token: 't', user: { id: 5, name: 'Hodan Ali', role: 'customer' } });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Hodan Ali' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'No active orders' });
  });

  test('links to manage addresses, the wallet with its balance, the points, the reviews and order tracking', async () => {
    serve({
      orders: () => orderList('active', 0),
      walletBalance: () => ({ status: 'success', balance: 20, formatted_balance: '$20.00', pending_recharges: 0 }),
      membershipPoints: () => ({ status: 'success', points: 250, value: 2, formatted_value: '$2.00', points_per_dollar: 1, points_per_dollar_credit: 100, redeem_minimum: 100 }),
    });
    renderAt();
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/account/profile', '/account/profile#password', '#orders', '/manage-address', '/account/wallet', '/account/membership',
      '/account/notifications', '/account/reviews', '/student-discount', '/order-tracking',
    ]);
    expect(await within(nav).findByText('Balance $20.00')).toBeInTheDocument();
    expect(await within(nav).findByText('250 points')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'No active orders' });
  });

  test('the Student & Grad discount shortcut shows its status and valid-until date', async () => {
    serve({
      orders: () => orderList('active', 0),
      studentDiscountStatus: () => ({
        status: 'success',
        discount: { status: 'verified', kind: 'student', school_email: 'h***@simad.edu.so', percent: 10, cap: 20, valid_until: '2027-11-24T06:00:00.000Z' },
      }),
    });
    renderAt();
    const link = screen.getByRole('link', { name: /Student & Grad Discount/ });
    expect(link).toHaveAttribute('href', '/student-discount');
    await waitFor(() => expect(link).toHaveTextContent('Active: 10% off until 24 Nov 2027'));
  });

  test('the wallet shortcut stays, without a figure, when the balance cannot be loaded', async () => {
    serve({ orders: () => orderList('active', 0), walletBalance: () => businessError(503, 'down') });
    renderAt();
    await screen.findByRole('heading', { name: 'No active orders' });
    expect(screen.getByRole('link', { name: /Wallet/ })).toHaveTextContent('Balance, recharge and transactions');
  });

  test('each group tab asks the server for its own group, fresh', async () => {
    const server = serve({ orders: (p) => orderList(String(p.group)) });
    renderAt();
    await screen.findByText('SQ-10001');
    fireEvent.click(screen.getByRole('tab', { name: 'Delivered' }));
    await waitFor(() => expect(server.sent('orders').map((p) => p.group)).toEqual(['active', 'delivered']));
    fireEvent.click(screen.getByRole('tab', { name: 'Cancelled and returned' }));
    await waitFor(() => expect(server.sent('orders').map((p) => p.group)).toEqual(['active', 'delivered', 'cancelled']));
    expect(screen.getByRole('tab', { name: 'Cancelled and returned' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('where')).toHaveTextContent('/account?group=cancelled');
    // Back on Active: asked again rather than shown from memory (an order may have been cancelled since).
    fireEvent.click(screen.getByRole('tab', { name: 'Active' }));
    await waitFor(() => expect(server.sent('orders')).toHaveLength(4));
    await screen.findByText('SQ-10001');
  });

  test('?group= opens that tab', async () => {
    const server = serve({ orders: (p) => orderList(String(p.group)) });
    renderAt('/account?group=delivered');
    expect(screen.getByRole('tab', { name: 'Delivered' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(server.sent('orders').map((p) => p.group)).toEqual(['delivered']));
    await screen.findByText('SQ-10001');
  });

  test('arrow keys, Home and End move between tabs, select them and show their panel', async () => {
    serve({ orders: (p) => orderList(String(p.group)) });
    renderAt();
    const [active, delivered, cancelled] = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Orders by status' })).toBeInTheDocument();
    expect(active).toHaveAttribute('tabindex', '0');
    expect(delivered).toHaveAttribute('tabindex', '-1');
    active!.focus();
    fireEvent.keyDown(active!, { key: 'ArrowRight' });
    expect(delivered).toHaveFocus();
    expect(delivered).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', delivered!.id);
    fireEvent.keyDown(delivered!, { key: 'End' });
    expect(cancelled).toHaveFocus();
    fireEvent.keyDown(cancelled!, { key: 'ArrowRight' });
    expect(active).toHaveFocus();
    fireEvent.keyDown(active!, { key: 'ArrowLeft' });
    expect(cancelled).toHaveFocus();
    fireEvent.keyDown(cancelled!, { key: 'Home' });
    expect(active).toHaveFocus();
    await screen.findByText('SQ-10001');
  });

  test('a card shows the number, date, status, items, total and the ways to open and track it', async () => {
    serve({ orders: () => ({ orders: [aSummary({ item_count: 4, names: ['Saliid qumbe', 'Shaah Kenya'], total: 14.5 })], total: 1 }) });
    renderAt();
    const card = await screen.findByRole('article', { name: 'SQ-100042' });
    expect(card).toHaveTextContent('Placed');
    expect(card).toHaveTextContent(/Placed on 24 Nov 2026, \d\d:42/);
    expect(card).toHaveTextContent('4 items');
    expect(card).toHaveTextContent('Saliid qumbe, Shaah Kenya');
    expect(card).toHaveTextContent('$14.50');
    expect(within(card).getByRole('link', { name: 'View order SQ-100042' })).toHaveAttribute('href', '/account/orders/42');
    expect(within(card).getByRole('link', { name: 'Track order SQ-100042' })).toHaveAttribute('href', '/order-tracking?order=SQ-100042');
  });

  test('Load more asks for the next page from the number of orders shown', async () => {
    const server = serve({ orders: (p) => orderList('active', p.offset ? 5 : 10, 15, Number(p.offset ?? 0)) });
    renderAt();
    await screen.findByText('SQ-100010');
    expect(screen.getByText('Showing 10 of 15 orders')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('SQ-100015');
    expect(server.sent('orders').map((p) => p.offset)).toEqual([0, 10]);
    expect(screen.getAllByRole('article')).toHaveLength(15);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('an empty group says so and links to /home', async () => {
    serve({ orders: () => orderList('delivered', 0) });
    renderAt('/account?group=delivered');
    expect(await screen.findByRole('heading', { name: 'No delivered orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/home');
  });

  test('while loading, a skeleton is announced; a failure offers Try again, which asks again', async () => {
    let fail = true;
    const server = serve({ orders: () => (fail ? businessError(503, 'Service temporarily unavailable', 'unavailable') : orderList('active')) });
    renderAt();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your orders could not be loaded.');
    expect(alert).toHaveTextContent('Service temporarily unavailable');
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('SQ-10001')).toBeInTheDocument();
    expect(server.sent('orders')).toHaveLength(2);
  });

  test("details that could not be loaded say so, with Try again, which asks for them again", async () => {
    let fail = true;
    const server = serve({
      orders: () => orderList('active', 0),
      profile: () =>
        fail
          ? businessError(503, 'Service temporarily unavailable', 'unavailable')
          : { profile: { id: 5, name: 'Hodan Ali', email: 'hodan@example.so', phone: '612345678', country_code: '+252', country: 'Somalia', full_phone: '+252612345678', addresses: [], default_address_id: null, last_login: null, date_of_birth: '1995-03-14', role: 'customer', verified: true } },
      addresses: () => ({ addresses: [], default_address_id: null }),
    });
    renderAt();
    const card = within(screen.getByRole('region', { name: 'Your details' }));
    expect(await card.findByText('Your details could not be loaded.')).toBeInTheDocument();
    fail = false;
    await act(async () => fireEvent.click(card.getByRole('button', { name: 'Try again: your details' })));
    expect(await card.findByText('hodan@example.so')).toBeInTheDocument();
    expect(card.queryByText('Your details could not be loaded.')).not.toBeInTheDocument();
    expect(server.sent('profile')).toHaveLength(2);
  });
});
