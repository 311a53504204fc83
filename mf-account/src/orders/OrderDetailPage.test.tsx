import { act, fireEvent, screen, within } from '@testing-library/react';
import { businessError, serve } from '../testing/fakeApi';
import { anOrder, cancelled } from '../testing/orders';
import { answersFor, heading, renderAt, setUpOrderPage, toasts } from './testing';
import { t } from './messages';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: jest.requireActual('../testing/fakeApi').pageApi }));

setUpOrderPage();

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

  test('a cancelled order takes no more notes: its notes stay readable, with no form; without any, no Notes panel', async () => {
    serve(answersFor(cancelled(anOrder({ can_cancel: false, note: 'Blue gate' }), 'I changed my mind')));
    const { unmount } = renderAt();
    expect(await heading()).toHaveTextContent('Cancelled');
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(notes).toHaveTextContent('Blue gate');
    expect(within(notes).queryByRole('textbox', { name: 'Add a note' })).not.toBeInTheDocument();
    unmount();
    serve(answersFor(cancelled(anOrder({ can_cancel: false, note: null }), 'I changed my mind')));
    renderAt();
    expect(await heading()).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('region', { name: 'Notes' })).not.toBeInTheDocument();
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
