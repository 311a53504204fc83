/** @jest-environment node */
// Each test runs a real webpack build: seconds on a busy machine.
jest.setTimeout(60_000);

const HtmlWebpackPlugin = require('html-webpack-plugin');
const { PreloadImports } = require('./preload-imports.cjs');
const { build, TWO_IMPORTS } = require('./testing.cjs');

const page = (names) => () => ({
  entry: { main: './index.js' },
  plugins: [new HtmlWebpackPlugin({ scriptLoading: 'defer', publicPath: '/' }), new PreloadImports(names)],
});

test("the page preloads the named import's scripts at low priority, after its own script, and nothing else", async () => {
  const out = await build(TWO_IMPORTS, page(['bootstrap']));
  const html = out.read('index.html').toString().replace(/"/g, ''); // quotes as the minifier leaves them or not
  const bootstrap = out.files.find((f) => /^bootstrap\.[0-9a-f]{10}\.js$/.test(f));
  expect(html).toContain(`<link rel=preload as=script href=/${bootstrap} fetchpriority=low>`);
  expect(html.indexOf('<script defer')).toBeLessThan(html.indexOf('rel=preload'));
  expect(html).not.toMatch(/href=\/dialog\./);
});

test('a name no dynamic import has fails the build', async () => {
  await expect(build(TWO_IMPORTS, page(['bootstrapp']))).rejects.toThrow("PreloadImports: no dynamic import is named 'bootstrapp'");
});
