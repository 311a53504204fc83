/** @jest-environment node */
// Each test runs a real webpack build: seconds on a busy machine.
jest.setTimeout(60_000);

const zlib = require('node:zlib');
const { compression } = require('./compression.cjs');
const { build } = require('./testing.cjs');

test('each script past the threshold gets a gzip twin with the same content; a tiny one does not', async () => {
  const words = Array.from({ length: 400 }, (_, i) => `'word${i % 37}-${i}'`).join(', ');
  const out = await build({ 'big.js': `window.words = [${words}];\n`, 'small.js': 'window.x = 1;\n' }, () => ({
    entry: { big: './big.js', small: './small.js' },
    plugins: [compression()],
  }));
  const big = out.files.find((f) => /^big\.[0-9a-f]+\.js$/.test(f));
  const small = out.files.find((f) => /^small\.[0-9a-f]+\.js$/.test(f));
  expect(zlib.gunzipSync(out.read(`${big}.gz`))).toEqual(out.read(big));
  expect(out.read(`${big}.gz`).length).toBeLessThan(out.read(big).length);
  expect(out.files).not.toContain(`${small}.gz`);
});
