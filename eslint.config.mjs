import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import suuq from './tooling/no-relative-packages.mjs';
import serverLayers from './tooling/server-layers.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.tmp/**', '**/.swc/**', 'server/drizzle/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  { files: ['**/*.test.mjs', '**/*.test.cjs'], languageOptions: { globals: globals.jest } },
  {
    // Packages meet only through their public entries (package.json exports): an import that
    // crosses a package root by a relative path fails (tooling/no-relative-packages.mjs; the
    // one-way arrows between packages are in README.md, Layout).
    plugins: { suuq },
    rules: { 'suuq/no-relative-packages': 'error' },
  },
  {
    // Schemas are built and checked with shared-schema, the same code in tests, pages and the
    // server; TypeBox itself is the tests' reference (shared-schema/src/type.ts). The other
    // front-end packages have the same two paths in their list below.
    files: ['shared-events/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'typebox', message: "Import the builders from 'shared-schema': pages, tests and the server build one schema." },
            { name: 'typebox/value', message: "Import the checker from 'shared-schema/value': the same in tests and pages." },
          ],
        },
      ],
    },
  },
  {
    // The server's layers: no import runs back up (tooling/server-layers.mjs; the picture with its
    // arrows is in server/README.md).
    files: ['server/src/**/*.ts'],
    plugins: { 'server-layers': serverLayers },
    rules: { 'server-layers/server-layers': 'error' },
  },
  {
    // Bundle weight: a library shared through module federation ships whole, so the teams reach
    // react-router-dom through shared-router and rxjs through shared-events (see tooling/webpack.cjs);
    // pages carry the calls' routes, not their schemas (shared-api/src/contract/routes.ts).
    files: ['shell/src/**', 'mf-*/src/**', 'address-book/src/**', 'shared-ui/src/**', 'shared-federation/src/**', 'shared-api/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router-dom', message: "Import from 'shared-router': the page shares one trimmed router." },
            { name: 'react-router', message: "Import from 'shared-router': the page shares one trimmed router." },
            { name: 'rxjs', message: "Use the bus from 'shared-events' (it carries the rxjs parts it needs)." },
            { name: 'typebox', message: "Import the builders from 'shared-schema': pages, tests and the server build one schema." },
            { name: 'typebox/value', message: "Import the checker from 'shared-schema/value': the same in tests and pages." },
            { name: 'shared-api/contract', message: "Import from 'shared-api': the contract's schemas are for the server and tests, not pages." },
          ],
        },
      ],
    },
  },
);
