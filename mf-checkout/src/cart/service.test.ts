// The bus contract seen from the owner's side: what the cart service accepts, answers and publishes.
import { BusError, CartState, explain, Toast, resetBusForTests, type Bus } from 'shared-events';
import { addToCart, cartAddV2 } from 'shared-events/definitions';
import { setLanguage } from 'shared-ui';
import { startCartService } from './service';
import { CART_KEY } from './storage';

let bus: Bus;
let stop: () => void;
let published: CartState[];
let toasts: Toast[];

function start() {
  stop = startCartService();
}

beforeEach(() => {
  setLanguage('so');
  localStorage.clear();
  bus = resetBusForTests();
  published = [];
  toasts = [];
  bus.state('cart:changed').subscribe((s) => published.push(s));
  bus.on('toast:show').subscribe((tst) => toasts.push(tst));
});
afterEach(() => stop?.());

const latest = () => published[published.length - 1]!;
const soap = { id: 1, name: 'Saabuun', price: 2.5, slug: 'saabuun' };

describe('cart service (owner of cart:*)', () => {
  test('publishes the stored cart at start', () => {
    localStorage.setItem(CART_KEY, JSON.stringify([{ ...soap, quantity: 2 }]));
    start();
    expect(published).toHaveLength(1);
    expect(latest()).toEqual({ lines: [{ ...soap, quantity: 2 }], count: 1, subtotal: 5 });
  });

  test('cart:add via the bus merges and publishes a cart:changed that fits the CartState schema', async () => {
    start();
    await expect(bus.send('cart:add', { item: soap })).resolves.toEqual({ ok: true });
    await expect(bus.send('cart:add', { item: { ...soap, quantity: 2 } })).resolves.toEqual({ ok: true });
    expect(latest()).toEqual({ lines: [{ ...soap, quantity: 3 }], count: 1, subtotal: 7.5 });
    for (const state of published) expect(explain(CartState, state)).toBeNull();
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toEqual([{ ...soap, quantity: 3 }]);
  });

  test('cart:add v1 and v2 are both accepted and make the same line while senders move over', async () => {
    start();
    await expect(bus.send('cart:add', { item: soap })).resolves.toEqual({ ok: true });
    const { id, ...rest } = soap;
    await expect(bus.send(cartAddV2, { line: { ...rest, product_id: id, quantity: 2 } })).resolves.toEqual({ ok: true });
    expect(latest()).toEqual({ lines: [{ ...soap, quantity: 3 }], count: 1, subtotal: 7.5 });
    // v2 requires what v1 let a page leave out: the bus refuses it before the owner sees it.
    // @ts-expect-error: deliberately without a price
    await expect(bus.send(cartAddV2, { line: { product_id: 2, name: 'Shaah', quantity: 1 } })).rejects.toMatchObject({ reason: 'invalid-payload' });
    expect(latest().count).toBe(1);
  });

  test("a successful add shows the 'Added to Cart' toast", async () => {
    start();
    await bus.send('cart:add', { item: soap });
    expect(toasts).toEqual([{ kind: 'success', message: 'Added to Cart' }]);
    expect(explain(Toast, toasts[0])).toBeNull();
  });

  test('an item without id or price is rejected with a clear message and an error toast', async () => {
    start();
    setLanguage('en');
    const answer = await bus.send('cart:add', { item: { name: 'Saabuun', price: 2 } });
    expect(answer).toEqual({ ok: false, message: 'This item cannot be added to the cart: it has no product id.' });
    const noPrice = await bus.send('cart:add', { item: { id: 4, name: 'Saabuun' } });
    expect(noPrice).toEqual({ ok: false, message: 'This item cannot be added to the cart: it has no valid price.' });
    expect(toasts.map((x) => x.kind)).toEqual(['error', 'error']);
    expect(latest().count).toBe(0);
    expect(published).toHaveLength(1);
  });

  test('a payload that breaks the schema is refused by the bus before the handler', async () => {
    start();
    // @ts-expect-error: deliberately wrong shape (price as text)
    await expect(bus.send('cart:add', { item: { id: 1, price: '2.50' } })).rejects.toBeInstanceOf(BusError);
    // @ts-expect-error: deliberately wrong shape (no id)
    await expect(bus.send('cart:increase', {})).rejects.toMatchObject({ reason: 'invalid-payload' });
    expect(published).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  test('increase, decrease and set-quantity change the named line; decrease never goes under 1', async () => {
    start();
    await bus.send('cart:add', { item: soap });
    await bus.send('cart:increase', { id: 1 });
    expect(latest().lines[0]!.quantity).toBe(2);
    await bus.send('cart:decrease', { id: 1 });
    await expect(bus.send('cart:decrease', { id: 1 })).resolves.toEqual({ ok: true });
    expect(latest().lines[0]!.quantity).toBe(1);
    await bus.send('cart:set-quantity', { id: 1, quantity: 6 });
    expect(latest()).toMatchObject({ count: 1, subtotal: 15 });
  });

  test('setting a quantity below 1 through the bus removes the line', async () => {
    start();
    await bus.send('cart:add', { item: soap });
    await bus.send('cart:set-quantity', { id: 1, variant_id: null, quantity: 0 });
    expect(latest()).toEqual({ lines: [], count: 0, subtotal: 0 });
  });

  test('a command for a line that is not in the cart answers ok false', async () => {
    start();
    const answer = await bus.send('cart:remove', { id: 99 });
    expect(answer.ok).toBe(false);
    expect(answer.message).toEqual(expect.any(String));
  });

  test('remove and clear empty the cart and publish it', async () => {
    start();
    await bus.send('cart:add', { item: soap });
    await bus.send('cart:add', { item: { id: 2, name: 'Shaah', price: 1 } });
    await bus.send('cart:remove', { id: 1 });
    expect(latest().lines.map((l) => l.id)).toEqual([2]);
    await expect(bus.send('cart:clear', {})).resolves.toEqual({ ok: true });
    expect(latest()).toEqual({ lines: [], count: 0, subtotal: 0 });
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toEqual([]);
  });

  test('starting twice on one page registers one owner and publishes once', async () => {
    start();
    const second = startCartService();
    expect(published).toHaveLength(1);
    await bus.send('cart:add', { item: soap });
    expect(latest().lines[0]!.quantity).toBe(1);
    second();
    // The first caller still has a working cart.
    await expect(bus.send('cart:add', { item: soap }, 50)).resolves.toEqual({ ok: true });
  });

  test('stopping unregisters every command', async () => {
    start();
    stop();
    await expect(bus.send('cart:clear', {}, 30)).rejects.toMatchObject({ reason: 'no-handler' });
    await expect(bus.send('cart:add', { item: soap }, 30)).rejects.toMatchObject({ reason: 'no-handler' });
  });

  test('a change made in another tab is published here', () => {
    start();
    localStorage.setItem(CART_KEY, JSON.stringify([{ ...soap, quantity: 4 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, storageArea: localStorage }));
    expect(latest()).toEqual({ lines: [{ ...soap, quantity: 4 }], count: 1, subtotal: 10 });
  });

  test('a full storage does not stop the cart from working', async () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    start();
    await expect(bus.send('cart:add', { item: soap })).resolves.toEqual({ ok: true });
    expect(latest().count).toBe(1);
    spy.mockRestore();
  });
});

describe("cart:add from every page (the cart team's addToCart), answered by this owner", () => {
  const texts = { failed: (name: string) => `failed ${name}`, unavailable: 'unavailable' };

  test("an added line is in the cart, with the owner's one 'Added to Cart' toast", async () => {
    start();
    await expect(addToCart(bus, { product_id: 1, name: 'Saabuun', price: 2.5, quantity: 2, slug: 'saabuun' }, texts)).resolves.toBe(true);
    expect(latest()).toEqual({ lines: [{ ...soap, quantity: 2 }], count: 1, subtotal: 5 });
    expect(toasts).toEqual([{ kind: 'success', message: 'Added to Cart' }]);
  });

  test("a line the owner refuses shows the owner's reason once, not a second toast from the page", async () => {
    start();
    setLanguage('en');
    await expect(addToCart(bus, { product_id: ' ', name: 'Saabuun', price: 2.5, quantity: 1 }, texts)).resolves.toBe(false);
    expect(toasts).toEqual([{ kind: 'error', message: 'This item cannot be added to the cart: it has no product id.' }]);
    expect(latest().count).toBe(0);
  });
});
