// The cart team's one way to add to the cart, from the sender's side: what it sends, and the one
// error policy every page shares (the owner speaks for the cart; the sender only where it could not).
import { resetBusForTests, type Bus, type PayloadOf } from '../index';
import { addToCart, cartAddV2, type CartAddV2 } from './cart';

const line = { product_id: 7, name: 'Saabuun', price: 2.5, quantity: 1, slug: 'saabuun' };
const texts = { failed: (name: string) => `failed ${name}`, unavailable: 'unavailable' };

let bus: Bus;
let toasts: PayloadOf<'toast:show'>[];
beforeEach(() => {
  bus = resetBusForTests();
  toasts = [];
  bus.on('toast:show').subscribe((t) => toasts.push(t));
});

test('sends cart:add v2 with the line, and an added line shows nothing of its own', async () => {
  const got: { payload: CartAddV2; version: number }[] = [];
  bus.handle('cart:add', (payload, { version }) => (got.push({ payload: payload as CartAddV2, version }), { ok: true }), { also: [cartAddV2] });
  await expect(addToCart(bus, line, texts)).resolves.toBe(true);
  expect(got).toEqual([{ payload: { line }, version: 2 }]);
  expect(toasts).toEqual([]);
});

test("a refusal with the owner's reason: the owner showed it, the sender adds no second toast", async () => {
  bus.handle(cartAddV2, () => ({ ok: false, message: 'Only 2 left' }));
  await expect(addToCart(bus, line, texts)).resolves.toBe(false);
  expect(toasts).toEqual([]);
});

test('a refusal without a reason, or an owner that fails: the sender says it could not add the product', async () => {
  const stop = bus.handle(cartAddV2, () => ({ ok: false }));
  await expect(addToCart(bus, line, texts)).resolves.toBe(false);
  stop();
  bus.handle(cartAddV2, () => {
    throw new Error('storage full');
  });
  await expect(addToCart(bus, line, texts)).resolves.toBe(false);
  expect(toasts).toEqual([
    { kind: 'error', message: 'failed Saabuun' },
    { kind: 'error', message: 'failed Saabuun' },
  ]);
});

test('no cart owner on the page within the wait: the cart is unavailable, never silence', async () => {
  jest.useFakeTimers();
  try {
    const added = addToCart(bus, line, texts);
    await jest.advanceTimersByTimeAsync(6000);
    await expect(added).resolves.toBe(false);
    expect(toasts).toEqual([{ kind: 'error', message: 'unavailable' }]);
  } finally {
    jest.useRealTimers();
  }
});

test('a line the v2 schema refuses never reaches the owner and says it could not add it', async () => {
  const handler = jest.fn(() => ({ ok: true }));
  bus.handle(cartAddV2, handler);
  await expect(addToCart(bus, { ...line, price: -1 }, texts)).resolves.toBe(false);
  expect(handler).not.toHaveBeenCalled();
  expect(toasts).toEqual([{ kind: 'error', message: 'failed Saabuun' }]);
});
