/** @jest-environment node */
const { pagesMeta } = require('./pages-meta.cjs');

/** A compilation with one named chunk group of two chunks (and a source map beside a script). */
const compilation = {
  namedChunkGroups: new Map([['page-product', { chunks: [{ files: new Set(['753.a.js', '753.a.js.map']) }, { files: new Set(['page-product.b.js', '753.a.js']) }] }]]),
};
const product = { http: 'POST', path: '/api/product/detail', call: 'product.detail' };

test("each route's page scripts (once each, scripts only) and its declared calls", () => {
  expect(pagesMeta(compilation, { '/product/:slug': { chunk: 'page-product', firstCall: product }, '/': {} })).toEqual([
    { path: '/product/:slug', js: ['753.a.js', 'page-product.b.js'], firstCall: product },
    { path: '/', js: [] },
  ]);
});

test('a chunk name no chunk has, or a call without its verb and /api/ path, fails the build', () => {
  expect(() => pagesMeta(compilation, { '/x': { chunk: 'page-x' } })).toThrow("pages.json: no chunk is named 'page-x' (declared for /x)");
  expect(() => pagesMeta(compilation, { '/x': { alsoCalls: [{ call: 'x', path: '/api/x' }] } })).toThrow('pages.json: the call x of /x needs its verb');
});
