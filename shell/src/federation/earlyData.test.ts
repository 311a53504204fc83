import { api, getHomepageSections, getProduct } from 'shared-api';
import { fakeServer, ok, productDetail, serverDown, type Reply } from '../../../shared-api/src/client/fake-server';
import { firstCallFor, startEarlyData } from './earlyData';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The test double of the API (shared-api's own), answering each request by its path; the page's client uses it. */
function network(answer: (path: string) => Reply) {
  const server = fakeServer((req) => answer(req.path));
  api.configure({ fetch: server.fetch });
  return {
    get sent() {
      return server.requests.map((r) => ({ path: r.path, params: r.body?.params }));
    },
  };
}

/** A catalogue manifest as its build writes it (mf-catalogue/src/pages.json → metaData.pages). */
const manifest = {
  metaData: {
    pages: [
      { path: '/home', js: [], firstCall: { call: 'homepageSections', params: { limit: 8 } } },
      { path: '/product/:slug', js: ['page-product.a.js'], firstCall: { call: 'product', params: { slugOrId: ':slug' } } },
      { path: '/category/:slug', js: ['page-category.b.js'] },
      { path: '/orders/:id', js: [], firstCall: { call: 'order', params: { id: ':id' } } },
      { path: '/odd/:slug', js: [], firstCall: { call: 'noSuchCall', params: {} } },
      { path: '/typo/:slug', js: [], firstCall: { call: 'product', params: { slugOrId: ':name' } } },
    ],
  },
};

const sections = { section_keys: ['new_arrivals'], sections: { new_arrivals: [] } };
const sectionsReply = ok(sections);
const product = { product: { ...productDetail(7), slug: 'coconut-oil-500ml' } };
const productReply = ok(product);

beforeEach(() => api.clearCache());
afterAll(() => api.configure({ fetch: undefined }));

describe("a page's first API request, declared by its remote and started by the shell", () => {
  test("/home: the catalogue's own call then reads the shell's answer, one request in all", async () => {
    const net = network(() => sectionsReply);
    startEarlyData('/home', Promise.resolve(manifest));
    await flush();
    expect(net.sent).toEqual([{ path: '/api/homepage/sections', params: { limit: 8 } }]);
    await expect(getHomepageSections(8)).resolves.toMatchObject(sections);
    await flush();
    expect(net.sent).toHaveLength(1);
  });

  test('a product page: the product by its slug (decoded, as the router gives it), one request in all', async () => {
    const net = network(() => productReply);
    startEarlyData('/product/coconut-oil-500ml', Promise.resolve(manifest));
    await flush();
    await expect(getProduct('coconut-oil-500ml')).resolves.toMatchObject({ id: 7, slug: 'coconut-oil-500ml' });
    expect(net.sent.map((s) => s.path)).toEqual(['/api/product/coconut-oil-500ml']);
    expect(firstCallFor(manifest, '/product/sabuun%20cad')).toEqual({ call: 'product', params: { slugOrId: 'sabuun cad' } });
    expect(firstCallFor(manifest, '/product/%E0%A4%A')).toBeNull();
  });

  test("a failed early request is not kept: the page's own call goes out and gets its answer", async () => {
    let up = false;
    const net = network(() => (up ? productReply : serverDown));
    startEarlyData('/product/coconut-oil-500ml', Promise.resolve(manifest));
    await flush();
    await flush();
    up = true;
    await expect(getProduct('coconut-oil-500ml')).resolves.toMatchObject({ id: 7, slug: 'coconut-oil-500ml' });
    expect(net.sent.length).toBeGreaterThanOrEqual(2);
  });

  test('nothing starts for a page without a declared call, a call needing a session, an unknown call or parameter, or no manifest', async () => {
    const net = network(() => ok());
    for (const path of ['/category/1', '/orders/5', '/odd/x', '/typo/x', '/cart', '/product/a/b']) {
      startEarlyData(path, Promise.resolve(manifest));
    }
    startEarlyData('/home', null);
    startEarlyData('/home', Promise.resolve(null));
    startEarlyData('/home', Promise.resolve({ metaData: { pages: [{ path: '/home', firstCall: 'homepageSections' }] } }));
    await flush();
    expect(net.sent).toEqual([]);
    expect(firstCallFor(manifest, '/orders/5')).toBeNull();
    // A name that is no call of the table, even one every object has, is no call.
    expect(firstCallFor({ metaData: { pages: [{ path: '/home', firstCall: { call: 'toString', params: {} } }] } }, '/home')).toBeNull();
  });
});
