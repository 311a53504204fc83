import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { api, ApiError } from 'shared-api';
import { resetBusForTests, type Bus } from 'shared-events';
import { cartAddV2 } from 'shared-events/definitions/cart';
import { setLanguage } from 'shared-ui';
import { AppRoutes } from '../routes';
import { order } from '../checkout/testing/quotes';
import { confirmationTiming } from './useOrder';

let bus: Bus;
let call: jest.SpyInstance;
let answer: (params: Record<string, unknown>) => unknown;

beforeEach(() => {
  setLanguage('en');
  bus = resetBusForTests();
  answer = () => ({ status: 'success', order: order(7) });
  call = jest.spyOn(api, 'call').mockImplementation((async (_name: string, params: Record<string, unknown>) => answer(params)) as never);
});
afterEach(() => call.mockRestore());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function show(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );
}

describe('/order-confirmation', () => {
  test('shows the order number, each shipment with its lines and fee, the totals, the address and cash on delivery', async () => {
    show('/order-confirmation?order=7');
    expect(await screen.findByText('SQ-100007')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('order', { id: '7' }, undefined);
    const first = screen.getByRole('heading', { name: 'Shipment 1: from Hodan Warehouse' }).closest('li')!;
    expect(within(first).getByText('Saliid')).toBeInTheDocument();
    expect(within(first).getByText('$2.50')).toBeInTheDocument();
    const second = screen.getByRole('heading', { name: 'Shipment 2: from Bakaara Store' }).closest('li')!;
    expect(within(second).getByText('Free delivery')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('$9.25')).toBeInTheDocument();
    expect(within(totals).getByText('$11.75')).toBeInTheDocument();
    expect(screen.getByText('Blue gate, Hodan, Mogadishu, Banadir, Somalia')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    expect(screen.getByText('Pay the courier $11.75 in cash when your order arrives.')).toBeInTheDocument();
  });

  test('says what happens next, with the delivery time per shipment and links to the order and tracking', async () => {
    show('/order-confirmation?order=7');
    const next = await screen.findByRole('region', { name: 'What happens next' });
    expect(within(next).getByText('Hodan Warehouse: delivery Same day / Next day.')).toBeInTheDocument();
    expect(within(next).getByText('You can follow it in My account')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'See your order' })).toHaveAttribute('href', '/account/orders/7');
    expect(within(next).getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/order-tracking');
  });

  test('in Somali the payment reads Lacag caddaan ah marka la keeno', async () => {
    setLanguage('so');
    show('/order-confirmation?order=7');
    expect(await screen.findByText('Lacag caddaan ah marka la keeno')).toBeInTheDocument();
  });

  test('an unknown order (404) says so with links, and no order id at all asks nothing', async () => {
    answer = () => {
      throw new ApiError('business', 'Order not found', 404, 'not_found');
    };
    const { unmount } = show('/order-confirmation?order=99');
    expect(await screen.findByRole('heading', { name: 'We could not find this order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/account/orders');
    unmount();
    call.mockClear();
    show('/order-confirmation?order=abc');
    expect(screen.getByRole('heading', { name: 'No order to show' })).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    expect(document.title).toBe('Order confirmation · Suuq');
  });

  test('logged out: asks the shell for the login (auth:required back to this page) and shows a login prompt', async () => {
    const asked: unknown[] = [];
    bus.on('auth:required').subscribe((e) => asked.push(e));
    bus.publish('session:changed', { loggedIn: false, user: null, token: null });
    show('/order-confirmation?order=7');
    expect(await screen.findByRole('heading', { name: 'Log in to see your order' })).toBeInTheDocument();
    expect(asked).toEqual([{ returnTo: '/order-confirmation?order=7' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(asked).toHaveLength(2);
    expect(call).not.toHaveBeenCalled();
  });

  test('a failure other than 404 offers Try again', async () => {
    let fail = true;
    answer = () => {
      if (fail) throw new ApiError('network', 'down');
      return { status: 'success', order: order(7) };
    };
    show('/order-confirmation?order=7');
    expect(await screen.findByText('Your order could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('SQ-100007')).toBeInTheDocument();
  });
});

describe('/order-confirmation of a mobile money order', () => {
  const momo = (status: 'pending' | 'paid' | 'failed') =>
    order(7, {
      payment_method: 'mobile_money',
      payment_status: status,
      payment_provider: 'evc_plus',
      payment_phone: '+252611234567',
      ...(status === 'failed' ? { status: 'cancelled', group: 'cancelled', can_cancel: false } : {}),
    });

  beforeEach(() => {
    confirmationTiming.pollMs = 5;
  });

  test('waits while the payment is pending, asking the order again, then says it is paid', async () => {
    let asked = 0;
    answer = () => ({ status: 'success', order: momo(++asked < 3 ? 'pending' : 'paid') });
    show('/order-confirmation?order=7');
    expect(await screen.findByRole('heading', { name: /^Check your phone: approve the EVC Plus payment of \$\d+\.\d\d$/ })).toBeInTheDocument();
    const paid = await screen.findByRole('heading', { name: /^Paid \$\d+\.\d\d by EVC Plus\.$/ });
    expect(paid.closest('[tabindex="-1"]')).toHaveFocus();
    expect(asked).toBe(3);
    expect(call).toHaveBeenLastCalledWith('order', { id: '7' }, { fresh: true });
    expect(screen.queryByRole('heading', { name: /Check your phone/ })).not.toBeInTheDocument();
  });

  test('a declined payment says the order is cancelled and puts its lines back in the cart', async () => {
    // The page's own clock: "no more asking" is checked over poll intervals that surely passed,
    // not over a wait of the test machine's real time.
    jest.useFakeTimers();
    try {
      let asked = 0;
      answer = () => ({ status: 'success', order: momo(++asked < 2 ? 'pending' : 'failed') });
      show('/order-confirmation?order=7');
      const failed = await screen.findByRole('heading', { name: 'Payment declined; your order is cancelled' });
      expect(failed.closest('[tabindex="-1"]')).toHaveFocus();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment declined');
      expect(screen.queryByText('We confirm your order.')).not.toBeVisible();
      await act(() => jest.advanceTimersByTimeAsync(confirmationTiming.pollMs * 10));
      expect(asked).toBe(2); // no more asking once it is settled

      // The cart's owner takes each line as it was ordered, from its stock location; then the cart.
      const added: unknown[] = [];
      bus.handle(
        'cart:add',
        (payload) => {
          added.push(payload);
          return { ok: true };
        },
        { also: [cartAddV2] },
      );
      await act(async () => screen.getByRole('button', { name: 'Put them back in my cart' }).click());
      expect(added).toEqual([
        { line: expect.objectContaining({ product_id: 1, name: 'Saliid', price: 4, quantity: 2, stock_location_id: 1 }) },
        { line: expect.objectContaining({ product_id: 2, name: 'Shaah', price: 1.25, quantity: 1, stock_location_id: 2 }) },
      ]);
      expect(screen.getByTestId('where')).toHaveTextContent('/cart');
    } finally {
      jest.useRealTimers();
    }
  });

  test('a wallet order says it was paid from the wallet, with the points used', async () => {
    answer = () => ({ status: 'success', order: order(7, { payment_method: 'wallet', payment_status: 'paid', points_value_used: 3 }) });
    show('/order-confirmation?order=7');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent(/Paid \$\d+\.\d\d from your wallet\./);
    expect(payment).toHaveTextContent('Your points paid $3.00 of it.');
  });
});
