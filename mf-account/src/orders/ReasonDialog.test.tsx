/**
 * Cancelling and returning an order from its page (the cancel and return dialog): reasons, the
 * refund's way, the server's refusal. The rest of the page is OrderDetailPage.test.tsx.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from 'shared-api';
import { businessError, serve } from '../testing/fakeApi';
import { anOrder, cancelled } from '../testing/orders';
import { answersFor, heading, renderAt, setUpOrderPage, toasts } from './testing';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: jest.requireActual('../testing/fakeApi').pageApi }));

setUpOrderPage();

describe('order detail', () => {
  test('Cancel order shows only while the server says can_cancel', async () => {
    serve(answersFor(anOrder({ status: 'shipped', can_cancel: false })));
    const { unmount } = renderAt();
    await heading();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    await screen.findByText('Not assigned yet');
    unmount();

    serve(answersFor(anOrder({ can_cancel: true })));
    renderAt();
    await heading();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    await screen.findByText('Not assigned yet');
  });

  test('cancel needs a reason and sends it; then the page shows cancelled and a toast', async () => {
    const order = anOrder();
    const server = serve(answersFor(order, { orderCancel: (p) => ({ order: cancelled(order, String(p.reason)), message: 'Order cancelled' }) }));
    renderAt();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order SQ-100042?' });
    expect(within(dialog).getByRole('radio', { name: 'I changed my mind' })).toHaveFocus();
    // Unpaid cash on delivery: nothing to refund, so no refund method is asked.
    expect(within(dialog).queryByRole('group', { name: 'How should we refund you?' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('nothing to refund');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText('Please choose a reason.')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Why do you want to cancel?' })).toHaveAccessibleDescription('Please choose a reason.');
    expect(server.sent('orderCancel')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'I ordered by mistake' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' })));
    expect(server.sent('orderCancel')).toEqual([{ id: '42', reason: 'I ordered by mistake' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    const current = within(screen.getByRole('list', { name: 'Order status' })).getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('Cancelled');
    expect(current).toHaveTextContent('Reason: I ordered by mistake');
    expect(toasts).toEqual([{ kind: 'success', message: 'Order SQ-100042 is cancelled.' }]);
  });

  test("'Another reason' sends the shopper's own words, and asks for them when missing", async () => {
    const order = anOrder();
    const server = serve(answersFor(order, { orderCancel: (p) => ({ order: cancelled(order, String(p.reason)), message: 'ok' }) }));
    renderAt();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    const words = within(dialog).getByRole('textbox', { name: 'Your reason' });
    expect(words).toHaveFocus();
    expect(words).toHaveAccessibleDescription('Please write your reason.');
    fireEvent.change(words, { target: { value: '  Ordered  the\nwrong size ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' })));
    expect(server.sent('orderCancel')).toEqual([{ id: '42', reason: 'Ordered the wrong size' }]);
  });

  test('a paid order asks how to refund before it is cancelled', async () => {
    const order = anOrder({ payment_status: 'paid' });
    const server = serve(answersFor(order, { orderCancel: (p) => ({ order: cancelled(order, String(p.reason)), message: 'ok' }) }));
    renderAt();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'I changed my mind' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText('Please choose how we refund you.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Wallet balance' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' })));
    expect(server.sent('orderCancel')).toEqual([{ id: '42', reason: 'I changed my mind', refund_method: 'wallet' }]);
  });

  test('an order paid from the wallet is refunded to the wallet only, chosen already', async () => {
    const order = anOrder({ payment_method: 'wallet', payment_status: 'paid', points_value_used: 2 });
    const server = serve(answersFor(order, { orderCancel: (p) => ({ order: cancelled(order, String(p.reason)), message: 'ok' }) }));
    renderAt();
    await heading();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('WalletPaid');
    expect(payment).toHaveTextContent('Points used: $2.00');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    const refunds = within(dialog).getByRole('group', { name: 'How should we refund you?' });
    expect(within(refunds).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['wallet']);
    expect(within(refunds).getByRole('radio', { name: 'Wallet balance' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'I changed my mind' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' })));
    expect(server.sent('orderCancel')).toEqual([{ id: '42', reason: 'I changed my mind', refund_method: 'wallet' }]);
  });

  test('a mobile money order shows its service and phone, and refunds back to that phone or to the wallet', async () => {
    const order = anOrder({ payment_method: 'mobile_money', payment_status: 'paid', payment_provider: 'zaad', payment_phone: '+252634567890' });
    serve(answersFor(order));
    renderAt();
    await heading();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Mobile moneyPaid');
    expect(payment).toHaveTextContent('Zaad, +252634567890');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const refunds = within(screen.getByRole('dialog')).getByRole('group', { name: 'How should we refund you?' });
    expect(within(refunds).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['mobile_money', 'wallet']);
    expect(within(refunds).getByRole('radio', { name: 'Back to +252634567890 (Zaad)' })).not.toBeChecked();
  });

  test("the server's refusal shows in the dialog with its message, and the order stays", async () => {
    serve(answersFor(anOrder(), { orderCancel: () => businessError(409, 'This order has already shipped and cannot be cancelled', 'conflict') }));
    renderAt();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'I changed my mind' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' })));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order has already shipped and cannot be cancelled');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Placed');
    expect(toasts).toEqual([]);
  });

  test('a return of a cash-on-delivery order needs a reason and a refund method (cash or wallet, what the server takes)', async () => {
    const order = anOrder({ status: 'delivered', group: 'delivered', can_cancel: false, can_return: true, payment_status: 'paid' });
    const returned: Order = { ...order, status: 'return_requested', can_return: false, return_reason: 'x', refund_method: 'cash', timeline: [...order.timeline, { status: 'return_requested', at: '2026-11-25T09:00:00.000Z', note: 'An item arrived damaged' }] };
    const server = serve(answersFor(order, { orderReturn: () => ({ order: returned, message: 'ok' }) }));
    renderAt();
    await heading();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Return items' }));
    const dialog = screen.getByRole('dialog', { name: 'Return order SQ-100042' });
    const refunds = within(dialog).getByRole('group', { name: 'How should we refund you?' });
    expect(within(refunds).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['cash', 'wallet']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(within(dialog).getByText('Please choose a reason.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose how we refund you.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'An item arrived damaged' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(within(dialog).queryByText('Please choose a reason.')).not.toBeInTheDocument();
    expect(within(refunds).getByRole('radio', { name: /Cash/ })).toHaveFocus();
    expect(server.sent('orderReturn')).toHaveLength(0);

    fireEvent.click(within(refunds).getByRole('radio', { name: /Cash/ }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Request return' })));
    expect(server.sent('orderReturn')).toEqual([{ id: '42', reason: 'An item arrived damaged', refund_method: 'cash' }]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Return requested');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Refund by Cash');
    expect(toasts).toEqual([{ kind: 'success', message: 'Your return of order SQ-100042 is requested.' }]);
  });
});
