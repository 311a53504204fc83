import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { api, ApiError } from 'shared-api';
import { resetBusForTests, type Bus, type CartLine } from 'shared-events';
import { setLanguage } from 'shared-ui';
import { AppRoutes } from '../routes';
import { forgetIdempotencyKey } from './idempotency';
import { address, fakeBook } from './testing/fakeAddressBook';
import { order, twoLocations } from './testing/quotes';

jest.mock('address-book', () => jest.requireActual('./testing/fakeAddressBook'));

const oil: CartLine = { id: 1, name: 'Saliid', price: 4, quantity: 2, stock_location_id: 1, seller_id: null };
const tea: CartLine = { id: '2', name: 'Shaah', price: 1.25, quantity: 1, stock_location_id: 2, seller_id: 9 };
const hodan = address(4, 'Hodan', { is_default: true });
const wadajir = address(5, 'Wadajir');

let bus: Bus;
let clear: jest.Mock;
let call: jest.SpyInstance;
let answers: Record<string, (params: Record<string, unknown>, options?: { idempotencyKey?: string }) => unknown>;

beforeEach(() => {
  setLanguage('en');
  sessionStorage.clear();
  forgetIdempotencyKey();
  bus = resetBusForTests();
  clear = jest.fn(() => ({ ok: true }));
  bus.handle('cart:clear', clear);
  Object.assign(fakeBook, { addresses: [hodan, wadajir], defaultId: 4, status: 'ready', error: null, saved: null });
  answers = { deliveryQuote: () => twoLocations, orderCreate: () => ({ status: 'success', order: order(7), replayed: false, message: 'ok' }), order: () => ({ status: 'success', order: order(7) }) };
  call = jest.spyOn(api, 'call').mockImplementation((async (name: string | { name: string }, params: Record<string, unknown>, options?: { idempotencyKey?: string }) =>
    // The shopper's quote travels by definition (useQuote.ts shopperQuote): answered by its name.
    answers[typeof name === 'string' ? name : name.name]!(params, options)) as never);
});
afterEach(() => call.mockRestore());

const callsOf = (name: string) => call.mock.calls.filter(([n]) => n === name);

