import { deferredUpdates } from './deferredUpdates';

/** A poller chunk the test hands over by hand. */
function chunk() {
  const stop = jest.fn();
  const startProductUpdates = jest.fn(() => stop);
  let arrive!: () => void;
  let fail!: (err: unknown) => void;
  const load = jest.fn(
    () =>
      new Promise<{ startProductUpdates: typeof startProductUpdates }>((resolve, reject) => {
        arrive = () => resolve({ startProductUpdates });
        fail = reject;
      }),
  );
  return { load, startProductUpdates, stop, arrive: () => arrive(), fail: (e: unknown) => fail(e) };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the product updates poll, started after the first page', () => {
  it('mounting alone fetches nothing; once a page is shown it starts, since the catalogue mounted', async () => {
    const c = chunk();
    const updates = deferredUpdates(c.load);
    updates.mount(1_000);
    expect(c.load).not.toHaveBeenCalled();
    updates.start();
    c.arrive();
    await settle();
    expect(c.startProductUpdates).toHaveBeenCalledWith(undefined, 1_000);
  });

  it('starts once, however many pages are shown', async () => {
    const c = chunk();
    const updates = deferredUpdates(c.load);
    updates.mount();
    updates.start();
    updates.start();
    c.arrive();
    await settle();
    updates.start();
    expect(c.load).toHaveBeenCalledTimes(1);
    expect(c.startProductUpdates).toHaveBeenCalledTimes(1);
  });

  it('unmounting stops the poll; unmounted before its code arrived, it never starts', async () => {
    const running = chunk();
    const a = deferredUpdates(running.load);
    a.mount();
    a.start();
    running.arrive();
    await settle();
    a.unmount();
    expect(running.stop).toHaveBeenCalledTimes(1);

    const late = chunk();
    const b = deferredUpdates(late.load);
    b.mount();
    b.start();
    b.unmount();
    late.arrive();
    await settle();
    expect(late.startProductUpdates).not.toHaveBeenCalled();
  });

  it('not mounted, a shown page starts nothing', () => {
    const c = chunk();
    deferredUpdates(c.load).start();
    expect(c.load).not.toHaveBeenCalled();
  });

  it('when its code does not arrive there is no poll, and the next shown page tries again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const c = chunk();
    const updates = deferredUpdates(c.load);
    updates.mount();
    updates.start();
    c.fail(new Error('Loading chunk product-updates failed'));
    await settle();
    expect(c.startProductUpdates).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    updates.start();
    c.arrive();
    await settle();
    expect(c.load).toHaveBeenCalledTimes(2);
    expect(c.startProductUpdates).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
