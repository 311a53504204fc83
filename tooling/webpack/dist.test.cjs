const path = require('node:path');
const { serverTarget } = require('./server-target.cjs');
const { distOf } = require('./dist.cjs');

afterEach(() => delete process.env.SUUQ_BUILD_DIR);

test("an app's build goes to its dist/, or all of it (the server target inside it) to SUUQ_BUILD_DIR", () => {
  const o = { dir: '/shop/mf-catalogue', name: 'mf_catalogue', exposes: { './render': './src/server/render.tsx' } };
  expect(distOf(o)).toBe(path.join('/shop/mf-catalogue', 'dist'));
  process.env.SUUQ_BUILD_DIR = '/bench/dist/mf-catalogue';
  expect(distOf(o)).toBe('/bench/dist/mf-catalogue');
  expect(serverTarget(o, 'production').output.path).toBe(path.join('/bench/dist/mf-catalogue', 'server'));
});
