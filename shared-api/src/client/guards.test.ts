import { calls } from '../contract';
import { createApiClient } from './client';
import { fakeServer, ok, productDetail, serverDown, testCalls, watch, type Reply } from './fake-server';

const allCalls = { ...calls, ...testCalls };
const auth = () => ({ token: 'tok', apiKey: 'key' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('timeouts (spec §9)', () => {
  it.each([
    ['catalogue call (categories) times out after 10 s', 'categories', 10_000],
    ['general call times out after 15 s', 'orders', 15_000],
    ['stock locations time out after 5 s', 'locations', 5_000],
  ] as const)('%s with "Request timeout"', async (_rule, name, limitMs) => {
    const server = fakeServer(() => 'hang');
    const client = createApiClient({ calls: allCalls, fetch: server.fetch });
    const seen = watch(client.call(name, {}));
    await jest.advanceTimersByTimeAsync(limitMs - 1);
    expect(seen.state).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(seen.state).toBe('rejected');
    expect(seen.error).toMatchObject({ kind: 'timeout', message: 'Request timeout' });
  });
});

describe('failure protection (spec §9)', () => {
  const failNTimes = async (call: () => Promise<unknown>, n: number) => {
    for (let i = 0; i < n; i++) await expect(call()).rejects.toMatchObject({ status: 500 });
  };

  it('opens after 3 failures of a default-class call, says "Service temporarily unavailable", lets calls through after 60 s', async () => {
    const server = fakeServer(() => serverDown);
    const client = createApiClient({ calls: allCalls, fetch: server.fetch });
    await failNTimes(() => client.call('orders', {}), 3);
    await expect(client.call('orders', {})).rejects.toMatchObject({ kind: 'unavailable', message: 'Service temporarily unavailable' });
    expect(server.fetch).toHaveBeenCalledTimes(3);

    await jest.advanceTimersByTimeAsync(59_000);
    await expect(client.call('orders', {})).rejects.toMatchObject({ kind: 'unavailable' });
    await jest.advanceTimersByTimeAsync(1_000);
    await expect(client.call('orders', {})).rejects.toMatchObject({ status: 500 });
    expect(server.fetch).toHaveBeenCalledTimes(4);
  });

  it('protection is per call: one failing call does not block another', async () => {
    const server = fakeServer((req) => (req.path === '/api/customer/orders' ? serverDown : ok({ value: 1 })));
    const client = createApiClient({ calls: allCalls, fetch: server.fetch, getAuth: auth });
    await failNTimes(() => client.call('orders', {}), 3);
    await expect(client.call('wallet', {})).resolves.toMatchObject({ value: 1 });
  });

  it('opens after 5 failures of a single-product call and lets calls through after 30 s', async () => {
    const server = fakeServer(() => serverDown);
    const client = createApiClient({ calls: allCalls, fetch: server.fetch });
    await failNTimes(() => client.call('product', { slugOrId: 'tea' }), 5);
    await expect(client.call('product', { slugOrId: 'tea' })).rejects.toMatchObject({ message: 'Service temporarily unavailable' });
    expect(server.fetch).toHaveBeenCalledTimes(5);
    await jest.advanceTimersByTimeAsync(30_000);
    await expect(client.call('product', { slugOrId: 'tea' })).rejects.toMatchObject({ status: 500 });
    expect(server.fetch).toHaveBeenCalledTimes(6);
  });

  it('product lists and homepage sections are never blocked', async () => {
    const server = fakeServer(() => serverDown);
    const client = createApiClient({ fetch: server.fetch });
    await failNTimes(() => client.call('products', {}), 8);
    await failNTimes(() => client.call('homepageSections', { limit: 8 }), 8);
    expect(server.fetch).toHaveBeenCalledTimes(16);
  });

  it('a success lowers the failure count by one instead of clearing it', async () => {
    let reply: Reply = serverDown;
    const server = fakeServer(() => reply);
    const client = createApiClient({ calls: allCalls, fetch: server.fetch });
    await failNTimes(() => client.call('orders', {}), 2);
    reply = ok({ value: 1 });
    await client.call('orders', {}); // count 2 → 1
    await jest.advanceTimersByTimeAsync(1_000); // past request spacing
    reply = serverDown;
    await failNTimes(() => client.call('orders', {}), 2); // count 3: open
    await expect(client.call('orders', {})).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('answers that are not service failures (404) do not count', async () => {
    const server = fakeServer(() => ({ status: 404, body: { jsonrpc: '2.0', id: 1, result: { status: 'error', message: 'No' } } }));
    const client = createApiClient({ calls: allCalls, fetch: server.fetch });
    for (let i = 0; i < 4; i++) await expect(client.call('orders', {})).rejects.toMatchObject({ status: 404 });
    expect(server.fetch).toHaveBeenCalledTimes(4);
  });
});

describe('parallel product requests (spec §9)', () => {
  it('at most 3 product-path requests are in flight; the 4th waits for a free slot', async () => {
    const answers: Array<(r: Reply) => void> = [];
    const server = fakeServer(() => new Promise<Reply>((resolve) => answers.push(resolve)));
    const client = createApiClient({ fetch: server.fetch });
    const pending = [
      watch(client.call('products', { offset: 0 })),
      watch(client.call('products', { offset: 20 })),
      watch(client.call('product', { slugOrId: 'tea' })),
      watch(client.call('products', { offset: 40 })),
    ];
    await jest.advanceTimersByTimeAsync(0);
    expect(server.fetch).toHaveBeenCalledTimes(3);

    answers[0]?.(ok({ products: [], total: 0 }));
    await jest.advanceTimersByTimeAsync(0);
    expect(server.fetch).toHaveBeenCalledTimes(4);
    answers[1]?.(ok({ products: [], total: 0 }));
    answers[2]?.(ok({ product: productDetail(1) }));
    answers[3]?.(ok({ products: [], total: 0 }));
    await jest.advanceTimersByTimeAsync(0);
    expect(pending.map((p) => p.state)).toEqual(['resolved', 'resolved', 'resolved', 'resolved']);
  });

  it('other calls do not wait for product slots', async () => {
    const server = fakeServer((req) => (req.path === '/api/categories' ? ok({ categories: [] }) : 'hang'));
    const client = createApiClient({ fetch: server.fetch });
    for (let i = 0; i < 3; i++) void client.call('products', { offset: i }).catch(() => undefined);
    await expect(client.call('categories', {})).resolves.toMatchObject({ categories: [] });
    await jest.advanceTimersByTimeAsync(10_000); // let the hung product calls time out
  });
});
