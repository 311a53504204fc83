import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getBus, resetBusForTests, type PayloadOf } from 'shared-events';
import type { Recharge, WalletEntry } from 'shared-api';
import { setLanguage } from 'shared-ui';
import { serve } from '../testing/fakeApi';
import { WalletPage } from './WalletPage';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: jest.requireActual('../testing/fakeApi').pageApi }));

const FAST = { pollMs: 5, waitMaxMs: 8000 };

const recharge = (status: Recharge['payment_status'], extra: Partial<Recharge> = {}): Recharge => ({
  id: 9,
  amount: 20,
  formatted_amount: '$20.00',
  provider: 'evc_plus',
  phone: '+252611234567',
  payment_status: status,
  // As the server words a decline (server/src/payments/recharge.ts): its prefix, then the gateway's reason.
  message: status === 'declined' ? 'Payment declined: Insufficient balance on the EVC Plus account' : '',
  created_at: '2026-11-24T10:42:00.000Z',
  ...extra,
});
const entry = (id: number, extra: Partial<WalletEntry> = {}): WalletEntry => ({
  id,
  kind: 'recharge',
  amount: 20,
  formatted_amount: '$20.00',
  balance_after: 20,
  description: 'EVC Plus +252611234567',
  order_id: null,
  order_number: null,
  at: '2026-11-24T10:42:00.000Z',
  ...extra,
});
const balanceOf = (balance: number) => ({ status: 'success', balance, formatted_balance: `$${balance.toFixed(2)}`, pending_recharges: 0 });
const txOf = (transactions: WalletEntry[] = [], open: Recharge[] = [], total = transactions.length) => ({
  status: 'success',
  transactions,
  total,
  balance: 0,
  formatted_balance: '$0.00',
  open_recharges: open,
});
const answer = (r: Recharge, balance: number) => ({ status: 'success', recharge: r, balance, formatted_balance: `$${balance.toFixed(2)}` });

let toasts: PayloadOf<'toast:show'>[] = [];
beforeAll(() => setLanguage('en'));
beforeEach(() => {
  resetBusForTests();
  toasts = [];
  getBus().on('toast:show').subscribe((t) => toasts.push(t));
  getBus().publish('session:changed', { loggedIn: true, token: 't', user: { id: 5, name: 'Hodan', phone: '+252611234567', role: 'customer' } });
});

const show = (timing = FAST) =>
  render(
    <MemoryRouter initialEntries={['/account/wallet']}>
      <Routes>
        <Route path="/account/wallet" element={<WalletPage timing={timing} />} />
      </Routes>
    </MemoryRouter>,
  );

async function fillAndSubmit(provider = 'EVC Plus', amount = '$20.00', submit = 'Recharge') {
  await screen.findByTestId('wallet-balance');
  fireEvent.click(screen.getByRole('radio', { name: provider }));
  fireEvent.click(screen.getByRole('button', { name: amount }));
  fireEvent.click(screen.getByRole('button', { name: submit }));
}

