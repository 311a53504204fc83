import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { api } from 'shared-api';
import { resetBusForTests, type Bus, type CartLine } from 'shared-events';
import { setLanguage } from 'shared-ui';
import { AppRoutes } from '../routes';
import { forgetIdempotencyKey } from './idempotency';
import { address, fakeBook } from './testing/fakeAddressBook';
import { order, twoLocations } from './testing/quotes';

jest.mock('address-book', () => jest.requireActual('./testing/fakeAddressBook'));

// twoLocations: the order's total is $11.75.
const oil: CartLine = { id: 1, name: 'Saliid', price: 4, quantity: 2, stock_location_id: 1, seller_id: null };
const hodan = address(4, 'Hodan', { is_default: true });

let bus: Bus;
let call: jest.SpyInstance;
let answers: Record<string, (params: Record<string, unknown>, options?: { idempotencyKey?: string }) => unknown>;
const wallet = (balance: number) => () => ({ status: 'success', balance, formatted_balance: `$${balance.toFixed(2)}`, pending_recharges: 0 });
const points = (n: number) => () => ({ status: 'success', points: n, value: Math.floor(n / 100), formatted_value: `$${Math.floor(n / 100).toFixed(2)}`, points_per_dollar: 1, points_per_dollar_credit: 100, redeem_minimum: 100 });

beforeEach(() => {
  setLanguage('en');
  sessionStorage.clear();
  forgetIdempotencyKey();
  bus = resetBusForTests();
  bus.handle('cart:clear', () => ({ ok: true }));
  Object.assign(fakeBook, { addresses: [hodan], defaultId: 4, status: 'ready', error: null, saved: null });
  answers = {
    deliveryQuote: () => twoLocations,
    orderCreate: () => ({ status: 'success', order: order(7), replayed: false, message: 'ok' }),
    order: () => ({ status: 'success', order: order(7) }),
    walletBalance: wallet(20),
    membershipPoints: points(0),
  };
  call = jest.spyOn(api, 'call').mockImplementation((async (name: string | { name: string }, params: Record<string, unknown>, options?: { idempotencyKey?: string }) =>
    // The shopper's quote travels by definition (useQuote.ts shopperQuote): answered by its name.
    answers[typeof name === 'string' ? name : name.name]!(params, options)) as never);
});
afterEach(() => call.mockRestore());

const created = () => call.mock.calls.filter(([n]) => n === 'orderCreate').map(([, params]) => params as Record<string, unknown>);

const hodanShopper = { id: 5, name: 'Hodan', phone: '+252611234567', role: 'customer' as const };

async function showCheckout(user: { id: number; name: string; phone: string; role: 'customer' } = hodanShopper) {
  bus.publish('session:changed', { loggedIn: true, token: `t${user.id}`, user });
  bus.publish('cart:changed', { lines: [oil], count: 1, subtotal: 8 });
  render(
    <MemoryRouter initialEntries={['/checkout']}>
      <AppRoutes />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'Ships from Hodan Warehouse' });
  return within(screen.getByRole('region', { name: 'Payment' }));
}