function showCheckout(lines: CartLine[]) {
  bus.publish('cart:changed', { lines, count: lines.length, subtotal: lines.reduce((s, l) => s + l.price * l.quantity, 0) });
  return render(
    <MemoryRouter initialEntries={['/checkout']}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe('/checkout', () => {
  test("an empty cart says 'Your cart is empty' with a way back, and asks the server nothing", () => {
    showCheckout([]);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(document.title).toBe('Checkout · Suuq');
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/home');
    expect(call).not.toHaveBeenCalled();
  });

  test('the default address is chosen and the quote is asked for its place and method with the cart lines', async () => {
    showCheckout([oil, tea]);
    await screen.findByRole('heading', { name: 'Ships from Hodan Warehouse' });
    expect(screen.getByRole('radio', { name: 'Hodan' })).toBeChecked();
    expect(callsOf('deliveryQuote')[0]![1]).toEqual({
      country: 'Somalia',
      region: 'Banadir',
      city: 'Mogadishu',
      district: 'Hodan',
      delivery_method: 'Standard',
      items: [
        { product_id: 1, quantity: 2, stock_location_id: 1 },
        { product_id: 2, quantity: 1, seller_id: 9, stock_location_id: 2 },
      ],
    });
  });

  test("a logged-in shopper's quote carries the session; their student discount shows as a line and the total is the server's", async () => {
    bus.publish('session:changed', { loggedIn: true, token: 't', user: { id: 5, name: 'Hodan', phone: '+252611234567', role: 'customer' } });
    answers.deliveryQuote = () => ({ ...twoLocations, student_discount: 0.93, total: 10.82, formatted_total: '$10.82' });
    showCheckout([oil, tea]);
    await screen.findByRole('heading', { name: 'Ships from Hodan Warehouse' });
    const sent = call.mock.calls.find(([n]) => typeof n === 'object' && n.name === 'deliveryQuote');
    expect(sent?.[0]).toMatchObject({ path: '/api/delivery/quote', auth: true });
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Student discount').nextSibling?.textContent).toBe('−$0.93');
    expect(summary.getByText('$10.82')).toBeInTheDocument();
  });

  test('without a student discount there is no discount line', async () => {
    showCheckout([oil, tea]);
    await screen.findByRole('heading', { name: 'Ships from Hodan Warehouse' });
    expect(screen.queryByText('Student discount')).not.toBeInTheDocument();
  });

  test('groups render as the quote says: each location with its lines and fee, a failed fee without hiding the other', async () => {
    showCheckout([oil, tea]);
    const hodanGroup = (await screen.findByRole('heading', { name: 'Ships from Hodan Warehouse' })).closest('li')!;
    expect(within(hodanGroup).getByText('Saliid')).toBeInTheDocument();
    expect(within(hodanGroup).getByText('$2.50')).toBeInTheDocument();
    expect(within(hodanGroup).getByText('Estimated delivery: Same day / Next day')).toBeInTheDocument();
    const bakaara = screen.getByRole('heading', { name: 'Ships from Bakaara Store' }).closest('li')!;
    expect(within(bakaara).getByText('Shaah')).toBeInTheDocument();
    expect(within(bakaara).getByRole('alert')).toHaveTextContent('Unable to calculate fee for Bakaara Store');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('$9.25')).toBeInTheDocument();
    expect(within(summary).getByText('$11.75')).toBeInTheDocument();
  });

  test("free delivery shows 'Free delivery' and its reason", async () => {
    answers.deliveryQuote = () => ({
      ...twoLocations,
      groups: [{ ...twoLocations.groups[0]!, delivery_fee: 0, formatted_fee: '$0.00', free_delivery_reason: 'minimum_order_reached' }],
    });
    showCheckout([oil]);
    const group = (await screen.findByRole('heading', { name: 'Ships from Hodan Warehouse' })).closest('li')!;
    expect(within(group).getByText('Free delivery')).toBeInTheDocument();
    expect(within(group).getByText('This shipment reaches the $50.00 minimum order.')).toBeInTheDocument();
  });

  test('choosing another address asks for a new quote for it', async () => {
    showCheckout([oil]);
    await screen.findByRole('heading', { name: 'Ships from Hodan Warehouse' });
    await userEvent.click(screen.getByRole('radio', { name: 'Wadajir' }));
    await waitFor(() => expect(callsOf('deliveryQuote')).toHaveLength(2));
    expect(callsOf('deliveryQuote')[1]![1]).toMatchObject({ district: 'Wadajir' });
  });

  test("a line the shop cannot sell says why in the page's words and can be set to what is left or removed through the cart", async () => {
    answers.deliveryQuote = () => ({
      ...twoLocations,
      unavailable: [{ product_id: 1, variant_id: null, name: 'Saliid', reason: 'out_of_stock', available: 1, message: 'Only 1 left of Saliid (the server, in English)' }],
    });
    const setQuantity = jest.fn(() => ({ ok: true }));
    const remove = jest.fn(() => ({ ok: true }));
    bus.handle('cart:set-quantity', setQuantity);
    bus.handle('cart:remove', remove);
    showCheckout([oil, tea]);
    expect(await screen.findByText('Only 1 left')).toBeInTheDocument();
    expect(screen.queryByText(/the server, in English/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change the quantity of Saliid to 1' }));
    expect(setQuantity).toHaveBeenCalledWith({ id: 1, variant_id: null, quantity: 1 }, { version: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Saliid from your cart' }));
    expect(remove).toHaveBeenCalledWith({ id: 1, variant_id: null }, { version: 1 });
  });

  test('the focus goes on after a line is fixed: to the next line to fix, then to the items step, not to the top of the page', async () => {
    const saliid = { product_id: 1, variant_id: null, name: 'Saliid', reason: 'out_of_stock' as const, available: 0, message: 'Sorry, Saliid is out of stock' };
    const shaah = { product_id: 2, variant_id: null, name: 'Shaah', reason: 'out_of_stock' as const, available: 0, message: 'Sorry, Shaah is out of stock' };
    let unavailable = [saliid, shaah];
    answers.deliveryQuote = () => ({ ...twoLocations, unavailable });
    // A third line the shop can sell keeps the checkout (and its items step) on the page.
    const soap: CartLine = { id: 3, name: 'Saabuun', price: 2, quantity: 1, stock_location_id: 1, seller_id: null };
    let lines = [oil, tea, soap];
    bus.handle('cart:remove', (key: { id: number | string }) => {
      unavailable = unavailable.filter((u) => u.product_id !== Number(key.id));
      lines = lines.filter((l) => String(l.id) !== String(key.id));
      bus.publish('cart:changed', { lines, count: lines.length, subtotal: 0 });
      return { ok: true };
    });
    showCheckout(lines);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Saliid from your cart' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Shaah from your cart' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Remove Shaah from your cart' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Items and delivery' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  test("the last line removed as one the shop cannot sell: the empty state's heading takes the focus, not the top of the page", async () => {
    const saliid = { product_id: 1, variant_id: null, name: 'Saliid', reason: 'out_of_stock' as const, available: 0, message: 'Sorry, Saliid is out of stock' };
    answers.deliveryQuote = () => ({ ...twoLocations, unavailable: [saliid] });
    bus.handle('cart:remove', () => {
      bus.publish('cart:changed', { lines: [], count: 0, subtotal: 0 });
      return { ok: true };
    });
    showCheckout([oil]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Saliid from your cart' }));
    const heading = await screen.findByRole('heading', { name: 'Your cart is empty' });
    await waitFor(() => expect(heading.contains(document.activeElement)).toBe(true));
    expect(document.activeElement).not.toBe(document.body);
  });

  test('a cart emptied elsewhere while the focus is in a field of the page that stays: the focus is left where it is', async () => {
    showCheckout([oil]);
    const outside = document.body.appendChild(document.createElement('input'));
    outside.focus();
    act(() => bus.publish('cart:changed', { lines: [], count: 0, subtotal: 0 }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(outside).toHaveFocus();
    outside.remove();
  });

  test('a failed quote says so with Try again, which asks again', async () => {
    let fail = true;
    answers.deliveryQuote = () => {
      if (fail) throw new ApiError('network', 'down');
      return twoLocations;
    };
    showCheckout([oil]);
    expect(await screen.findByText('The delivery fees could not be worked out.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ships from Hodan Warehouse' })).toBeInTheDocument();
  });

  test('a shopper with no saved address sees the form at once; the saved address is chosen and quoted', async () => {
    Object.assign(fakeBook, { addresses: [], defaultId: null, saved: address(9, 'Karaan') });
    showCheckout([oil]);
    expect(screen.getByText('Where should we deliver? Add your address.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and deliver here' }));
    await waitFor(() => expect(callsOf('deliveryQuote')[0]?.[1]).toMatchObject({ district: 'Karaan' }));
    expect(fakeBook.reload).toHaveBeenCalled();
  });

  // Keyboard only: the form and its Save button are gone once the address is saved, so the focus
  // goes to the new address's radio (chosen), not to the page's <body>.
  test('an address saved here takes the focus on its radio, chosen, once the list shows it', async () => {
    const karaan = address(9, 'Karaan');
    Object.assign(fakeBook, { saved: karaan });
    fakeBook.reload.mockImplementationOnce(async () => void (fakeBook.addresses = [hodan, wadajir, karaan]));
    showCheckout([oil]);
    await userEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and deliver here' }));
    const radio = await screen.findByRole('radio', { name: 'Karaan' });
    await waitFor(() => expect(radio).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
    expect(radio).toBeChecked();
  });

  test('the first address, saved from the form shown at once, takes the focus on its radio', async () => {
    const karaan = address(9, 'Karaan');
    Object.assign(fakeBook, { addresses: [], defaultId: null, saved: karaan });
    fakeBook.reload.mockImplementationOnce(async () => void (fakeBook.addresses = [karaan]));
    showCheckout([oil]);
    await userEvent.click(screen.getByRole('button', { name: 'Save and deliver here' }));
    const radio = await screen.findByRole('radio', { name: 'Karaan' });
    await waitFor(() => expect(radio).toHaveFocus());
    expect(radio).toBeChecked();
  });

  test('an address saved here that the list read again does not show: the address step takes the focus', async () => {
    Object.assign(fakeBook, { saved: address(9, 'Karaan') });
    showCheckout([oil]);
    await userEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and deliver here' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  test('cash on delivery is a radio group with a legend, chosen', async () => {
    showCheckout([oil]);
    await screen.findByRole('heading', { name: 'Ships from Hodan Warehouse' });
    const group = screen.getByRole('group', { name: 'How you pay' });
    expect(within(group).getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  });

  test('the note counts its characters and stops at 500', async () => {
    showCheckout([oil]);
    await screen.findByRole('heading', { name: 'Ships from Hodan Warehouse' });
    const note = screen.getByRole('textbox', { name: 'Order note (optional)' });
    await userEvent.type(note, 'Blue gate');
    expect(screen.getByText('9 of 500 characters used')).toBeInTheDocument();
    expect(note).toHaveAttribute('maxLength', '500');
  });

  test('a double tap sends one order; on success the cart is cleared and the confirmation shows', async () => {
    let release!: () => void;
    answers.orderCreate = () => new Promise((resolve) => (release = () => resolve({ status: 'success', order: order(7), replayed: false, message: 'ok' })));
    showCheckout([oil, tea]);
    await screen.findByRole('heading', { name: 'Ships from Hodan Warehouse' });
    const place = screen.getByRole('button', { name: 'Place order' });
    await userEvent.click(place);
    await userEvent.click(place).catch(() => undefined);
    expect(callsOf('orderCreate')).toHaveLength(1);
    expect(clear).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Placing your order…' })).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByText('SQ-100007')).toBeInTheDocument();
    expect(clear).toHaveBeenCalledTimes(1);
    expect(callsOf('order')[0]![1]).toEqual({ id: '7' });
  });

  test("a failure shows the server's message in the error summary, which takes the focus; the cart and the note stay", async () => {
    answers.orderCreate = () => {
      throw new ApiError('business', 'Saliid: only 1 left in Hodan Warehouse', 409, 'out_of_stock');
    };
    showCheckout([oil]);
    await screen.findByRole('heading', { name: 'Ships from Hodan Warehouse' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Order note (optional)' }), 'Ring twice');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const summary = await screen.findByRole('alert', { name: 'Your order was not placed' });
    expect(summary).toHaveTextContent('Saliid: only 1 left in Hodan Warehouse');
    expect(summary).toHaveFocus();
    expect(clear).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Order note (optional)' })).toHaveValue('Ring twice');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  test("without an address: 'Missing required order information', nothing sent", async () => {
    Object.assign(fakeBook, { addresses: [], defaultId: null });
    showCheckout([oil]);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const summary = await screen.findByRole('alert', { name: 'Your order was not placed' });
    expect(summary).toHaveTextContent('Missing required order information');
    expect(summary).toHaveTextContent('Choose or add a delivery address.');
    expect(callsOf('orderCreate')).toHaveLength(0);
  });

  test('the summary that asked for an address goes once one is saved', async () => {
    Object.assign(fakeBook, { addresses: [], defaultId: null, saved: address(9, 'Karaan') });
    showCheckout([oil]);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert', { name: 'Your order was not placed' })).toHaveTextContent('Choose or add a delivery address.');
    await userEvent.click(screen.getByRole('button', { name: 'Save and deliver here' }));
    await waitFor(() => expect(callsOf('deliveryQuote')[0]?.[1]).toMatchObject({ district: 'Karaan' }));
    expect(screen.queryByRole('alert', { name: 'Your order was not placed' })).not.toBeInTheDocument();
  });

  test("a server's refusal stays when the address changes: only the step it names clears it", async () => {
    answers.orderCreate = () => {
      throw new ApiError('business', 'Mobile money payments are not available right now', 503, 'unavailable');
    };
    showCheckout([oil]);
    await screen.findByRole('heading', { name: 'Ships from Hodan Warehouse' });
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('alert', { name: 'Your order was not placed' });
    await userEvent.click(screen.getByRole('radio', { name: 'Wadajir' }));
    await waitFor(() => expect(callsOf('deliveryQuote')).toHaveLength(2));
    expect(screen.getByRole('alert', { name: 'Your order was not placed' })).toHaveTextContent('Mobile money payments are not available right now');
  });

  test('a retry after a timeout sends the same Idempotency-Key', async () => {
    let n = 0;
    answers.orderCreate = () => {
      n += 1;
      if (n === 1) throw new ApiError('timeout', 'Request timeout');
      return { status: 'success', order: order(8), replayed: true, message: 'ok' };
    };
    showCheckout([oil]);
    await screen.findByRole('heading', { name: 'Ships from Hodan Warehouse' });
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert', { name: 'Your order was not placed' })).toHaveTextContent('Failed to create order');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText('SQ-100007');
    const [first, second] = callsOf('orderCreate');
    expect(second![2].idempotencyKey).toBe(first![2].idempotencyKey);
  });
});

describe('/checkout after a reload', () => {
  test('the address and note chosen before come back, so the retried order has the same body and the same key', async () => {
    let n = 0;
    answers.orderCreate = () => {
      n += 1;
      if (n === 1) throw new ApiError('timeout', 'Request timeout');
      return { status: 'success', order: order(7), replayed: true, message: 'ok' };
    };
    const first = showCheckout([oil]);
    await screen.findByRole('heading', { name: 'Ships from Hodan Warehouse' });
    await userEvent.click(screen.getByRole('radio', { name: 'Wadajir' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Order note (optional)' }), 'Ring twice');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('alert', { name: 'Your order was not placed' });
    first.unmount();

    showCheckout([oil]);
    expect(screen.getByRole('textbox', { name: 'Order note (optional)' })).toHaveValue('Ring twice');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Wadajir' })).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText('SQ-100007');
    const [before, after] = callsOf('orderCreate');
    expect(after![1]).toEqual(before![1]);
    expect(after![2].idempotencyKey).toBe(before![2].idempotencyKey);
    // Placed: the next checkout starts afresh.
    expect(sessionStorage.getItem('suuq.checkout.note')).toBeNull();
    expect(sessionStorage.getItem('suuq.checkout.address')).toBeNull();
  });
});
