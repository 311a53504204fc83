/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callRoutes } from 'shared-api/contract';
import { callsOfSource, contractRoutes, missingCalls, sameRoute } from './apiCalls.mjs';
import { ROOT } from './apps.mjs';

const routes = contractRoutes();

test("reads shared-api's whole call table from its source, as the contract has it", () => {
  const table = Object.fromEntries(Object.entries(callRoutes).map(([name, r]) => [name, { http: r.http, path: r.path }]));
  expect(routes).toEqual(table);
});

describe('the calls a remote sends, from its source', () => {
  let tmp;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-calls-'));
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(tmp, 'src', file)), { recursive: true });
    fs.writeFileSync(path.join(tmp, 'src', file), text);
  };

  test('names sent by name, by an imported definition and in pages.json; routes it writes itself', () => {
    write('list.ts', "api.call('products', { limit: 8 });\nconst label = 'notACall';");
    write('quote.ts', "import { deliveryQuote as def } from 'shared-api/contract/delivery';\nimport type { orders } from 'shared-api/contract';");
    write('pages.json', JSON.stringify({ '/home': { firstCall: { call: 'homepageSections', http: 'POST', path: '/api/homepage/sections' } } }));
    write('wish/api.ts', "route('wishlistAdd', '/api/wishlist/add');\nconst img = `/api/product-image/${id}?v=2`;");
    write('list.test.ts', "api.call('orderCreate', {});");
    write('testing/fake.ts', "api.call('walletBalance', {});");
    expect(callsOfSource(tmp, routes)).toEqual({
      names: ['deliveryQuote', 'homepageSections', 'products', 'wishlistAdd'],
      paths: ['/api/homepage/sections', '/api/product-image/:param', '/api/wishlist/add'],
    });
  });

  test("each remote's calls as its code sends them", () => {
    const of = (remote) => callsOfSource(path.join(ROOT, remote), routes);
    expect(of('mf-catalogue').names).toEqual(expect.arrayContaining(['homepageSections', 'categories', 'product', 'products', 'productUpdates']));
    expect(of('mf-checkout').names).toEqual(expect.arrayContaining(['deliveryQuote', 'orderCreate', 'walletBalance']));
    expect(of('mf-account').names).toEqual(expect.arrayContaining(['profileUpdate', 'supportMessage', 'reviewsUser', 'notifications', 'wishlist']));
    expect(of('mf-account').paths).toEqual(expect.arrayContaining(['/api/wishlist/add', '/api/wishlist/:id/remove']));
    expect(of('mf-live').names).toEqual(expect.arrayContaining(['liveStream', 'liveToken', 'liveChatSend', 'liveStreams']));
  });
});

describe('the live API against the calls sent', () => {
  const published = (omit = []) => ({
    contract: { name: 'shared-api', version: '1.7.0' },
    calls: Object.fromEntries(Object.entries(routes).filter(([name]) => !omit.includes(name)).map(([name, r]) => [name, { ...r, version: '1.7.0' }])),
  });
  const sent = { names: ['products', 'productUpdates'], paths: ['/api/product-media/:param'] };

  test('an API answering every call takes the release', () => {
    expect(missingCalls(sent, routes, published())).toEqual([]);
  });

  test('a call the API does not answer, by name or by route, refuses it', () => {
    expect(missingCalls(sent, routes, published(['productUpdates', 'productMedia']))).toEqual([
      'the live API does not answer productUpdates (POST /api/product-updates) (its contract: shared-api 1.7.0): release the API with it first',
      'the live API answers no call at /api/product-media/:param (its contract: shared-api 1.7.0): release the API with it first',
    ]);
  });

  test('a call the API answers at another route refuses it', () => {
    const moved = published();
    moved.calls.products = { http: 'POST', path: '/api/v2/products', version: '2.0.0' };
    expect(missingCalls({ names: ['products'], paths: [] }, routes, moved)).toEqual([
      'the live API answers products at POST /api/v2/products, this release sends it to POST /api/products',
    ]);
  });

  test('path parameters match any segment', () => {
    expect(sameRoute('/api/product/:slugOrId', '/api/product/:param')).toBe(true);
    expect(sameRoute('/api/product/:id', '/api/products')).toBe(false);
  });
});
