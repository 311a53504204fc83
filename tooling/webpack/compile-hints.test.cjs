/** @jest-environment node */
// Each test runs a real webpack build: seconds on a busy machine.
jest.setTimeout(60_000);

const { CompileHints, COMPILE_HINT, startupGroups } = require('./compile-hints.cjs');
const { build, TWO_IMPORTS } = require('./testing.cjs');

test('the scripts a page runs as it opens start with the compile hint; the others do not', async () => {
  const out = await build(TWO_IMPORTS, () => ({
    entry: { main: './index.js' },
    plugins: [new CompileHints(startupGroups({ isHost: true, preloadImports: ['bootstrap'] }))],
  }));
  const text = (prefix) => out.read(out.files.find((f) => f.startsWith(prefix))).toString();
  expect(text('main.').startsWith(COMPILE_HINT)).toBe(true);
  expect(text('bootstrap.').startsWith(COMPILE_HINT)).toBe(true);
  expect(text('dialog.')).not.toContain(COMPILE_HINT);
});

test("a remote's start-up scripts: its entry, its app and the page chunks its pages.json names", () => {
  const wanted = startupGroups({ name: 'mf_catalogue', pages: { '/product/:slug': { chunk: 'page-product' }, '/': {} } });
  expect(['mf_catalogue', '__federation_expose_app', 'page-product', 'page-category', 'main'].filter(wanted)).toEqual([
    'mf_catalogue',
    '__federation_expose_app',
    'page-product',
  ]);
});
