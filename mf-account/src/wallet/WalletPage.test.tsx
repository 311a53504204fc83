import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getBus, resetBusForTests, type PayloadOf } from 'shared-events';
import type { Recharge, WalletEntry } from 'shared-api';
import { setLanguage } from 'shared-ui';
import { serve } from '../testing/fakeApi';
import { WalletPage } from './WalletPage';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: jest.requireActual('../testing/fakeApi').pageApi }));

const FAST = { pollMs: 5, waitMaxMs: 8000 };

// The server's messages, in English whatever the page's language (server/src/payments: recharge.ts
// messageOf, settle.ts GAVE_UP): the page words pending and failed itself and never shows these.
const SERVER_PENDING = 'Approve the payment of $20.00 on your phone (EVC Plus +252611234567). We are waiting for the answer.';
const SERVER_GAVE_UP = "EVC Plus did not confirm this payment, so nothing was credited. If money left your account, contact us with the payment's reference.";
const SERVER_MESSAGES: Record<Recharge['payment_status'], string> = {
  pending: SERVER_PENDING,
  approved: '$20.00 was added to your wallet',
  // Its prefix, then the gateway's reason.
  declined: 'Payment declined: Insufficient balance on the EVC Plus account',
  failed: SERVER_GAVE_UP,
};
const recharge = (status: Recharge['payment_status'], extra: Partial<Recharge> = {}): Recharge => ({
  id: 9,
  amount: 20,
  formatted_amount: '$20.00',
  provider: 'evc_plus',
  phone: '+252611234567',
  payment_status: status,
  message: SERVER_MESSAGES[status],
  created_at: '2026-11-24T10:42:00.000Z',
  ...extra,
});
/** The page's own texts for a recharge not credited (messages.ts). */
const PAGE = {
  en: {
    pending: 'Still waiting for your approval on +252611234567.',
    failed: 'EVC Plus did not confirm this payment, so nothing was added to your wallet. If money left your account, contact us with the payment: $20.00 from +252611234567.',
    moneyLeft: 'If money left your account, contact us with the payment: $20.00 from +252611234567.',
  },
  so: {
    pending: 'Weli waxaan sugaynaa inaad ku ansixiso taleefanka +252611234567.',
    failed:
      'EVC Plus ma xaqiijin lacag-bixintan, wallet-ka wax laguma shubin. Haddii lacag akoonkaaga ka baxday, nala soo xiriir oo noo sheeg lacag-bixinta: $20.00 oo ka timid +252611234567.',
    moneyLeft: 'Haddii lacag akoonkaaga ka baxday, nala soo xiriir oo noo sheeg lacag-bixinta: $20.00 oo ka timid +252611234567.',
  },
};
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