describe('/account/wallet', () => {
  test('shows the balance, the phone from the session, and the transactions newest first with signed amounts and order links', async () => {
    serve({
      walletBalance: () => balanceOf(5.5),
      walletTransactions: () =>
        txOf([
          entry(2, { kind: 'order_payment', amount: -14.5, formatted_amount: '-$14.50', balance_after: 5.5, order_id: 42, order_number: 'SQ-100042' }),
          entry(1),
        ]),
    });
    show();
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$5.50');
    expect(screen.getByRole('combobox', { name: 'Dial code' })).toHaveValue('+252');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('611234567');
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Order payment');
    expect(items[0]).toHaveTextContent('−$14.50');
    expect(within(items[0]!).getByRole('link', { name: 'Order SQ-100042' })).toHaveAttribute('href', '/account/orders/42');
    expect(items[1]).toHaveTextContent('+$20.00');
  });

  test('an empty wallet says there are no transactions yet', async () => {
    serve({ walletBalance: () => balanceOf(0), walletTransactions: () => txOf() });
    show();
    expect(await screen.findByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
  });

  test('the form refuses a missing service and an amount above $1000 with errors tied to the fields, and sends nothing', async () => {
    const server = serve({ walletBalance: () => balanceOf(0), walletTransactions: () => txOf() });
    show();
    await screen.findByTestId('wallet-balance');
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (USD)' }), { target: { value: '1000.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(screen.getByText('Please choose a mobile money service.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'EVC Plus' })).toHaveFocus();
    fireEvent.click(screen.getByRole('radio', { name: 'Zaad' }));
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    const amount = screen.getByRole('textbox', { name: 'Amount (USD)' });
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Enter an amount from $1.00 to $1000.00.'));
    expect(server.sent('walletRecharge')).toHaveLength(0);
  });

  jest.setTimeout(20000);
  test('recharge: waiting while pending (polled), then success with the new balance, a toast and focus on the result', async () => {
    let polls = 0;
    const server = serve({
      walletBalance: () => balanceOf(0),
      walletTransactions: () => txOf(),
      walletRecharge: () => answer(recharge('pending'), 0),
      walletRechargeStatus: () => (++polls < 2 ? answer(recharge('pending'), 0) : answer(recharge('approved'), 20)),
    });
    show();
    await fillAndSubmit();
    expect(await screen.findByText('Check your phone: approve the EVC Plus payment of $20.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recharge' })).not.toBeInTheDocument();
    const done = await screen.findByText('$20.00 was added to your wallet. Your new balance is $20.00.', {}, { timeout: 8000 });
    expect(done.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('$20.00');
    expect(server.sent('walletRecharge')).toEqual([{ amount: 20, payment_method: 'evc_plus', phone: '+252611234567' }]);
    expect(server.sent('walletRechargeStatus').length).toBeGreaterThanOrEqual(2);
    expect(toasts).toEqual([{ kind: 'success', message: 'Wallet recharged. New balance: $20.00' }]);
  });

  test("recharge declined: the gateway's reason, the balance unchanged and the form still filled", async () => {
    serve({
      walletBalance: () => balanceOf(3),
      walletTransactions: () => txOf(),
      walletRecharge: () => answer(recharge('pending'), 3),
      walletRechargeStatus: () => answer(recharge('declined'), 3),
    });
    show();
    await fillAndSubmit();
    const failure = await screen.findByText('Payment declined: Insufficient balance on the EVC Plus account');
    expect(failure.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('$3.00');
    expect(screen.getByRole('radio', { name: 'EVC Plus' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Amount (USD)' })).toHaveValue('20');
    expect(toasts).toEqual([]);
  });

  test('recharge timed out (still pending when the wait ends): a clear message and Try again', async () => {
    serve({
      walletBalance: () => balanceOf(0),
      walletTransactions: () => txOf(),
      walletRecharge: () => answer(recharge('pending'), 0),
      walletRechargeStatus: () => answer(recharge('pending'), 0),
    });
    show({ pollMs: 5, waitMaxMs: 300 });
    await fillAndSubmit();
    expect(await screen.findByText(/^Payment not confirmed: your phone did not approve in time/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('If your phone approves it later, the money is added to your wallet once.')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('$0.00');
  });

  test("the gateway's timeout (failed) also reads as not confirmed", async () => {
    serve({
      walletBalance: () => balanceOf(0),
      walletTransactions: () => txOf(),
      walletRecharge: () => answer(recharge('failed', { message: 'The payer did not answer in time.' }), 0),
    });
    show();
    await fillAndSubmit();
    expect(await screen.findByText(/^Payment not confirmed: your phone did not approve in time/)).toBeInTheDocument();
    expect(screen.getByText('The payer did not answer in time.')).toBeInTheDocument();
    expect(screen.queryByText(/approves it later/)).not.toBeInTheDocument();
  });

  test('a retry after no answer resends the same Idempotency-Key; a new attempt after an answer gets a new one', async () => {
    let calls = 0;
    const server = serve({
      walletBalance: () => balanceOf(0),
      walletTransactions: () => txOf(),
      walletRecharge: () => (++calls === 1 ? 'network' : answer(recharge('declined'), 0)),
    });
    show();
    await fillAndSubmit();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByText(/^Payment declined/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBe(3));
    const keys = server.requests.filter((r) => r.path.includes('recharge')).map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('pending and declined recharges are listed apart from the ledger', async () => {
    serve({
      walletBalance: () => ({ ...balanceOf(0), pending_recharges: 1 }),
      walletTransactions: () => txOf([], [recharge('declined', { id: 3 })]),
    });
    show();
    const open = await screen.findByRole('region', { name: 'Recharges not credited' });
    expect(open).toHaveTextContent('Declined');
    expect(open).toHaveTextContent('Insufficient balance on the EVC Plus account');
    // Its status already says declined: the server's 'Payment declined:' is not said again.
    expect(open).not.toHaveTextContent('Payment declined');
    expect(screen.getByText('1 recharge is still waiting for approval.')).toBeInTheDocument();
  });
});

describe("a declined recharge: 'declined' said once, in the page's language, then the gateway's own reason", () => {
  // The API sends the gateway's reason as free text (no code), after its own 'Payment declined:'.
  const SANDBOX = 'Payment declined: not enough balance in the payer\u2019s account';
  afterEach(() => act(() => setLanguage('en')));

  test.each([
    ['so', 'Ku shubo', SANDBOX, 'Lacag-bixinta waa la diiday: not enough balance in the payer\u2019s account'],
    ['en', 'Recharge', SANDBOX, 'Payment declined: not enough balance in the payer\u2019s account'],
    ['so', 'Ku shubo', 'The payer cancelled the payment', 'Lacag-bixinta waa la diiday: The payer cancelled the payment'],
    ['so', 'Ku shubo', 'Payment declined', 'Lacag-bixinta waa la diiday'],
    ['en', 'Recharge', 'Payment declined', 'Payment declined'],
  ] as const)('%s, the server saying %j', async (lang, submit, message, shown) => {
    setLanguage(lang);
    serve({
      walletBalance: () => balanceOf(0),
      walletTransactions: () => txOf(),
      walletRecharge: () => answer(recharge('declined', { message }), 0),
    });
    show();
    await fillAndSubmit('EVC Plus', '$20.00', submit);
    const failure = await screen.findByText(shown);
    expect(failure.tagName).toBe('STRONG');
    expect(failure.closest('[tabindex="-1"]')).toHaveFocus();
  });
});
