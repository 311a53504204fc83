import { ApiError } from 'shared-api';
import { resetBusForTests, type Bus } from 'shared-events';
import { setLanguage } from 'shared-ui';
import { forgetIdempotencyKey } from './idempotency';
import { placeOrder, type OrderDraft, type PlaceDeps } from './placeOrder';

const draft: OrderDraft = { addressId: 4, lines: [{ product_id: 1, quantity: 2, stock_location_id: 3 }], payment: 'cash_on_delivery', note: '  Call on arrival ' };
const created = (id: number) => ({ status: 'success', order: { id }, replayed: false, message: 'Order placed' });

let bus: Bus;
let events: string[];
beforeEach(() => {
  setLanguage('en');
  sessionStorage.clear();
  forgetIdempotencyKey();
  bus = resetBusForTests();
  events = [];
  bus.handle('cart:clear', () => {
    events.push('cart:clear');
    return { ok: true };
  });
});

function fakeApi(answer: (params: unknown, options: { idempotencyKey?: string }) => unknown) {
  const call = jest.fn(async (name: string, params: unknown, options: { idempotencyKey?: string } = {}) => {
    events.push(`call ${name}`);
    return answer(params, options);
  });
  // The fake answers like the client: by name, with the options it was given.
  return { call: call as unknown as NonNullable<PlaceDeps['api']>['call'], mock: call };
}

describe('placing the order', () => {
  test('sends orderCreate with the body and an Idempotency-Key, then clears the cart only after the order exists', async () => {
    const { call, mock } = fakeApi(() => created(42));
    const outcome = await placeOrder(draft, { api: { call }, bus });
    expect(outcome).toEqual({ ok: true, orderId: 42 });
    expect(mock).toHaveBeenCalledWith(
      'orderCreate',
      { items: draft.lines, delivery_address_id: 4, payment_method: 'cash_on_delivery', note: 'Call on arrival' },
      { idempotencyKey: expect.stringMatching(/^[\x21-\x7E]{8,100}$/) },
    );
    expect(events).toEqual(['call orderCreate', 'cart:clear']);
  });

  test('a failed order leaves the cart alone', async () => {
    const { call } = fakeApi(() => {
      throw new ApiError('business', 'Not enough stock', 409, 'out_of_stock');
    });
    const outcome = await placeOrder(draft, { api: { call }, bus });
    expect(outcome).toMatchObject({ ok: false, message: 'Not enough stock' });
    expect(events).toEqual(['call orderCreate']);
  });

  test('a retry after a timeout resends the same key; a changed body gets a new one', async () => {
    const keys: string[] = [];
    let answers = 0;
    const { call } = fakeApi((_p, options) => {
      keys.push(options.idempotencyKey!);
      answers += 1;
      if (answers === 1) throw new ApiError('timeout', 'Request timeout');
      throw new ApiError('business', 'Not enough stock', 409);
    });
    const first = await placeOrder(draft, { api: { call }, bus });
    expect(first).toEqual({ ok: false, message: 'Failed to create order', detail: 'Request timeout' });
    await placeOrder(draft, { api: { call }, bus });
    await placeOrder({ ...draft, lines: [{ product_id: 1, quantity: 1, stock_location_id: 3 }] }, { api: { call }, bus });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test("'Missing required order information' without an address or without items, and nothing is sent", async () => {
    const { call, mock } = fakeApi(() => created(1));
    await expect(placeOrder({ ...draft, addressId: null }, { api: { call }, bus })).resolves.toMatchObject({
      ok: false,
      message: 'Missing required order information',
      field: 'address',
    });
    await expect(placeOrder({ ...draft, lines: [] }, { api: { call }, bus })).resolves.toMatchObject({
      ok: false,
      message: 'Missing required order information',
      field: 'items',
    });
    expect(mock).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  test("'Failed to create order' when the server gives no message; the page's headline over the lines it cannot sell", async () => {
    const unavailable = [{ product_id: 1, variant_id: null, name: 'Saliid', reason: 'out_of_stock', available: 0, message: 'Out of stock' }];
    const answers = [new ApiError('business', '', 500), new ApiError('http', 'HTTP 502', 502), new ApiError('business', 'Only 0 left of Saliid', 409, 'out_of_stock', { unavailable })];
    const { call } = fakeApi(() => {
      throw answers.shift();
    });
    await expect(placeOrder(draft, { api: { call }, bus })).resolves.toEqual({ ok: false, message: 'Failed to create order', detail: undefined });
    await expect(placeOrder(draft, { api: { call }, bus })).resolves.toEqual({ ok: false, message: 'Failed to create order', detail: undefined });
    await expect(placeOrder(draft, { api: { call }, bus })).resolves.toEqual({ ok: false, message: 'Change or remove the items we cannot sell now.', unavailable });
  });

  test("the refusals a checkout meets in normal use are in the page's language, not the server's English", async () => {
    const refusals = [
      new ApiError('business', 'Mobile money payments are not available right now. Please choose another way to pay.', 409, 'mobile_money_unavailable'),
      new ApiError('business', 'This order is still being placed. Please try again in a moment.', 409, 'order_in_progress'),
      new ApiError('business', 'Not enough money in your wallet: it has $1.00, this needs $7.00', 409, 'insufficient_balance'),
    ];
    let n = 0;
    const { call } = fakeApi(() => {
      throw refusals[n++ % refusals.length];
    });
    setLanguage('so');
    await expect(placeOrder(draft, { api: { call }, bus })).resolves.toEqual({ ok: false, message: 'Mobile money hadda lama isticmaali karo. Fadlan dooro hab kale oo aad ku bixiso.' });
    await expect(placeOrder(draft, { api: { call }, bus })).resolves.toEqual({ ok: false, message: 'Dalabkaaga weli waa la gudbinayaa. Fadlan isku day mar kale wax yar kadib.' });
    await expect(placeOrder(draft, { api: { call }, bus })).resolves.toEqual({ ok: false, message: 'Haraaga wallet-kaagu kuma filna dalabkan. Ku shubo wallet-ka ama dooro hab kale oo aad ku bixiso.' });
    setLanguage('en');
    await expect(placeOrder(draft, { api: { call }, bus })).resolves.toEqual({ ok: false, message: 'Mobile money cannot be used right now. Please choose another way to pay.' });
  });

  test('in Somali the spec texts stay as the spec writes them', async () => {
    setLanguage('so');
    const { call } = fakeApi(() => {
      throw new ApiError('network', 'x');
    });
    await expect(placeOrder(draft, { api: { call }, bus })).resolves.toMatchObject({ message: 'Failed to create order' });
    await expect(placeOrder({ ...draft, addressId: null }, { api: { call }, bus })).resolves.toMatchObject({ message: 'Missing required order information' });
  });
});
