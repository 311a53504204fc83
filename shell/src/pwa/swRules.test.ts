/**
 * @jest-environment node
 */
import {
  PAGE_FILES,
  catalogueKey,
  isHashedChunk,
  isKeepableAnswer,
  isPageKey,
  isPublicCatalogueCall,
  isReleaseRecord,
  pageKey,
  shopperLanguage,
  stableJson,
  type CookieJar,
} from './swRules';

const ORIGIN = 'http://127.0.0.1:3000';
const post = (path: string, headers: Record<string, string> = {}) => ({ method: 'POST', url: `${ORIGIN}${path}`, headers: new Headers(headers) });
const body = (params: unknown, id: number) => JSON.stringify({ jsonrpc: '2.0', method: 'call', params, id });

describe('what the service worker keeps for reading offline', () => {
  it('keeps public catalogue calls only: never one with a bearer token, another origin, a query or a shopper path', () => {
    expect(isPublicCatalogueCall(post('/api/homepage/sections'), ORIGIN)).toBe(true);
    expect(isPublicCatalogueCall(post('/api/product/coconut-oil-500ml'), ORIGIN)).toBe(true);
    expect(isPublicCatalogueCall(post('/api/categories'), ORIGIN)).toBe(true);
    expect(isPublicCatalogueCall(post('/api/product/x', { Authorization: 'Bearer t' }), ORIGIN)).toBe(false);
    expect(isPublicCatalogueCall(post('/api/customer/orders'), ORIGIN)).toBe(false);
    expect(isPublicCatalogueCall(post('/api/wallet/balance'), ORIGIN)).toBe(false);
    expect(isPublicCatalogueCall(post('/api/products?api_key=t'), ORIGIN)).toBe(false);
    expect(isPublicCatalogueCall(post('/api/products'), 'http://127.0.0.1:3001')).toBe(false);
    expect(isPublicCatalogueCall({ ...post('/api/products'), method: 'GET' }, ORIGIN)).toBe(false);
  });

  it('keys a call by URL and params: the JSON-RPC id and the order of keys do not matter, other params do', async () => {
    const a = await catalogueKey(`${ORIGIN}/api/products`, body({ category: 'food', page: 1 }, 1));
    const b = await catalogueKey(`${ORIGIN}/api/products`, body({ page: 1, category: 'food' }, 99));
    const c = await catalogueKey(`${ORIGIN}/api/products`, body({ category: 'food', page: 2 }, 1));
    const d = await catalogueKey(`${ORIGIN}/api/categories`, body({ category: 'food', page: 1 }, 1));
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(a).not.toBe(d);
    expect(a).toMatch(/^http:\/\/127\.0\.0\.1:3000\/api\/products\?sw-params=[0-9a-f]{64}$/);
    expect(stableJson({ b: [1, { d: 1, c: 2 }], a: undefined })).toBe('{"b":[1,{"c":2,"d":1}]}');
  });

  it('keeps only answers with a result: never an error, a business refusal or another status', () => {
    expect(isKeepableAnswer(200, { jsonrpc: '2.0', id: 1, result: { products: [] } })).toBe(true);
    expect(isKeepableAnswer(200, { jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'x' } })).toBe(false);
    expect(isKeepableAnswer(404, { jsonrpc: '2.0', id: 1, result: { status: 'error', message: 'Not found' } })).toBe(false);
    expect(isKeepableAnswer(200, { jsonrpc: '2.0', id: 1, result: { status: 'error', message: 'x' } })).toBe(false);
    expect(isKeepableAnswer(200, null)).toBe(false);
  });

  it('release records are network first, hashed chunks of any origin cache first', () => {
    for (const p of ['/remotes.json', '/mf-manifest.json', '/releases/mf-catalogue/1.0.0-abc/mf-manifest.json', '/remoteEntry.js', '/mf-runtime-core.js']) {
      expect(isReleaseRecord(new URL(`http://127.0.0.1:3001${p}`))).toBe(true);
      expect(isHashedChunk(new URL(`http://127.0.0.1:3001${p}`))).toBe(false);
    }
    expect(isHashedChunk(new URL('http://127.0.0.1:3001/551.ddea756b5e.js'))).toBe(true);
    expect(isHashedChunk(new URL('http://127.0.0.1:3000/sw.js'))).toBe(false);
    expect(isReleaseRecord(new URL('http://127.0.0.1:3001/551.ddea756b5e.js'))).toBe(false);
  });
});

describe('the page the worker answers offline, in the shopper\'s language', () => {
  /** The worker's cookie store (the Cookie Store API) holding these cookies. */
  const jar = (cookies: Record<string, string>): CookieJar => ({
    get: async (name) => (name in cookies ? { value: cookies[name] } : null),
  });
  const pageFor = async (cookies: CookieJar | undefined) => PAGE_FILES[await shopperLanguage(cookies)];

  it('suuq_lang=en gets the English static page, suuq_lang=so and no cookie the Somali one', async () => {
    expect(await pageFor(jar({ suuq_lang: 'en' }))).toBe('/index.en.html');
    expect(await pageFor(jar({ suuq_lang: 'so' }))).toBe('/index.html');
    expect(await pageFor(jar({ theme: 'dark' }))).toBe('/index.html');
  });

  it.each(['', 'fr', 'EN', 'en;', '""', '%E0%A4%A', '"en', '\u0000en'])('a broken or unknown suuq_lang (%j) gets Somali', async (value) => {
    expect(await pageFor(jar({ suuq_lang: value }))).toBe('/index.html');
  });

  it('a browser without the Cookie Store API in workers, or whose store fails, gets Somali', async () => {
    expect(await pageFor(undefined)).toBe('/index.html');
    expect(await pageFor({ get: () => Promise.reject(new TypeError('cookies blocked')) })).toBe('/index.html');
    expect(await pageFor({ get: async () => ({}) })).toBe('/index.html');
  });

  it('keeps a page per address and language: a page kept in Somali is never the English key', () => {
    const so = pageKey(`${ORIGIN}/product/coconut-oil-500ml?ref=home#reviews`, 'so');
    const en = pageKey(`${ORIGIN}/product/coconut-oil-500ml?ref=home#reviews`, 'en');
    expect(so).not.toBe(en);
    expect(new URL(en).pathname).toBe('/product/coconut-oil-500ml');
    expect(new URL(en).searchParams.get('ref')).toBe('home');
    expect(pageKey(`${ORIGIN}/home`, 'en')).toBe(pageKey(`${ORIGIN}/home#top`, 'en'));
    expect(isPageKey(en)).toBe(true);
    // What a worker from before the language keys wrote: the address alone.
    expect(isPageKey(`${ORIGIN}/product/coconut-oil-500ml`)).toBe(false);
  });
});
