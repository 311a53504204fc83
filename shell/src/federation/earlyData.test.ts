import { api, getHomepageSections, getProduct } from 'shared-api';
import { fakeServer, ok, productDetail, serverDown, type Reply } from '../../../shared-api/src/client/fake-server';
import { earlyCallFor, HOME_SECTION_SIZE, startEarlyData } from './earlyData';

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

const sections = { section_keys: ['new_arrivals'], sections: { new_arrivals: [] } };
const sectionsReply = ok(sections);
const product = { product: { ...productDetail(7), slug: 'coconut-oil-500ml' } };
const productReply = ok(product);

beforeEach(() => api.clearCache());
afterAll(() => api.configure({ fetch: undefined }));

describe("a page's first API request, started by the shell", () => {
  test("/home: the catalogue's own call then reads the shell's answer, one request in all", async () => {
    const net = network(() => sectionsReply);
    startEarlyData('/home');
    expect(net.sent).toEqual([{ path: '/api/homepage/sections', params: { limit: HOME_SECTION_SIZE } }]);
    // mf-catalogue home/useHomepageSections.ts asks for 8 products a section.
    await expect(getHomepageSections(8)).resolves.toMatchObject(sections);
    await flush();
    expect(net.sent).toHaveLength(1);
  });

  test('a product page: the product by its slug (decoded, as the router gives it), one request in all', async () => {
    const net = network(() => productReply);
    startEarlyData('/product/coconut-oil-500ml');
    await flush();
    await expect(getProduct('coconut-oil-500ml')).resolves.toMatchObject({ id: 7, slug: 'coconut-oil-500ml' });
    expect(net.sent.map((s) => s.path)).toEqual(['/api/product/coconut-oil-500ml']);
    expect(earlyCallFor('/product/%E0%A4%A')).toBeNull();
  });

  test("a failed early request is not kept: the page's own call goes out and gets its answer", async () => {
    let up = false;
    const net = network(() => (up ? productReply : serverDown));
    startEarlyData('/product/coconut-oil-500ml');
    await flush();
    await flush();
    up = true;
    await expect(getProduct('coconut-oil-500ml')).resolves.toMatchObject({ id: 7, slug: 'coconut-oil-500ml' });
    expect(net.sent.length).toBeGreaterThanOrEqual(2);
  });

  test('pages whose first call the shell does not know start nothing', async () => {
    const net = network(() => ok());
    for (const path of ['/cart', '/search-results', '/product/a/b', '/account']) startEarlyData(path);
    await flush();
    expect(net.sent).toEqual([]);
  });
});
