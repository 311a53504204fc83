import { BusError, getBus, resetBusForTests } from './bus';

describe('the bus', () => {
  beforeEach(() => resetBusForTests());

  test('one bus per page whoever asks', () => {
    expect(getBus()).toBe(getBus());
  });

  test('a late subscriber to a state channel gets the latest value at once', () => {
    const bus = getBus();
    bus.publish('cart:changed', { lines: [], count: 0, subtotal: 0 });
    bus.publish('cart:changed', { lines: [{ id: 1, name: 'Saabuun', price: 2.5, quantity: 2 }], count: 1, subtotal: 5 });
    const seen: number[] = [];
    bus.state('cart:changed').subscribe((s) => seen.push(s.count));
    expect(seen).toEqual([1]);
  });

  test('a command reaches its owner and returns its answer', async () => {
    const bus = getBus();
    bus.handle('cart:add', ({ item }) => ({ ok: item.id === 7 }));
    await expect(bus.send('cart:add', { item: { id: 7, price: 3 } })).resolves.toEqual({ ok: true });
  });

  test('a command waits for an owner that registers late', async () => {
    const bus = getBus();
    const answer = bus.send('cart:clear', {}, 1000);
    setTimeout(() => bus.handle('cart:clear', () => ({ ok: true })), 20);
    await expect(answer).resolves.toEqual({ ok: true });
  });

  test('a command nobody handles fails clearly instead of vanishing', async () => {
    const bus = getBus();
    await expect(bus.send('cart:clear', {}, 30)).rejects.toMatchObject({
      reason: 'no-handler',
      message: expect.stringContaining('no owner (mf-checkout)'),
    });
  });

  test('a payload that breaks the schema is refused before it travels', async () => {
    const bus = getBus();
    const handler = jest.fn(() => ({ ok: true }));
    bus.handle('cart:add', handler);
    // @ts-expect-error: deliberately wrong shape
    await expect(bus.send('cart:add', { item: { id: 1, price: 'free' } })).rejects.toBeInstanceOf(BusError);
    expect(handler).not.toHaveBeenCalled();
    // @ts-expect-error: deliberately wrong shape
    expect(() => bus.publish('cart:changed', { lines: 'none' })).toThrow(/cart:changed v1: payload refused/);
  });

  test('an owner that throws gives the sender a BusError with its message', async () => {
    const bus = getBus();
    bus.handle('cart:add', () => {
      throw new Error('Item needs an id and a price');
    });
    await expect(bus.send('cart:add', { item: {} })).rejects.toMatchObject({ reason: 'handler-failed', message: 'cart:add: Item needs an id and a price' });
  });

  test('plain events reach every listener and are logged', () => {
    const bus = getBus();
    const got: string[] = [];
    bus.on('toast:show').subscribe((t) => got.push(t.message));
    bus.emit('toast:show', { kind: 'success', message: 'Added to Cart' });
    expect(got).toEqual(['Added to Cart']);
    const log: string[] = [];
    bus.log$.subscribe((e) => log.push(`${e.kind} ${e.name}`));
    expect(log).toContain('event toast:show');
  });
});