describe('checkout payment step', () => {
  test('three methods; the wallet shows its balance and pays when it covers the total', async () => {
    const step = await showCheckout();
    expect(step.getAllByRole('radio', { name: /Cash on delivery|Wallet|Mobile money/ }).map((r) => r.getAttribute('value'))).toEqual(['cash_on_delivery', 'wallet', 'mobile_money']);
    await waitFor(() => expect(step.getByTestId('wallet-state')).toHaveTextContent('Your balance: $20.00'));
    await userEvent.click(step.getByRole('radio', { name: 'Wallet' }));
    await userEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({ payment_method: 'wallet' });
    expect(created()[0]).not.toHaveProperty('use_points');
  });

  test('the wallet is disabled, with the reason, when its balance does not cover the total', async () => {
    answers.walletBalance = wallet(5);
    const step = await showCheckout();
    await waitFor(() => expect(step.getByRole('radio', { name: 'Wallet' })).toBeDisabled());
    expect(step.getByRole('radio', { name: 'Wallet' })).toHaveAccessibleDescription(expect.stringContaining('Your balance of $5.00 does not cover the total of $11.75.'));
  });

  test('using the points counts their worth toward the total: $5 + 700 points ($7) covers $11.75, and the order says use_points', async () => {
    answers.walletBalance = wallet(5);
    answers.membershipPoints = points(700);
    const step = await showCheckout();
    const box = await step.findByRole('checkbox', { name: 'Use my points (700 points = $7.00)' });
    expect(step.getByRole('radio', { name: 'Wallet' })).toBeDisabled();
    await userEvent.click(box);
    expect(step.getByRole('radio', { name: 'Wallet' })).toBeEnabled();
    expect(step.getByText('$12.00 available for this order.')).toBeInTheDocument();
    await userEvent.click(step.getByRole('radio', { name: 'Wallet' }));
    await userEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({ payment_method: 'wallet', use_points: true });
  });

  test('unticking the points when they were needed leaves the wallet and falls back to cash on delivery', async () => {
    answers.walletBalance = wallet(5);
    answers.membershipPoints = points(700);
    const step = await showCheckout();
    await userEvent.click(await step.findByRole('checkbox', { name: /Use my points/ }));
    await userEvent.click(step.getByRole('radio', { name: 'Wallet' }));
    await userEvent.click(step.getByRole('checkbox', { name: /Use my points/ }));
    expect(step.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  });

  test('no points checkbox below 100 points', async () => {
    answers.membershipPoints = points(99);
    const step = await showCheckout();
    await waitFor(() => expect(step.getByTestId('wallet-state')).toHaveTextContent('Your balance: $20.00'));
    expect(step.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  test("mobile money needs a service; the phone is the account's; the order carries provider and phone", async () => {
    const step = await showCheckout();
    await userEvent.click(step.getByRole('radio', { name: 'Mobile money' }));
    expect(step.getByRole('textbox', { name: 'Phone number' })).toHaveValue('611234567');
    await userEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect(step.getByText('Please choose a mobile money service.')).toBeInTheDocument();
    expect(step.getByRole('radio', { name: 'EVC Plus' })).toHaveFocus();
    expect(created()).toHaveLength(0);
    await userEvent.click(step.getByRole('radio', { name: 'Zaad' }));
    await userEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({ payment_method: 'mobile_money', payment_provider: 'zaad', payment_phone: '+252611234567' });
  });

  test('a whole number pasted beside the +252 picker is sent once with its code, not refused', async () => {
    const step = await showCheckout();
    await userEvent.click(step.getByRole('radio', { name: 'Mobile money' }));
    await userEvent.click(step.getByRole('radio', { name: 'Zaad' }));
    const digits = step.getByRole('textbox', { name: 'Phone number' });
    await userEvent.clear(digits);
    await userEvent.click(digits);
    await userEvent.paste('\u202a+252 61 765 4321\u202c');
    await userEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({ payment_phone: '+252617654321' });
  });

  test('while a mobile money order waits for the phone, the summary says to approve it there', async () => {
    let release!: () => void;
    answers.orderCreate = () => new Promise((resolve) => (release = () => resolve({ status: 'success', order: order(7), replayed: false, message: 'ok' })));
    const step = await showCheckout();
    await userEvent.click(step.getByRole('radio', { name: 'Mobile money' }));
    await userEvent.click(step.getByRole('radio', { name: 'Zaad' }));
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect(summary.getByRole('status')).toHaveTextContent('Check your phone: approve the payment of $11.75 with Zaad.');
    expect(summary.getByRole('status')).toHaveTextContent('Enter your PIN on +252 611234567 to approve.');
    release();
    expect(await screen.findByText('SQ-100007')).toBeInTheDocument();
  });

  test("on a shop that does not take mobile money now, it is shown disabled with the reason, and a choice kept from before falls back to cash", async () => {
    answers.walletBalance = () => ({ ...wallet(20)(), mobile_money: false });
    sessionStorage.setItem('suuq.checkout.payment', JSON.stringify({ method: 'mobile_money', provider: 'zaad', dialCode: '+252', digits: '611234567', usePoints: false }));
    const step = await showCheckout();
    const mobileMoney = step.getByRole('radio', { name: 'Mobile money' });
    await waitFor(() => expect(mobileMoney).toBeDisabled());
    expect(mobileMoney).toHaveAccessibleDescription(/Mobile money cannot be used right now\. Please choose another way to pay\./);
    await waitFor(() => expect(step.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({ payment_method: 'cash_on_delivery' });
  });

  test('an answer without the flag (an older API) offers mobile money as before', async () => {
    const step = await showCheckout();
    await screen.findByText('Your balance: $20.00');
    expect(step.getByRole('radio', { name: 'Mobile money' })).toBeEnabled();
  });

  test('cash on delivery places without asking for the phone', async () => {
    let release!: () => void;
    answers.orderCreate = () => new Promise((resolve) => (release = () => resolve({ status: 'success', order: order(7), replayed: false, message: 'ok' })));
    await showCheckout();
    await userEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect(within(screen.getByRole('region', { name: 'Order summary' })).getByRole('status')).toBeEmptyDOMElement();
    release();
    await screen.findByText('SQ-100007');
  });
});

describe('the payment choice after a reload', () => {
  test('mobile money with its service and phone comes back, so pressing Place order again sends the same order with the same key', async () => {
    answers.orderCreate = () => new Promise(() => undefined); // the page is reloaded while it waits
    const step = await showCheckout();
    await userEvent.click(step.getByRole('radio', { name: 'Mobile money' }));
    await userEvent.click(step.getByRole('radio', { name: 'EVC Plus' }));
    await userEvent.clear(step.getByRole('textbox', { name: 'Phone number' }));
    await userEvent.type(step.getByRole('textbox', { name: 'Phone number' }), '615559999');
    await userEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(created()).toHaveLength(1));
    cleanup();

    answers.orderCreate = () => ({ status: 'success', order: order(7), replayed: true, message: 'ok' });
    const again = await showCheckout();
    expect(again.getByRole('radio', { name: 'Mobile money' })).toBeChecked();
    expect(again.getByRole('radio', { name: 'EVC Plus' })).toBeChecked();
    expect(again.getByRole('textbox', { name: 'Phone number' })).toHaveValue('615559999');
    await userEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await screen.findByText('SQ-100007');
    const calls = call.mock.calls.filter(([n]) => n === 'orderCreate');
    expect(calls).toHaveLength(2);
    expect(calls[1]![1]).toEqual(calls[0]![1]);
    expect(calls[1]![2].idempotencyKey).toBe(calls[0]![2].idempotencyKey);
    // Placed: the next checkout starts from cash on delivery again.
    expect(sessionStorage.getItem('suuq.checkout.payment')).toBeNull();
  });

  test("another shopper on this tab (a logout, then someone else's login) starts afresh: the first one's phone is not offered", async () => {
    const step = await showCheckout();
    await userEvent.click(step.getByRole('radio', { name: 'Mobile money' }));
    await userEvent.click(step.getByRole('radio', { name: 'EVC Plus' }));
    await userEvent.clear(step.getByRole('textbox', { name: 'Phone number' }));
    await userEvent.type(step.getByRole('textbox', { name: 'Phone number' }), '615559999');
    cleanup();

    const again = await showCheckout({ id: 6, name: 'Ayaan', phone: '+252617000000', role: 'customer' });
    expect(again.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    expect(sessionStorage.getItem('suuq.checkout.payment')).not.toContain('615559999');
  });

  test('a broken kept choice is cash on delivery, and the page works', async () => {
    sessionStorage.setItem('suuq.checkout.payment', '{"method":"bitcoin"');
    const step = await showCheckout();
    expect(step.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  });
});
