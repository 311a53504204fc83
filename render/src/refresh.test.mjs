/**
 * @jest-environment node
 */
// The refresh companion: which pages a change shows on (pagesOf), and the follower against a fake
// API (the change feed and the shop's lists) and a fake nginx refresh listener.
import http from 'node:http';
import { emptyView, followCatalogue, inBatches, pagesOf, pagesOfAll } from './refresh.mjs';

const servers = [];
const listen = (handler) =>
  new Promise((resolve) => {
    const server = http.createServer(handler).listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
    servers.push(server);
  });
afterAll(() => servers.forEach((s) => (s.closeAllConnections(), s.close())));

const body = (req) => new Promise((resolve) => {
  let text = '';
  req.on('data', (d) => (text += d));
  req.on('end', () => resolve(text ? JSON.parse(text) : null));
});

const cuud = { id: 7, slug: 'cuud-bari', category_id: 12, price: 10, oldPrice: null };
const known = (...products) => new Map(products.map((p) => [p.id, { slug: p.slug, category_id: p.category_id }]));
/** Category 12 is a subcategory of 10; 20 a main category. */
const view = (o = {}) => ({ ...emptyView(), parents: new Map([[10, null], [12, 10], [20, null]]), ...o });

describe('pagesOf: every cached page that shows the changed product', () => {
  it("a changed product: its page, its related page, /home, its subcategory's and its main category's pages, by id", () => {
    expect(pagesOf({ action: 'update', product: cuud }, view()).sort()).toEqual(
      ['/category/10', '/category/12', '/home', '/product/cuud-bari', '/section/related-products/7'].sort(),
    );
    // A main category has no parent; a slug is written as a path segment.
    expect(pagesOf({ action: 'create', product: { ...cuud, slug: 'sabuun cad', category_id: 20 } }, view()).sort()).toEqual(
      ['/category/20', '/home', '/product/sabuun%20cad', '/section/related-products/7'].sort(),
    );
  });

  it('the section pages that show it, now or before the change (a product that leaves a list refreshes it too)', () => {
    const before = view({ sections: { best_sellers: [{ id: 7, slug: 'cuud-bari' }], new_arrivals: [], featured_carousel: [] } });
    const after = view({ sections: { best_sellers: [], new_arrivals: [], featured_carousel: [{ id: 7, slug: 'cuud-bari' }] } });
    const pages = pagesOf({ action: 'update', product: cuud }, before, after);
    expect(pages).toEqual(expect.arrayContaining(['/section/best-sellers', '/section/featured-carousel', '/carousel']));
    expect(pages).not.toContain('/section/new-arrivals');
  });

  it('/discounts when it is discounted, or was on a discount section before (its discount ended)', () => {
    expect(pagesOf({ action: 'update', product: { ...cuud, oldPrice: 12 } }, view())).toContain('/discounts');
    expect(pagesOf({ action: 'update', product: cuud }, view())).not.toContain('/discounts');
    const before = view({ sections: { limited_time_discounts: [{ id: 7, slug: 'cuud-bari' }] } });
    const after = view({ sections: { limited_time_discounts: [] } });
    expect(pagesOf({ action: 'update', product: cuud }, before, after)).toEqual(expect.arrayContaining(['/discounts', '/section/limited-time-discounts']));
  });

  it("the product pages of its subcategory whose related row shows it", () => {
    const rows = new Map([[12, [{ id: 5, slug: 'malab' }, { id: 7, slug: 'cuud-bari' }, { id: 9, slug: 'sabuun' }]], [20, [{ id: 30, slug: 'kab' }]]]);
    const pages = pagesOf({ action: 'update', product: cuud }, view(), view({ rows }));
    expect(pages).toEqual(expect.arrayContaining(['/product/malab', '/product/sabuun']));
    expect(pages).not.toContain('/product/kab');
    // Not on its subcategory's first row: no other product page.
    const far = new Map([[12, [{ id: 5, slug: 'malab' }]]]);
    expect(pagesOf({ action: 'update', product: cuud }, view({ rows: far }))).not.toContain('/product/malab');
  });

  it('a deleted product (the feed has its id only): its page by the slug remembered, its category, the lists it was on', () => {
    const before = view({ known: known(cuud), sections: { best_sellers: [{ id: 7, slug: 'cuud-bari' }] } });
    const after = view({ known: known(cuud), sections: { best_sellers: [] } });
    expect(pagesOf({ action: 'delete', product: { id: 7 } }, before, after)).toEqual(
      expect.arrayContaining(['/product/cuud-bari', '/category/12', '/category/10', '/section/best-sellers', '/home']),
    );
    // Never seen: what can still be known (the lists), not a product page.
    expect(pagesOf({ action: 'delete', product: { id: 8 } }, view()).sort()).toEqual(['/home', '/section/related-products/8']);
  });

  it("a poll's changes make each page once", () => {
    const pages = pagesOfAll([{ action: 'update', product: cuud }, { action: 'update', product: { ...cuud, id: 8, slug: 'malab' } }, { action: 'update', product: cuud }], view());
    expect(pages.filter((p) => p === '/home')).toHaveLength(1);
    expect(pages.filter((p) => p === '/category/12')).toHaveLength(1);
    // The changed products' own pages are refreshed first.
    expect(pages.slice(0, 2)).toEqual(['/product/cuud-bari', '/product/malab']);
  });
});

