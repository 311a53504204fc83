// The lint rule that keeps packages apart (tooling/no-relative-packages.mjs), run through ESLint's
// API on a small workspace of fixtures, and through the repository's own eslint.config.mjs.
import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import plugin from './no-relative-packages.mjs';

const root = path.resolve(__dirname, '..');
const RULE = 'suuq/no-relative-packages';

/** A workspace on disk: shop-app and shop-lib packages, and the repository's own tooling/. */
function fixtureWorkspace() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-relative-packages-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('pnpm-workspace.yaml', 'packages:\n  - shop-app\n  - shop-lib\n');
  write('package.json', JSON.stringify({ name: 'fixture-root', private: true }));
  write('shop-app/package.json', JSON.stringify({ name: 'shop-app', dependencies: { 'shop-lib': 'workspace:^1.0.0' } }));
  write('shop-lib/package.json', JSON.stringify({ name: 'shop-lib', version: '1.0.0', exports: { './contract/live': './src/contract/live.ts' } }));
  write('shop-lib/src/contract/live.ts', 'export const live = 1;\n');
  write('shop-app/src/room/helper.ts', 'export const helper = 1;\n');
  write('tooling/rule.mjs', 'export const rule = 1;\n');
  return dir;
}

let workspace;
beforeAll(() => {
  workspace = fixtureWorkspace();
});
afterAll(() => fs.rmSync(workspace, { recursive: true, force: true }));

async function problems(file, code) {
  const eslint = new ESLint({
    cwd: workspace,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts', '**/*.mjs'], plugins: { suuq: plugin }, rules: { [RULE]: 'error' } }],
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(workspace, file) });
  return result.messages.map((m) => ({ ruleId: m.ruleId, messageId: m.messageId, line: m.line }));
}

test('an import that reaches into another package by a relative path is an error', async () => {
  const code = [
    "import { live } from '../../../shop-lib/src/contract/live';",
    "export * from '../../../shop-lib/src/contract/live';",
    "export const later = () => import('../../../shop-lib/src/contract/live');",
    "jest.mock('../../../shop-lib/src/contract/live');",
    'export { live };',
  ].join('\n');
  expect(await problems('shop-app/src/room/calls.ts', code)).toEqual([1, 2, 3, 4].map((line) => ({ ruleId: RULE, messageId: 'crossing', line })));
});

test("the package's public entry, and relative imports inside one package, pass", async () => {
  const code = "import { live } from 'shop-lib/contract/live';\nimport { helper } from './helper';\nexport { live, helper };\n";
  expect(await problems('shop-app/src/room/calls.ts', code)).toEqual([]);
});

test("the repository's tooling reaching into a package's files is an error too", async () => {
  expect(await problems('tooling/check.mjs', "import { live } from '../shop-lib/src/contract/live';\nexport { live };\n")).toEqual([
    { ruleId: RULE, messageId: 'crossing', line: 1 },
  ]);
});

test("production source may not reach the repository's tooling; a test may, and a manifest may be read", async () => {
  const reach = "import { rule } from '../../../tooling/rule.mjs';\nexport { rule };\n";
  expect(await problems('shop-app/src/room/calls.ts', reach)).toEqual([{ ruleId: RULE, messageId: 'outOfPackage', line: 1 }]);
  expect(await problems('shop-app/src/room/calls.test.ts', reach)).toEqual([]);
  expect(await problems('shop-app/src/room/calls.ts', "import lib from '../../../shop-lib/package.json';\nexport { lib };\n")).toEqual([]);
});

test("the repository's lint (eslint.config.mjs, run by pnpm lint) fails a relative cross-package import", () => {
  // The ESLint CLI, as `pnpm lint` runs it (Jest cannot load the flat config file in-process).
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', '--stdin', '--stdin-filename', 'mf-live/src/room/calls.ts'], {
    cwd: root,
    input: "import { LiveRoom } from '../../../shared-api/src/contract/live';\nexport type Room = typeof LiveRoom;\n",
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  const [result] = JSON.parse(run.stdout);
  expect(result.messages).toEqual([expect.objectContaining({ ruleId: RULE, messageId: 'crossing', line: 1, severity: 2 })]);
});
