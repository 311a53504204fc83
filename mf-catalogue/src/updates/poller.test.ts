import {
  MAX_BACKOFF_MS,
  POLL_INTERVAL_MS,
  ProductUpdatesPoller,
  backoffDelay,
  type UpdatesAnswer,
} from './poller';

type Fetch = jest.Mock<Promise<UpdatesAnswer<string>>, [number | string]>;
const answering = (impl: (since: number | string) => Promise<UpdatesAnswer<string>>): Fetch =>
  jest.fn<Promise<UpdatesAnswer<string>>, [number | string]>(impl);
const quiet = () => answering(async () => ({ updates: [], timestamp: 't' }));
const failing = () =>
  answering(async () => Promise.reject(Object.assign(new Error('down'), { status: 503 })));

/** A poller on fake timers with a fetcher the test controls; `times` are the fetches' clock times. */
function setup(fetchUpdates: Fetch = quiet()) {
  const onUpdates = jest.fn();
  const start = Date.now();
  const times: number[] = [];
  const poller = new ProductUpdatesPoller<string>({
    fetchUpdates: (since) => {
      times.push(Date.now() - start);
      return fetchUpdates(since);
    },
    onUpdates,
  });
  return { poller, onUpdates, fetchUpdates, times };
}

const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('product updates poll (spec §4, §9)', () => {
  it('back-off doubles from 60 s and never exceeds 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 10].map(backoffDelay)).toEqual([
      60_000, 120_000, 240_000, 300_000, 300_000, 300_000,
    ]);
  });

  it('the first poll asks for the changes since the given time, then since the server\'s answer', async () => {
    const fetchUpdates = quiet();
    const poller = new ProductUpdatesPoller<string>({ fetchUpdates, onUpdates: jest.fn(), since: 1_234 });
    poller.start();
    await advance(POLL_INTERVAL_MS);
    await advance(POLL_INTERVAL_MS);
    expect(fetchUpdates.mock.calls.map(([since]) => since)).toEqual([1_234, 't']);
  });

  it('polls every 60 s while the server answers', async () => {
    const { poller, times } = setup();
    poller.start();
    await advance(59_999);
    expect(times).toEqual([]);
    await advance(1 + 2 * POLL_INTERVAL_MS);
    expect(times).toEqual([60_000, 120_000, 180_000]);
    poller.stop();
  });

  it('after failures waits 120 s, 240 s, then 300 s; one success returns to 60 s', async () => {
    const fetchUpdates = failing();
    const { poller, times } = setup(fetchUpdates);
    poller.start();
    await advance(60_000 + 120_000 + 240_000 + 300_000 + 300_000);
    expect(times).toEqual([60_000, 180_000, 420_000, 720_000, 1_020_000]);
    expect(poller.state).toBe('backing-off');
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(MAX_BACKOFF_MS);

    fetchUpdates.mockImplementation(async () => ({ updates: [], timestamp: 't' }));
    await advance(300_000);
    expect(poller.state).toBe('active');
    const before = fetchUpdates.mock.calls.length;
    await advance(60_000);
    expect(fetchUpdates.mock.calls.length).toBe(before + 1);
    poller.stop();
  });

  it('a 404 disables the poll for good', async () => {
    const fetchUpdates = answering(async () =>
      Promise.reject(Object.assign(new Error('nf'), { status: 404 })),
    );
    const { poller } = setup(fetchUpdates);
    poller.start();
    await advance(60_000);
    expect(poller.state).toBe('disabled');
    await advance(60 * 60_000);
    expect(fetchUpdates).toHaveBeenCalledTimes(1);
    await expect(poller.refresh()).resolves.toBe('disabled');
    poller.start();
    await advance(10 * 60_000);
    expect(fetchUpdates).toHaveBeenCalledTimes(1);
  });

  it('a manual refresh within 10 s of the last fetch is refused; after 10 s it fetches', async () => {
    const { poller, fetchUpdates } = setup();
    poller.start();
    await expect(poller.refresh()).resolves.toBe('refreshed');
    await advance(9_999);
    await expect(poller.refresh()).resolves.toBe('too-soon');
    expect(fetchUpdates).toHaveBeenCalledTimes(1);
    await advance(1);
    await expect(poller.refresh()).resolves.toBe('refreshed');
    expect(fetchUpdates).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('scheduled polls stay at least 60 s after any fetch, a manual one included', async () => {
    const { poller, times } = setup();
    poller.start();
    await advance(50_000);
    await poller.refresh();
    await advance(59_999);
    expect(times).toEqual([50_000]);
    await advance(1);
    expect(times).toEqual([50_000, 110_000]);
    poller.stop();
  });

  it('asks from the last answered time and hands over the changes', async () => {
    const fetchUpdates = answering(async () => ({
      updates: ['p1'],
      timestamp: '2026-11-21T10:00:00.000Z',
    }));
    const { poller, onUpdates } = setup(fetchUpdates);
    const startedAt = Date.now();
    poller.start();
    await advance(120_000);
    expect(fetchUpdates.mock.calls[0]![0]).toBe(startedAt);
    expect(fetchUpdates.mock.calls[1]![0]).toBe('2026-11-21T10:00:00.000Z');
    expect(onUpdates).toHaveBeenCalledWith(['p1']);
    poller.stop();
  });

  it('stop ends the polling', async () => {
    const { poller, fetchUpdates } = setup();
    poller.start();
    poller.stop();
    await advance(10 * 60_000);
    expect(fetchUpdates).not.toHaveBeenCalled();
  });
});
