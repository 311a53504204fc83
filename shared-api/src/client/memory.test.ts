import { calls } from '../contract';
import { createApiClient } from './client';
import { fakeServer, ok, productDetail, serverDown, testCalls, watch, type Reply } from './fake-server';
import { stableKey } from './memory';

const allCalls = { ...calls, ...testCalls };
const MINUTE = 60_000;
const list = ok({ products: [], total: 0 });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('request spacing (spec §9)', () => {
  it('an identical request within the spacing window (default 1 s) reuses the answer; after it, it goes out', async () => {
    const server = fakeServer(() => ok({ value: 1 }));
    const client = createApiClient({ calls: allCalls, fetch: server.fetch });
    await client.call('orders', { n: 1 });
    await jest.advanceTimersByTimeAsync(999);
    await client.call('orders', { n: 1 });
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await client.call('orders', { n: 1 });
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('identical requests in flight share one network request', async () => {
    let answer: (r: Reply) => void = () => undefined;
    const server = fakeServer(() => new Promise<Reply>((resolve) => (answer = resolve)));
    const client = createApiClient({ calls: allCalls, fetch: server.fetch });
    const first = client.call('orders', { n: 1 });
    const second = client.call('orders', { n: 1 });
    await jest.advanceTimersByTimeAsync(0);
    answer(ok({ value: 7 }));
    await expect(Promise.all([first, second])).resolves.toEqual([
      { status: 'success', value: 7 },
      { status: 'success', value: 7 },
    ]);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('requests with other params are not spaced', async () => {
    const server = fakeServer(() => ok({ value: 1 }));
    const client = createApiClient({ calls: allCalls, fetch: server.fetch });
    await client.call('orders', { n: 1 });
    await client.call('orders', { n: 2 });
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('a failed answer is not reused: a retry right away goes out', async () => {
    let reply: Reply = serverDown;
    const server = fakeServer(() => reply);
    const client = createApiClient({ calls: allCalls, fetch: server.fetch });
    await expect(client.call('orders', {})).rejects.toMatchObject({ status: 500 });
    reply = ok({ value: 2 });
    await expect(client.call('orders', {})).resolves.toMatchObject({ value: 2 });
  });
});

describe('caches (spec §9)', () => {
  const expectCachedFor = async (call: () => Promise<unknown>, fetch: jest.Mock, lifetimeMs: number) => {
    await call();
    await jest.advanceTimersByTimeAsync(lifetimeMs - 1);
    await call();
    expect(fetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await call();
    expect(fetch).toHaveBeenCalledTimes(2);
  };

  it('a plain product list is cached 10 min', async () => {
    const server = fakeServer(() => list);
    const client = createApiClient({ fetch: server.fetch });
    await expectCachedFor(() => client.call('products', { limit: 20 }), server.fetch, 10 * MINUTE);
  });

  it('a category listing is cached 15 min', async () => {
    const server = fakeServer(() => list);
    const client = createApiClient({ fetch: server.fetch });
    await expectCachedFor(() => client.call('products', { category: 'food' }), server.fetch, 15 * MINUTE);
  });

  it('a single product is cached 15 min', async () => {
    const server = fakeServer(() => ok({ product: productDetail(1) }));
    const client = createApiClient({ fetch: server.fetch });
    await expectCachedFor(() => client.call('product', { slugOrId: 'product-1' }), server.fetch, 15 * MINUTE);
  });

  it.each([
    ['homepage sections 15 min', 'homepageSections', { limit: 8 }, ok({ sections: {}, section_keys: [] }), 15 * MINUTE],
    ['categories 30 min', 'categories', {}, ok({ categories: [] }), 30 * MINUTE],
    ['search 5 min', 'search', {}, ok({ value: 1 }), 5 * MINUTE],
    ['stock locations 10 min', 'locations', {}, ok({ value: 1 }), 10 * MINUTE],
  ] as const)('%s', async (_rule, name, params, reply, lifetimeMs) => {
    const server = fakeServer(() => reply);
    const client = createApiClient({ calls: allCalls, fetch: server.fetch });
    await expectCachedFor(() => client.call(name, params), server.fetch, lifetimeMs);
  });

  it('params in another order hit the same cache entry', async () => {
    const server = fakeServer(() => list);
    const client = createApiClient({ fetch: server.fetch });
    await client.call('products', { limit: 20, offset: 40 });
    await client.call('products', { offset: 40, limit: 20 });
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('errors are not cached', async () => {
    let reply: Reply = serverDown;
    const server = fakeServer(() => reply);
    const client = createApiClient({ fetch: server.fetch });
    await expect(client.call('categories', {})).rejects.toMatchObject({ status: 500 });
    reply = ok({ categories: [] });
    await expect(client.call('categories', {})).resolves.toEqual({ status: 'success', categories: [] });
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('{fresh: true} bypasses the cache and refreshes it', async () => {
    let total = 1;
    const server = fakeServer(() => ok({ products: [], total: total++ }));
    const client = createApiClient({ fetch: server.fetch });
    await client.call('products', {});
    await expect(client.call('products', {}, { fresh: true })).resolves.toMatchObject({ total: 2 });
    await expect(client.call('products', {})).resolves.toMatchObject({ total: 2 });
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('_t in product-list params bypasses the cache', async () => {
    const server = fakeServer(() => list);
    const client = createApiClient({ fetch: server.fetch });
    await client.call('products', { category: 'food' });
    await client.call('products', { category: 'food', _t: 123 });
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(server.requests[1]?.body?.params).toEqual({ category: 'food', _t: 123 });
  });

  it('clearCache forgets the answers of one call', async () => {
    const server = fakeServer((req) => (req.path === '/api/categories' ? ok({ categories: [] }) : list));
    const client = createApiClient({ fetch: server.fetch });
    await client.call('products', {});
    await client.call('categories', {});
    client.clearCache('products');
    await client.call('products', {});
    await client.call('categories', {});
    expect(server.requests.map((r) => r.path)).toEqual(['/api/products', '/api/categories', '/api/products']);
  });

  it('an answer in flight is shared even for a cached class (no double request on page load)', async () => {
    const server = fakeServer(() => list);
    const client = createApiClient({ fetch: server.fetch });
    const both = [watch(client.call('products', {})), watch(client.call('products', {}))];
    await jest.advanceTimersByTimeAsync(0);
    expect(both.map((b) => b.state)).toEqual(['resolved', 'resolved']);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('stableKey', () => {
  it('ignores key order and undefined fields', () => {
    expect(stableKey({ b: 1, a: { d: [1, 2], c: undefined } })).toBe(stableKey({ a: { d: [1, 2] }, b: 1 }));
    expect(stableKey({ a: 1 })).not.toBe(stableKey({ a: '1' }));
  });
});
