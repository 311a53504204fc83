// Events evolve without the shell: a remote registers a new event, or a new version of one, on
// the page's bus at run time; an event nobody registered fails clearly.
import Type from 'typebox';
import { resetBusForTests } from './bus';
import { defineEvent } from './define';
import { cartAddV2 } from './definitions';

/** A command a remote added after the shell's release: no copy of events.ts knows it. */
const reviewAsk = defineEvent({
  name: 'review:ask',
  version: 1,
  kind: 'command',
  owner: 'mf-account',
  payload: Type.Object({ product_id: Type.Integer(), stars: Type.Integer({ minimum: 1, maximum: 5 }) }),
  result: Type.Object({ ok: Type.Boolean() }),
});
const liveStarted = defineEvent({
  name: 'live:started',
  version: 1,
  kind: 'event',
  owner: 'mf-live',
  payload: Type.Object({ streamId: Type.String({ minLength: 1 }) }),
});
const liveCount = defineEvent({
  name: 'live:count',
  version: 1,
  kind: 'state',
  owner: 'mf-live',
  payload: Type.Object({ live: Type.Integer({ minimum: 0 }) }),
});

describe('events registered at run time', () => {
  test('a new command registered by its owner is sent, checked and answered', async () => {
    const bus = resetBusForTests();
    expect(bus.definition('review:ask')).toBeUndefined();
    bus.handle(reviewAsk, ({ stars }) => ({ ok: stars > 3 }));
    await expect(bus.send(reviewAsk, { product_id: 4, stars: 5 })).resolves.toEqual({ ok: true });
    // By name too, once registered: the sender need not carry the definition.
    await expect(bus.send('review:ask' as never, { product_id: 4, stars: 2 } as never)).resolves.toEqual({ ok: false });
    await expect(bus.send(reviewAsk, { product_id: 4, stars: 9 })).rejects.toMatchObject({ reason: 'invalid-payload', message: expect.stringContaining('review:ask v1: payload refused: /stars') });
  });

  test('a sender that comes before the owner waits for it to register the event', async () => {
    const bus = resetBusForTests();
    const answer = bus.send('review:ask' as never, { product_id: 1, stars: 4 } as never, 1000);
    setTimeout(() => bus.handle(reviewAsk, () => ({ ok: true })), 20);
    await expect(answer).resolves.toEqual({ ok: true });
  });

  test('new events and state channels published with their definitions reach listeners', () => {
    const bus = resetBusForTests();
    const seen: unknown[] = [];
    bus.on(liveStarted).subscribe((e) => seen.push(e.streamId));
    bus.emit(liveStarted, { streamId: 's-1' });
    bus.publish(liveCount, { live: 2 });
    bus.state(liveCount).subscribe((s) => seen.push(s.live));
    expect(seen).toEqual(['s-1', 2]);
    expect(bus.ownerOf('live:count')).toBe('mf-live');
    expect(() => bus.publish(liveCount, { live: -1 })).toThrow(/live:count v1: payload refused/);
  });

  test('an event nobody registered fails clearly, never silently', async () => {
    const bus = resetBusForTests();
    expect(() => bus.emit('live:nobody' as never, {} as never)).toThrow(/live:nobody v0 is not registered on this bus/);
    await expect(bus.send('review:nobody' as never, {} as never, 30)).rejects.toMatchObject({
      reason: 'unknown-event',
      message: expect.stringContaining('review:nobody v0 is not registered on this bus'),
    });
  });

  test('a name cannot change kind between versions', () => {
    const bus = resetBusForTests();
    expect(() => bus.register({ ...liveCount, name: 'cart:add', version: 3 })).toThrow(/cart:add is a command/);
  });
});

describe('versions side by side: cart:add v1 and v2', () => {
  const line = { product_id: 7, name: 'Saabuun', price: 2.5, quantity: 1 };

  test('an owner accepting v1 and v2 gets each with its version while senders move over', async () => {
    const bus = resetBusForTests();
    const got: string[] = [];
    bus.handle('cart:add', (payload, { version }) => {
      got.push(version === 2 ? `v2 ${(payload as { line: { product_id: number } }).line.product_id}` : `v1 ${String((payload as { item: { id?: number } }).item.id)}`);
      return { ok: true };
    }, { also: [cartAddV2] });
    await bus.send('cart:add', { item: { id: 7, price: 2.5 } });
    await bus.send(cartAddV2, { line });
    await bus.send('cart:add', { line } as never, { version: 2 });
    expect(got).toEqual(['v1 7', 'v2 7', 'v2 7']);
  });

  test('each version is checked against its own schema', async () => {
    const bus = resetBusForTests();
    bus.handle('cart:add', () => ({ ok: true }), { also: [cartAddV2] });
    // A v1 payload sent as v2, and a v2 line without its price.
    await expect(bus.send('cart:add', { item: { id: 7, price: 2.5 } }, { version: 2 })).rejects.toMatchObject({ reason: 'invalid-payload', message: expect.stringContaining('cart:add v2') });
    await expect(bus.send(cartAddV2, { line: { ...line, price: undefined as never } })).rejects.toMatchObject({ reason: 'invalid-payload' });
  });

  test('an owner that accepts only v1 tells a v2 sender so (the sender keeps v1 until the owner moves)', async () => {
    const bus = resetBusForTests();
    bus.register(cartAddV2);
    bus.handle('cart:add', () => ({ ok: true }));
    await expect(bus.send(cartAddV2, { line }, 30)).rejects.toMatchObject({
      reason: 'unsupported-version',
      message: 'cart:add v2: the owner (mf-checkout) accepts v1 only',
    });
    await expect(bus.send('cart:add', { item: { id: 7, price: 2.5 } })).resolves.toEqual({ ok: true });
  });

  test('the log names the version and the owning team of every message', async () => {
    const bus = resetBusForTests();
    const log: string[] = [];
    bus.log$.subscribe((e) => log.push(`${e.kind} ${e.name} v${e.version} ${e.owner}`));
    bus.handle('cart:add', () => ({ ok: true }), { also: [cartAddV2] });
    await bus.send(cartAddV2, { line });
    expect(log).toEqual(['command cart:add v2 mf-checkout', 'result cart:add v2 mf-checkout']);
    expect(bus.ownerOf('cart:add-bundle')).toBe('mf-checkout');
  });
});
