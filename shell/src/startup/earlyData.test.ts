import { api, getHomepageSections, getProduct } from 'shared-api';
import { fakeServer, ok, productDetail, serverDown, type Handler } from 'shared-api/testing/fake-server';
import { EARLY_CALL_OFFERED_MS, firstCallsFor, startFirstCalls, takeEarlyCall } from './earlyData';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The test double of the API (shared-api's own), answering each request by its path: the early
 * script sends through it, and the page's client through the early-aware fetch bootstrap wires.
 */
function network(answer: Handler) {
  const server = fakeServer(answer);
  api.configure({ fetch: (url, init) => takeEarlyCall(url, init, server.fetch) ?? server.fetch(url, init) });
  return {
    fetch: server.fetch,
    get sent() {
      return server.requests.map((r) => ({ path: r.path, params: r.body?.params }));
    },
  };
}

/** A catalogue manifest as its build writes it (mf-catalogue/src/pages.json → metaData.pages). */
const manifest = {
  metaData: {
    pages: [
      { path: '/home', js: [], firstCall: { call: 'homepageSections', http: 'POST', path: '/api/homepage/sections', params: { limit: 8 } } },
      { path: '/product/:slug', js: ['page-product.a.js'], firstCall: { call: 'product', http: 'POST', path: '/api/product/:slugOrId', params: { slugOrId: ':slug' } } },
      { path: '/category/:slug', js: ['page-category.b.js'], firstCall: { call: 'products', http: 'POST', path: '/api/products', params: { category: ':slug', limit: 24 }, digitsAsNumber: ['category'] } },
      { path: '/section/:name', js: [] },
      {
        path: '/two',
        js: [],
        firstCall: { call: 'homepageSections', http: 'POST', path: '/api/homepage/sections', params: { limit: 8 } },
        alsoCalls: [{ call: 'categories', http: 'POST', path: '/api/categories', params: {} }, { call: 'x', http: 'PUT', path: '/api/x', params: {} }, 'odd'],
      },
      { path: '/typo/:slug', js: [], firstCall: { call: 'product', http: 'POST', path: '/api/product/:slugOrId', params: { slugOrId: ':name' } } },
      { path: '/old/:slug', js: [], firstCall: { call: 'product', params: { slugOrId: ':slug' } } },
      { path: '/elsewhere', js: [], firstCall: { call: 'x', http: 'POST', path: 'https://example.com/api/x', params: {} } },
      { path: '/write', js: [], firstCall: { call: 'x', http: 'PUT', path: '/api/x', params: {} } },
    ],
  },
};

const sections = { section_keys: ['new_arrivals'], sections: { new_arrivals: [] } };
const product = { product: { ...productDetail(7), slug: 'coconut-oil-500ml' } };

beforeEach(() => api.clearCache());
afterAll(() => api.configure({ fetch: undefined }));

describe("a page's first API request, declared by its remote and started by the early script", () => {
  test("/home: sent once the manifest is read; the catalogue's own call takes it, one request in all", async () => {
    const net = network(() => ok(sections));
    startFirstCalls('/home', Promise.resolve(manifest), net.fetch);
    await flush();
    expect(net.sent).toEqual([{ path: '/api/homepage/sections', params: { limit: 8 } }]);
    await expect(getHomepageSections(8)).resolves.toMatchObject(sections);
    expect(net.sent).toHaveLength(1);
    // Taken once: the page's next identical request (a fresh one) goes to the network.
    await api.call('homepageSections', { limit: 8 }, { fresh: true });
    expect(net.sent).toHaveLength(2);
  });

  test('a product page: the product by its slug (decoded, as the router gives it), one request in all', async () => {
    const net = network(() => ok(product));
    startFirstCalls('/product/coconut-oil-500ml', Promise.resolve(manifest), net.fetch);
    await flush();
    await expect(getProduct('coconut-oil-500ml')).resolves.toMatchObject({ id: 7, slug: 'coconut-oil-500ml' });
    expect(net.sent.map((s) => s.path)).toEqual(['/api/product/coconut-oil-500ml']);
    expect(firstCallsFor(manifest, '/product/sabuun%20cad')).toEqual([{ call: 'product', http: 'POST', path: '/api/product/:slugOrId', params: { slugOrId: 'sabuun cad' } }]);
    expect(firstCallsFor(manifest, '/product/%E0%A4%A')).toEqual([]);
  });

  test('a param the declaration names in digitsAsNumber is sent as a number when it is all digits (an id), else as text', () => {
    expect(firstCallsFor(manifest, '/category/7').map((c) => c.params)).toEqual([{ category: 7, limit: 24 }]);
    expect(firstCallsFor(manifest, '/category/hair-care').map((c) => c.params)).toEqual([{ category: 'hair-care', limit: 24 }]);
    expect(firstCallsFor(manifest, '/category/7a').map((c) => c.params)).toEqual([{ category: '7a', limit: 24 }]);
    // Not named: a product's slug of digits stays text, as getProduct sends it.
    expect(firstCallsFor(manifest, '/product/11').map((c) => c.params)).toEqual([{ slugOrId: '11' }]);
  });

  test("a page's other declared calls (alsoCalls) are sent too, each taken by the page's own; ones the early script may not send are left out", async () => {
    const net = network((req) => (req.path === '/api/categories' ? ok({ categories: [] }) : ok(sections)));
    startFirstCalls('/two', Promise.resolve(manifest), net.fetch);
    await flush();
    expect(net.sent.map((s) => s.path)).toEqual(['/api/homepage/sections', '/api/categories']);
    await api.call('categories', {});
    await getHomepageSections(8);
    expect(net.sent).toHaveLength(2);
  });

  test('the page takes the early answer while it is still on its way', async () => {
    let answer: (() => void) | undefined;
    const net = network(() => new Promise((resolve) => (answer = () => resolve(ok(product)))));
    startFirstCalls('/product/coconut-oil-500ml', Promise.resolve(manifest), net.fetch);
    await flush();
    const page = getProduct('coconut-oil-500ml');
    await flush();
    expect(net.sent).toHaveLength(1);
    answer!();
    await expect(page).resolves.toMatchObject({ id: 7 });
    expect(net.sent).toHaveLength(1);
  });

  test("an early request that failed, or was answered with an error, is asked again by the page's call", async () => {
    for (const failure of ['network', serverDown] as const) {
      api.clearCache();
      let up = false;
      const net = network(() => (up ? ok(product) : failure));
      startFirstCalls('/product/coconut-oil-500ml', Promise.resolve(manifest), net.fetch);
      await flush();
      up = true;
      await expect(getProduct('coconut-oil-500ml')).resolves.toMatchObject({ id: 7 });
      expect(net.sent.map((s) => s.path)).toEqual(['/api/product/coconut-oil-500ml', '/api/product/coconut-oil-500ml']);
    }
  });

  test('an early answer the page has not taken within its time is not offered: a shopper who comes back later gets a fresh one', async () => {
    const net = network(() => ok(product));
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      startFirstCalls('/product/coconut-oil-500ml', Promise.resolve(manifest), net.fetch);
      await flush();
      now.mockReturnValue(1_000_000 + EARLY_CALL_OFFERED_MS);
      await expect(getProduct('coconut-oil-500ml')).resolves.toMatchObject({ id: 7 });
      expect(net.sent).toHaveLength(2);
    } finally {
      now.mockRestore();
    }
  });

  test("the client's own timeout still ends the wait for an early answer", async () => {
    const net = network(() => 'hang');
    startFirstCalls('/product/coconut-oil-500ml', Promise.resolve(manifest), net.fetch);
    await flush();
    const stop = new AbortController();
    const { url, init } = { url: '/api/product/coconut-oil-500ml', init: { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', method: 'call', params: { slugOrId: 'coconut-oil-500ml' }, id: 9 }), signal: stop.signal } };
    const taken = takeEarlyCall(url, init, net.fetch);
    expect(taken).toBeDefined();
    stop.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(taken).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  test('only the same request is taken: same verb, address and params, in any key order, whatever its id', async () => {
    const net = network(() => ok());
    const twoParams = { metaData: { pages: [{ path: '/list', js: [], firstCall: { call: 'x', http: 'POST', path: '/api/x', params: { b: 1, a: [2, { d: 4, c: 3 }] } } }] } };
    startFirstCalls('/list', Promise.resolve(twoParams), net.fetch);
    await flush();
    const body = (params: unknown, id: number) => JSON.stringify({ jsonrpc: '2.0', method: 'call', params, id });
    expect(takeEarlyCall('/api/x', { method: 'POST', body: body({ a: [2, { c: 3, d: 4 }], b: 2 }, 1) }, net.fetch)).toBeUndefined();
    expect(takeEarlyCall('/api/y', { method: 'POST', body: body({ b: 1, a: [2, { d: 4, c: 3 }] }, 1) }, net.fetch)).toBeUndefined();
    expect(takeEarlyCall('/api/x', { method: 'GET' }, net.fetch)).toBeUndefined();
    expect(takeEarlyCall('/api/x', { method: 'POST', body: body({ a: [2, { c: 3, d: 4 }], b: 1 }, 7) }, net.fetch)).toBeDefined();
    expect(net.sent).toHaveLength(1);
  });

  test('nothing starts for a page without a declared call, a declaration without its verb and API path, an unknown parameter, or no manifest', async () => {
    const net = network(() => ok());
    for (const path of ['/section/new', '/typo/x', '/old/x', '/elsewhere', '/write', '/cart', '/product/a/b']) {
      startFirstCalls(path, Promise.resolve(manifest), net.fetch);
    }
    startFirstCalls('/home', null, net.fetch);
    startFirstCalls('/home', Promise.resolve(null), net.fetch);
    startFirstCalls('/home', Promise.resolve({ metaData: { pages: [{ path: '/home', firstCall: 'homepageSections' }] } }), net.fetch);
    startFirstCalls('/home', Promise.reject(new Error('no manifest')), net.fetch);
    await flush();
    expect(net.sent).toEqual([]);
    expect(firstCallsFor(manifest, '/old/x')).toEqual([]);
  });
});