it('inBatches runs every job, never more than the limit at once', async () => {
  let running = 0;
  let most = 0;
  const done = [];
  const jobs = Array.from({ length: 10 }, (_, i) => async () => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setImmediate(resolve));
    running -= 1;
    done.push(i);
  });
  await inBatches(jobs, 3);
  expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(most).toBe(3);
});

it("follows the feed from the newest change and refreshes each page of a poll's changes once per language, with the header and the shop's Host", async () => {
  const polls = [];
  const T0 = '2026-11-28T10:00:00.000001Z';
  const T1 = '2026-11-28T10:00:05.000000Z';
  // The lists: cuud on best sellers before the change, gone after; malab (sold, same subcategory) before it on its row.
  let changed = false;
  const malab = { id: 5, slug: 'malab', category_id: 12 };
  const api = await listen(async (req, res) => {
    if (req.method === 'HEAD') return res.writeHead(200, { 'x-last-update': T0 }).end();
    const { params } = await body(req);
    const answer = (result) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { status: 'success', ...result } }));
    if (req.url === '/api/homepage/sections') return answer({ sections: { best_sellers: changed ? [malab] : [malab, cuud] }, section_keys: ['best_sellers'] });
    if (req.url === '/api/categories') return answer({ categories: [{ id: 10, name: 'x', name_so: 'x', slug: 'x', subcategories: [{ id: 12, name: 'y', name_so: 'y', slug: 'y' }] }] });
    if (req.url === '/api/products') return answer({ products: params.category === 12 ? [malab, cuud] : [], total: 2 });
    polls.push({ path: req.url, ...params });
    // Two pages of changes in one poll (has_more): the same product twice, and a deletion never seen.
    if (params.timestamp === T0) {
      changed = true;
      return answer({ updates: [{ action: 'update', product: cuud }], timestamp: '2026-11-28T10:00:01.000000Z', has_more: true });
    }
    if (params.timestamp === '2026-11-28T10:00:01.000000Z') return answer({ updates: [{ action: 'update', product: cuud }, { action: 'delete', product: { id: 8 } }], timestamp: T1, has_more: false });
    return answer({ updates: [], timestamp: params.timestamp, has_more: false });
  });
  const refreshed = [];
  const expected = ['/home', '/product/cuud-bari', '/section/related-products/7', '/section/related-products/8', '/category/12', '/category/10', '/section/best-sellers', '/product/malab'];
  let done;
  const allDone = new Promise((resolve) => (done = resolve));
  let inFlight = 0;
  let most = 0;
  const nginx = await listen((req, res) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    refreshed.push({ url: req.url, host: req.headers.host, refresh: req.headers['x-suuq-refresh'], cookie: req.headers.cookie });
    setImmediate(() => {
      inFlight -= 1;
      res.end('ok');
    });
    if (refreshed.length === expected.length * 2) done();
  });
  const follower = followCatalogue({ apiOrigin: api, refreshOrigin: nginx, hosts: ['shop.suuq.so'], everyMs: 10, concurrency: 2 });
  await allDone;
  // The poll after the batch: nothing more is refreshed.
  await new Promise((resolve) => {
    const wait = () => (polls.some((p) => p.timestamp === T1) ? resolve() : setTimeout(wait, 5));
    wait();
  });
  follower.stop();
  expect(polls[0]).toEqual({ path: '/api/product-updates', timestamp: T0, limit: 200 });
  expect(polls[1]).toEqual({ path: '/api/product-updates', timestamp: '2026-11-28T10:00:01.000000Z', limit: 200 });
  // The next poll starts where the answer ended.
  expect(polls[2].timestamp).toBe(T1);
  const key = (r) => `${r.url} ${r.cookie}`;
  expect(refreshed.map(key).sort()).toEqual(expected.flatMap((url) => [`${url} suuq_lang=en`, `${url} suuq_lang=so`]).sort());
  expect(refreshed.every((r) => r.host === 'shop.suuq.so' && r.refresh === '1')).toBe(true);
  expect(most).toBeLessThanOrEqual(2);
});
