/** @jest-environment node */
// Each test runs a real webpack build: seconds on a busy machine.
jest.setTimeout(60_000);

const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { earlyScript, EarlyScriptTag } = require('./early-script.cjs');
const { build } = require('./testing.cjs');

test("the early script's build hands its hashed script and source map to the page's build", async () => {
  const early = { script: undefined, assets: [] };
  await build({ 'early.js': "document.documentElement.dataset.early = 'ran';\n" }, (dir) => {
    const config = earlyScript({ name: 'shell', dir, earlyEntry: './early.js' }, 'production', early);
    return { ...config, output: { ...config.output, path: path.join(dir, 'dist') } };
  });
  expect(early.script).toMatch(/^early\.[0-9a-f]{10}\.js$/);
  expect(early.assets.map((a) => a.name).sort()).toEqual([early.script, `${early.script}.map`]);
  expect(early.assets[0].source.source().toString()).toContain('dataset.early="ran"');
});

test("the page writes the early script before its own scripts, deferred, and emits its files", async () => {
  const early = { script: 'early.0123456789.js', assets: [{ name: 'early.0123456789.js', source: new webpack.sources.RawSource('window.early=1;') }] };
  const out = await build({ 'index.js': 'document.title = "page";\n' }, () => ({
    entry: { main: './index.js' },
    plugins: [new HtmlWebpackPlugin({ scriptLoading: 'defer', publicPath: '/' }), new EarlyScriptTag(early)],
  }));
  const html = out.read('index.html').toString().replace(/"/g, ''); // quotes as the minifier leaves them or not
  const scripts = [...html.matchAll(/<script ([^>]*)>/g)].map((m) => m[1]);
  expect(scripts[0]).toBe('defer src=/early.0123456789.js');
  expect(scripts[1]).toMatch(/^defer src=\/main\./);
  expect(out.read('early.0123456789.js').toString()).toContain('window.early=1');
});

test('a page built before its early script fails instead of leaving the script out', async () => {
  const early = { script: undefined, assets: [] };
  await expect(
    build({ 'index.js': '' }, () => ({ entry: { main: './index.js' }, plugins: [new HtmlWebpackPlugin(), new EarlyScriptTag(early)] })),
  ).rejects.toThrow('EarlyScriptTag: the early script was not built first');
});
