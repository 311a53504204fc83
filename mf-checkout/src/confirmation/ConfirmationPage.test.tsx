import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { api, ApiError } from 'shared-api';
import { resetBusForTests, type Bus } from 'shared-events';
import { setLanguage } from 'shared-ui';
import { AppRoutes } from '../routes';
import { order } from '../checkout/testing/quotes';

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

function show(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
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