/** A pending, a failed and a declined recharge, as the list of those not credited (titled `region`) shows them. */
async function listedOpenRecharges(region: string) {
  serve({
    walletBalance: () => ({ ...balanceOf(0), pending_recharges: 1 }),
    walletTransactions: () => txOf([], [recharge('pending', { id: 1 }), recharge('failed', { id: 2 }), recharge('declined', { id: 3 })]),
  });
  show();
  const open = await screen.findByRole('region', { name: region });
  const [pending, failed, declined] = within(open).getAllByRole('listitem');
  return { open, pending: pending!, failed: failed!, declined: declined! };
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

  test('a shop that does not take mobile money now says so where the recharge form was; the balance and the transactions stay', async () => {
    serve({ walletBalance: () => ({ ...balanceOf(5.5), mobile_money: false }), walletTransactions: () => txOf([entry(1)]) });
    show();
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$5.50');
    const recharge = screen.getByRole('region', { name: 'Recharge your wallet' });
    expect(within(recharge).getByRole('note')).toHaveTextContent('Recharging by mobile money is not available right now. Your balance still pays for orders.');
    expect(within(recharge).queryByRole('button', { name: 'Recharge' })).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Transactions' })).toBeInTheDocument();
  });

  test('a shop that takes it (and an older API that does not say) shows the recharge form', async () => {
    for (const flag of [{ mobile_money: true }, {}]) {
      serve({ walletBalance: () => ({ ...balanceOf(0), ...flag }), walletTransactions: () => txOf() });
      const { unmount } = show();
      await screen.findByTestId('wallet-balance');
      expect(screen.getByRole('button', { name: 'Recharge' })).toBeInTheDocument();
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
      unmount();
    }
  });

  test('an empty wallet says there are no transactions yet', async () => {
    serve({ walletBalance: () => balanceOf(0), walletTransactions: () => txOf() });
    show();
    expect(await screen.findByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
  });

  test("the paying phone's hint names the chosen service, and no service before one is chosen", async () => {
    serve({ walletBalance: () => balanceOf(0), walletTransactions: () => txOf() });
    show();
    await screen.findByTestId('wallet-balance');
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveAccessibleDescription('The phone of the mobile money account that pays.');
    fireEvent.click(screen.getByRole('radio', { name: 'Zaad' }));
    expect(phone).toHaveAccessibleDescription('The phone of the Zaad account that pays.');
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
    expect(screen.getByText(PAGE.en.pending)).toBeInTheDocument();
    expect(screen.queryByText(SERVER_PENDING)).not.toBeInTheDocument();
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
    // The page's words: the server's (here the gateway's English) are not shown, and the title's
    // "nothing was added" is not said twice.
    expect(screen.getByText(PAGE.en.moneyLeft)).toBeInTheDocument();
    expect(screen.queryByText(/did not confirm this payment/)).not.toBeInTheDocument();
    expect(screen.queryByText('The payer did not answer in time.')).not.toBeInTheDocument();
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

  test('pending, failed and declined recharges are listed apart from the ledger, pending and failed in the page\'s words', async () => {
    const { open, pending, failed, declined } = await listedOpenRecharges('Recharges not credited');
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent(PAGE.en.pending);
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent(PAGE.en.failed);
    expect(declined).toHaveTextContent('Declined');
    expect(declined).toHaveTextContent('Insufficient balance on the EVC Plus account');
    // Its status already says declined: the server's 'Payment declined:' is not said again.
    expect(open).not.toHaveTextContent('Payment declined');
    expect(open).not.toHaveTextContent(SERVER_PENDING);
    expect(open).not.toHaveTextContent(SERVER_GAVE_UP);
    expect(screen.getByText('1 recharge is still waiting for approval.')).toBeInTheDocument();
  });
});

describe("a declined recharge: 'declined' said once, in the page's language, then the gateway's own reason", () => {
  // The API sends the gateway's reason as free text in English (no code), after its own 'Payment declined:'.
  const SANDBOX = 'Payment declined: not enough balance in the payer\u2019s account';
  afterEach(() => act(() => setLanguage('en')));

  test.each([
    [SANDBOX, 'Payment declined: not enough balance in the payer\u2019s account'],
    ['Payment declined', 'Payment declined'],
  ] as const)('en, the server saying %j: one English sentence, as before', async (message, shown) => {
    serve({
      walletBalance: () => balanceOf(0),
      walletTransactions: () => txOf(),
      walletRecharge: () => answer(recharge('declined', { message }), 0),
    });
    show();
    await fillAndSubmit();
    const failure = await screen.findByText(shown);
    expect(failure.tagName).toBe('STRONG');
    expect(failure.closest('[tabindex="-1"]')).toHaveFocus();
    expect(failure.closest('[tabindex="-1"]')!.querySelector('[lang]')).toBeNull();
  });

  test.each([
    [SANDBOX, 'not enough balance in the payer\u2019s account'],
    ['The payer cancelled the payment on the phone', 'The payer cancelled the payment on the phone'],
  ] as const)('so, the server saying %j: the Somali title, then the gateway\'s words quoted, marked English', async (message, reason) => {
    setLanguage('so');
    serve({
      walletBalance: () => balanceOf(0),
      walletTransactions: () => txOf(),
      walletRecharge: () => answer(recharge('declined', { message, provider: 'sahal' }), 0),
    });
    show();
    await fillAndSubmit('Sahal', '$20.00', 'Ku shubo');
    const title = await screen.findByText('Lacag-bixinta waa la diiday');
    expect(title.tagName).toBe('STRONG');
    const box = title.closest('[tabindex="-1"]') as HTMLElement;
    expect(box).toHaveFocus();
    // Not inside the Somali sentence: 'Lacag-bixinta waa la diiday: not enough…'.
    expect(box).not.toHaveTextContent(`diiday: ${reason}`);
    const words = within(box).getByText(reason);
    expect(words).toHaveAttribute('lang', 'en');
    expect(words.parentElement).toHaveTextContent(`Sahal: \u201c${reason}\u201d`);
    expect(words.parentElement!.tagName).toBe('P');
  });

  test("so, the server's 'Payment declined' alone: the Somali title only", async () => {
    setLanguage('so');
    serve({
      walletBalance: () => balanceOf(0),
      walletTransactions: () => txOf(),
      walletRecharge: () => answer(recharge('declined', { message: 'Payment declined' }), 0),
    });
    show();
    await fillAndSubmit('EVC Plus', '$20.00', 'Ku shubo');
    const title = await screen.findByText('Lacag-bixinta waa la diiday');
    const box = title.closest('[tabindex="-1"]') as HTMLElement;
    expect(box).toHaveFocus();
    expect(box.querySelector('p')).toBeNull();
    expect(box).not.toHaveTextContent('Payment declined');
  });
});

describe("a Somali page words a recharge not credited itself: the server's English message is never shown for pending and failed", () => {
  beforeEach(() => act(() => setLanguage('so')));
  afterEach(() => act(() => setLanguage('en')));

  test('timed out, still pending: the Somali waiting line, not the server\'s English', async () => {
    serve({
      walletBalance: () => balanceOf(0),
      walletTransactions: () => txOf(),
      walletRecharge: () => answer(recharge('pending'), 0),
      walletRechargeStatus: () => answer(recharge('pending'), 0),
    });
    show({ pollMs: 5, waitMaxMs: 300 });
    await fillAndSubmit('EVC Plus', '$20.00', 'Ku shubo');
    const title = await screen.findByText(/^Lacag-bixintii lama xaqiijin/, {}, { timeout: 3000 });
    const box = title.closest('[tabindex="-1"]') as HTMLElement;
    expect(box).toHaveFocus();
    expect(within(box).getByText(PAGE.so.pending).tagName).toBe('P');
    expect(within(box).getByText(/^Haddii taleefankaagu goor dambe ansixiyo/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SERVER_PENDING);
    expect(document.body).not.toHaveTextContent('We are waiting for the answer');
  });

  test("failed (the server gave up): the Somali line, not the server's English", async () => {
    serve({
      walletBalance: () => balanceOf(0),
      walletTransactions: () => txOf(),
      walletRecharge: () => answer(recharge('failed'), 0),
    });
    show();
    await fillAndSubmit('EVC Plus', '$20.00', 'Ku shubo');
    const title = await screen.findByText(/^Lacag-bixintii lama xaqiijin/);
    const box = title.closest('[tabindex="-1"]') as HTMLElement;
    expect(box).toHaveFocus();
    expect(within(box).getByText(PAGE.so.moneyLeft).tagName).toBe('P');
    expect(within(box).queryByText(/ma xaqiijin lacag-bixintan/)).not.toBeInTheDocument();
    expect(within(box).queryByText(/approves it later|goor dambe/)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SERVER_GAVE_UP);
    expect(document.body).not.toHaveTextContent('nothing was credited');
  });

  test('the list of recharges not credited: pending and failed in Somali, a decline\'s reason quoted and marked English', async () => {
    const { open, pending, failed, declined } = await listedOpenRecharges('Shubis aan weli lagu darin');
    expect(pending).toHaveTextContent('Sugaya');
    expect(pending).toHaveTextContent(PAGE.so.pending);
    expect(failed).toHaveTextContent('Fashilmay');
    expect(failed).toHaveTextContent(PAGE.so.failed);
    expect(declined).toHaveTextContent('La diiday');
    expect(declined).toHaveTextContent('EVC Plus: \u201cInsufficient balance on the EVC Plus account\u201d');
    expect(within(declined).getByText('Insufficient balance on the EVC Plus account')).toHaveAttribute('lang', 'en');
    expect(open).not.toHaveTextContent('Payment declined');
    expect(open).not.toHaveTextContent(SERVER_PENDING);
    expect(open).not.toHaveTextContent(SERVER_GAVE_UP);
    // Nothing else in the region is marked English: only the gateway's words are.
    expect(open.querySelectorAll('[lang]')).toHaveLength(1);
  });
});
