/** @jest-environment node */
const { typescriptRule } = require('./typescript.cjs');

test("TypeScript through swc for the browsers; styled-components' CSS minified in production builds only", () => {
  const production = typescriptRule('production');
  const development = typescriptRule('development');
  expect(['a.ts', 'b.tsx', 'c.mts', 'd.js'].filter((f) => production.test.test(f))).toEqual(['a.ts', 'b.tsx', 'c.mts']);
  expect(production.use.options.jsc.experimental.plugins[0]).toEqual(['@swc/plugin-styled-components', expect.objectContaining({ minify: true, displayName: false, ssr: true })]);
  expect(development.use.options.jsc.experimental).toBeUndefined();
  expect(development.use.options.jsc.transform.react.development).toBe(true);
});
