import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getBus, resetBusForTests, type PayloadOf } from 'shared-events';
import { setLanguage } from 'shared-ui';
import type { Order } from 'shared-api';
import { businessError, serve, type Answers } from '../testing/fakeApi';
import { anOrder, cancelled } from '../testing/orders';
import { t } from './messages';
import { OrderDetailPage } from './OrderDetailPage';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: jest.requireActual('../testing/fakeApi').pageApi }));

const renderAt = (path = '/account/orders/42') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/account/orders/:id" element={<OrderDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );

/** The calls of the detail page, answered for one order; `more` overrides some. */
const answersFor = (order: Order, more: Answers = {}): Answers => ({
  order: () => ({ order }),
  orderAssignment: () => ({ assignment_status: 'unassigned', courier: null }),
  orderSeller: () => ({ sellers: [] }),
  ...more,
});

let toasts: PayloadOf<'toast:show'>[] = [];
beforeAll(() => setLanguage('en'));
beforeEach(() => {
  resetBusForTests();
  toasts = [];
  getBus().on('toast:show').subscribe((toast) => toasts.push(toast));
});

const heading = () => screen.findByRole('heading', { level: 1, name: /Order SQ-100042/ });

describe('order detail', () => {
  test('shows the number, status, timeline, shipment, address, payment and totals', async () => {
    serve(answersFor(anOrder()));
    renderAt();
    expect(await heading()).toHaveTextContent('Placed');
    const timeline = screen.getByRole('list', { name: 'Order status' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^Placed24 Nov 2026, \d\d:42$/),
      'Confirmed (still to come)',
      'Packed (still to come)',
      'Shipped (still to come)',
      'Delivered (still to come)',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps.filter((s) => s.hasAttribute('aria-current'))).toHaveLength(1);
    const shipment = screen.getByRole('region', { name: 'Shipment' });
    expect(shipment).toHaveTextContent('From Suuq Warehouse, Mogadishu');
    expect(within(shipment).getByRole('list', { name: 'Items from Suuq Warehouse' })).toHaveTextContent('Saliid qumbe × 2$10.00');
    expect(shipment).toHaveTextContent('1-2 days');
    expect(shipment).toHaveTextContent('Delivery fee$2.50');
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent('Hodan, Mogadishu, Banadir');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Cash on delivery');
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('Subtotal$12.00Delivery fee$2.50Total$14.50');
    await screen.findByText('Not assigned yet');
  });

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

  test("pending and failed mobile money payments say so", async () => {
    serve(answersFor(anOrder({ payment_method: 'mobile_money', payment_status: 'pending', payment_provider: 'evc_plus', payment_phone: '+252611234567' })));
    const { unmount } = renderAt();
    await heading();
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Waiting for the phone to approve');
    unmount();
    serve(answersFor(anOrder({ payment_method: 'mobile_money', payment_status: 'failed', payment_provider: 'evc_plus', payment_phone: '+252611234567' })));
    renderAt();
    await heading();
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Payment declined');
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

  test('a return needs a reason and a refund method (mobile money, wallet or cash)', async () => {
    const order = anOrder({ status: 'delivered', group: 'delivered', can_cancel: false, can_return: true, payment_status: 'paid' });
    const returned: Order = { ...order, status: 'return_requested', can_return: false, return_reason: 'x', refund_method: 'mobile_money', timeline: [...order.timeline, { status: 'return_requested', at: '2026-11-25T09:00:00.000Z', note: 'An item arrived damaged' }] };
    const server = serve(answersFor(order, { orderReturn: () => ({ order: returned, message: 'ok' }) }));
    renderAt();
    await heading();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Return items' }));
    const dialog = screen.getByRole('dialog', { name: 'Return order SQ-100042' });
    const refunds = within(dialog).getByRole('group', { name: 'How should we refund you?' });
    expect(within(refunds).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['mobile_money', 'wallet', 'cash']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(within(dialog).getByText('Please choose a reason.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose how we refund you.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'An item arrived damaged' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(within(dialog).queryByText('Please choose a reason.')).not.toBeInTheDocument();
    expect(within(refunds).getByRole('radio', { name: /Mobile money/ })).toHaveFocus();
    expect(server.sent('orderReturn')).toHaveLength(0);

    fireEvent.click(within(refunds).getByRole('radio', { name: /Mobile money/ }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Request return' })));
    expect(server.sent('orderReturn')).toEqual([{ id: '42', reason: 'An item arrived damaged', refund_method: 'mobile_money' }]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Return requested');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Refund by Mobile money');
    expect(toasts).toEqual([{ kind: 'success', message: 'Your return of order SQ-100042 is requested.' }]);
  });

  test("the courier shows 'Unknown' and the spec's text when the assignment call fails; the page stays", async () => {
    serve(answersFor(anOrder(), { orderAssignment: () => businessError(502, 'Delivery partner unreachable', 'unavailable') }));
    renderAt();
    await heading();
    const courier = screen.getByRole('region', { name: 'Courier' });
    expect(await within(courier).findByText('Unknown')).toBeInTheDocument();
    expect(within(courier).getByRole('alert')).toHaveTextContent('Failed to fetch assignment status');
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  test('the courier and the sellers show what the server says', async () => {
    serve(
      answersFor(anOrder(), {
        orderAssignment: () => ({ assignment_status: 'picked_up', courier: { name: 'Abdi', phone: '+252612000000' } }),
        orderSeller: () => ({ sellers: [{ id: 3, name: 'Hodan Beauty', city: 'Hargeisa', phone: null }] }),
      }),
    );
    renderAt();
    const courier = await screen.findByRole('region', { name: 'Courier' });
    expect(await within(courier).findByText('Picked up')).toBeInTheDocument();
    expect(courier).toHaveTextContent('Abdi');
    expect(await screen.findByText('Hodan Beauty')).toBeInTheDocument();
  });

  test("a failed seller call shows the spec's 'Failed to fetch seller information'", async () => {
    serve(answersFor(anOrder(), { orderSeller: () => 'network' }));
    renderAt();
    const sellers = await screen.findByRole('region', { name: 'Sellers' });
    expect(await within(sellers).findByRole('alert')).toHaveTextContent('Failed to fetch seller information');
  });

  test("404 says 'Order not found' with a way back; an id that is no number is not asked for", async () => {
    const server = serve({ order: () => businessError(404, 'Order not found', 'not_found') });
    const { unmount } = renderAt('/account/orders/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to my account' })[1]).toHaveAttribute('href', '/account');
    unmount();
    renderAt('/account/orders/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(server.sent('order')).toEqual([{ id: '999' }]);
  });

  test('a note is sent, shown, and the field empties; an empty one is refused with a message', async () => {
    const order = anOrder();
    const server = serve(
      answersFor(order, { orderNote: (p) => ({ order: { ...order, notes: [{ id: 1, note: String(p.note), at: '2026-11-24T12:00:00.000Z' }] }, message: 'ok' }) }),
    );
    renderAt();
    await heading();
    const field = screen.getByRole('textbox', { name: 'Add a note' });
    expect(field).toHaveAttribute('maxLength', '500');
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Please write a note first.'));
    expect(server.sent('orderNote')).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'Please call before you come' } });
    expect(screen.getByText('27 of 500 characters')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add note' })));
    expect(server.sent('orderNote')).toEqual([{ id: '42', note: 'Please call before you come' }]);
    expect(within(screen.getByRole('region', { name: 'Notes' })).getByRole('list')).toHaveTextContent('Please call before you come');
    expect(field).toHaveValue('');
    expect(toasts).toEqual([{ kind: 'success', message: 'Note added' }]);
  });

  test('a cancelled order offers no updates and no delivery estimate', async () => {
    serve(answersFor(cancelled(anOrder({ can_cancel: false }), 'I changed my mind')));
    renderAt();
    expect(await heading()).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('region', { name: 'Get updates' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shipment' })).not.toHaveTextContent('Estimated delivery');
    await screen.findByText('Not assigned yet');
  });

  test('Get updates by WhatsApp subscribes that channel and shows it pressed', async () => {
    const server = serve(answersFor(anOrder(), { orderSubscribe: (p) => ({ subscribed: Boolean(p.subscribed), channels: p.subscribed ? [String(p.channel)] : [], message: 'ok' }) }));
    renderAt();
    await heading();
    const whatsapp = screen.getByRole('button', { name: 'WhatsApp' });
    expect(whatsapp).toHaveAttribute('aria-pressed', 'false');
    await act(async () => fireEvent.click(whatsapp));
    expect(server.sent('orderSubscribe')).toEqual([{ id: '42', channel: 'whatsapp', subscribed: true }]);
    expect(whatsapp).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('You will get updates by WhatsApp.')).toBeInTheDocument();
    await act(async () => fireEvent.click(whatsapp));
    expect(server.sent('orderSubscribe')[1]).toEqual({ id: '42', channel: 'whatsapp', subscribed: false });
    expect(whatsapp).toHaveAttribute('aria-pressed', 'false');
  });

  test('updates open with the order\'s channels pressed (both for a new order); turning WhatsApp off sends subscribed: false and leaves e-mail on', async () => {
    const server = serve(
      answersFor(anOrder({ update_channels: ['email', 'whatsapp'] }), {
        orderSubscribe: (p) => ({ subscribed: true, channels: p.subscribed ? ['email', 'whatsapp'] : ['email'], message: 'ok' }),
      }),
    );
    renderAt();
    await heading();
    const panel = screen.getByRole('region', { name: t('updates.title') });
    expect(panel).toHaveTextContent(t('updates.text'));
    const whatsapp = within(panel).getByRole('button', { name: t('updates.whatsapp') });
    const email = within(panel).getByRole('button', { name: t('updates.email') });
    // Before any click: what the order read said.
    expect([whatsapp, email].map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'true']);
    expect(within(panel).getByRole('status')).toHaveTextContent(t('updates.on', { channels: `${t('updates.whatsapp')}, ${t('updates.email')}` }));
    await act(async () => fireEvent.click(whatsapp));
    expect(server.sent('orderSubscribe')).toEqual([{ id: '42', channel: 'whatsapp', subscribed: false }]);
    expect([whatsapp, email].map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    expect(within(panel).getByRole('status')).toHaveTextContent(t('updates.on', { channels: t('updates.email') }));
    await screen.findByText('Not assigned yet');
  });
});
