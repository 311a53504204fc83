/** @jest-environment node */
const path = require('node:path');
const { persistentCache } = require('./cache.cjs');

const app = (dir) => ({ name: 'mf-catalogue', dir });

test('production builds cache on disk in the app folder, keyed by the folder and by what ends in the manifest', () => {
  const dir = path.join(__dirname, '..', '..', 'mf-catalogue');
  const c = persistentCache(app(dir), 'production', 'mf-catalogue-production', { app: '1.2.0' });
  expect(c.type).toBe('filesystem');
  expect(c.cacheDirectory).toBe(path.join(dir, 'node_modules/.cache/webpack'));
  expect(c.version).toBe(JSON.stringify({ app: '1.2.0' }));
  // A change to the app's webpack.config.js invalidates its cache; an app without one (a test's) still caches.
  expect(c.buildDependencies.config).toContain(path.join(dir, 'webpack.config.js'));
  expect(persistentCache(app('/w/none'), 'production', 'x').buildDependencies.config).not.toContain(path.join('/w/none', 'webpack.config.js'));
  // A copy of the workspace elsewhere never shares this folder's cache.
  const copy = persistentCache(app('/tmp/copy/mf-catalogue'), 'production', 'mf-catalogue-production', { app: '1.2.0' });
  expect(copy.name).not.toBe(c.name);
});

test('development builds and SUUQ_WEBPACK_CACHE=0 build without a disk cache', () => {
  expect(persistentCache(app('/w/x'), 'development', 'x')).toBe(false);
  process.env.SUUQ_WEBPACK_CACHE = '0';
  try {
    expect(persistentCache(app('/w/x'), 'production', 'x')).toBe(false);
  } finally {
    delete process.env.SUUQ_WEBPACK_CACHE;
  }
});
