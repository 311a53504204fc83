/**
 * PostgreSQL, two API processes (issue 28 item 7): every kind of API answer — success, refusals,
 * errors, unknown routes, media, the feed's 404, a body too large — carries the Permissions-Policy
 * (and the other API headers), from either process. The static hosts pass it through as it is
 * (deploy/src/staticHost.test.mjs, nginx-conf.test.mjs, scripts/nginx-check.mjs).
 */
import { products } from '../db/schema';
import { twoApisOnOneDatabase, type TwoApis } from '../testing/two-apis';
import { API_PERMISSIONS_POLICY } from './security-headers';

let shop: TwoApis;
let productId = 0;

beforeAll(async () => {
  shop = await twoApisOnOneDatabase('headers');
  [{ id: productId }] = (await shop.database.db.select({ id: products.id }).from(products).limit(1)) as [{ id: number }];
}, 240_000);
afterAll(async () => {
  await shop?.stop();
});

const rpc = (params: unknown) => JSON.stringify({ jsonrpc: '2.0', method: 'call', params, id: 1 });
const json = { 'content-type': 'application/json' };

/** [what, request]: the answers a shopper's browser meets, good and bad. */
const ANSWERS: [string, string, RequestInit, number][] = [
  ['health', '/api/health', {}, 200],
  ['a call that succeeds', '/api/categories', { method: 'POST', headers: json, body: rpc({}) }, 200],
  ['a call without its session', '/api/user/profile', { method: 'POST', headers: json, body: rpc({}) }, 401],
  ['params the contract refuses', '/api/products/search', { method: 'POST', headers: json, body: rpc({ keyword: 'x', limit: -1 }) }, 400],
  ['a body that is not JSON', '/api/categories', { method: 'POST', headers: json, body: '{' }, 400],
  ['an unknown route', '/api/no-such-call', {}, 404],
  ['a product image (media)', '/api/product-image/PRODUCT', {}, 200],
  ['the update check (HEAD)', '/api/product-updates-check', { method: 'HEAD' }, 200],
  ['a live feed of no stream', '/api/live/streams/999999/feed', {}, 404],
  ['a body over the limit', '/api/categories', { method: 'POST', headers: json, body: 'x'.repeat(1024 * 1024 + 1) }, 413],
];

test.each(ANSWERS)('%s: Permissions-Policy from both processes', async (_what, path, init, status) => {
  for (const api of shop.apis) {
    const res = await fetch(new URL(path.replace('PRODUCT', String(productId)), api.url), init);
    await res.arrayBuffer();
    expect(res.status).toBe(status);
    expect(res.headers.get('permissions-policy')).toBe(API_PERMISSIONS_POLICY);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  }
});

test('the API policy turns off what the shop never uses', () => {
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(API_PERMISSIONS_POLICY).toContain(feature);
});
