// The boundary counts on a small workspace whose crossings, upward imports and sizes are known.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  crossPackagePairs,
  largestFiles,
  parseDuplicates,
  relativeCrossings,
  serverPlaceOf,
  serverUpwardImports,
} from './boundaries.mjs';

const lines = (n) =>
  Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';

const FILES = {
  'pnpm-workspace.yaml': "packages: ['a', 'b', 'server']\n",
  'package.json': '{ "name": "root" }',
  'a/package.json': '{ "name": "a" }',
  'b/package.json': '{ "name": "b" }',
  'server/package.json': '{ "name": "server" }',
  'tooling/t.mjs': 'export const t = 1;\n',
  'b/src/x.ts': 'export const x = 1;\n',
  // Two crossings: into package b's src, and out to the repository's tooling folder. The commented
  // import and the public entry are not crossings.
  'a/src/index.ts': [
    "import { x } from '../../b/src/x';",
    "import { t } from '../../tooling/t.mjs';",
    "// import { y } from '../../b/src/y';",
    "import { z } from 'b/z';",
    "import { own } from './own';",
    'export const all = [x, t, z, own];',
  ].join('\n'),
  'a/src/own.ts': 'export const own = 1;\n',
  // Tests and testing helpers may use another package's files: not counted.
  'a/src/index.test.ts': "import { x } from '../../b/src/x';\n" + lines(400),
  'a/src/testing/fake.ts': "import { x } from '../../../b/src/x';\n",
  'a/src/big.ts': lines(120),
  'a/src/types.d.ts': lines(300),
  'b/src/medium.tsx': lines(60),
  // The server, by the lint rule's table (tooling/server-layers.mjs): base → db → platform →
  // domains by rank → rpc → app.
  'server/src/db/client.ts': 'export const db = 1;\n',
  'server/src/db/seed.ts': "import { rule } from '../orders/rules';\nexport const seed = rule;\n",
  'server/src/orders/rules.ts': [
    "import { RpcError } from '../rpc/errors';",
    "import type { Handlers } from '../rpc/plugin';",
    "import { db } from '../db/client';",
    "import { money } from '../money';",
    "import { balance } from '../wallet/balance';",
    "import { keyOf } from '../http/idempotency';",
    'export const rule = [RpcError, db, money, balance, keyOf] as unknown as Handlers;',
  ].join('\n'),
  'server/src/wallet/balance.ts':
    "import { rule } from '../orders/rules';\nexport const balance = rule;\n",
  'server/src/money.ts': 'export const money = 1;\n',
  'server/src/http/idempotency.ts': 'export const keyOf = 1;\n',
  // A domain may not import the seed (an app-level script); the seed may import a domain.
  'server/src/media/demo/leaflets.ts': "import type { Row } from '../../seed/products-data';\nexport type Leaflet = Row;\n",
  'server/src/seed/products-data.ts': "import { keyOf } from '../http/idempotency';\nexport type Row = typeof keyOf;\n",
  'server/src/seed/media.ts': "import type { Leaflet } from '../media/demo/leaflets';\nexport type M = Leaflet;\n",
  'server/src/rpc/errors.ts': 'export class RpcError extends Error {}\n',
  'server/src/rpc/plugin.ts':
    "import { buildApp } from '../app';\nexport type Handlers = typeof buildApp;\n",
  'server/src/app.ts':
    "import { rule } from './orders/rules';\nexport const buildApp = () => rule;\n",
  'server/src/orders/test-kit.ts':
    "import { buildApp } from '../app';\nexport const kit = buildApp;\n",
  'server/src/orders/rules.test.ts': "import { buildApp } from '../app';\n",
};

let root;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-boundaries-test-'));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('a production import that leaves its package by a relative path is counted; tests, comments and public entries are not', () => {
  expect(relativeCrossings(root).map(({ file, source, into }) => [file, source, into])).toEqual([
    ['a/src/index.ts', '../../b/src/x', 'b'],
    ['a/src/index.ts', '../../tooling/t.mjs', 'tooling'],
  ]);
});

test("the server's layers are the lint rule's: base, db, platform, domains by rank, rpc, app", () => {
  expect(
    [
      'money.ts',
      'db/client.ts',
      'http/headers.ts',
      'events/bus.ts',
      'orders/rules.ts',
      'rpc/plugin.ts',
      'app.ts',
      'seed/media.ts',
    ].map((f) => serverPlaceOf(`server/src/${f}`)),
  ).toEqual([
    { layer: 'base' },
    { layer: 'db' },
    { layer: 'platform' },
    { layer: 'platform' },
    { layer: 'domain', domain: 'orders', rank: 2 },
    { layer: 'rpc' },
    { layer: 'app' },
    { layer: 'app' },
  ]);
});

test("an import that runs up the lint rule's layers or ranks is counted (type-only ones marked); down, sideways into platform and the seed's own imports are not, nor test kits", () => {
  const { upward, mutualDomains } = serverUpwardImports(root);
  expect(
    upward.map(({ file, target, from, to, typeOnly }) => [
      file,
      target,
      `${from} → ${to}`,
      typeOnly,
    ]),
  ).toEqual([
    ['server/src/db/seed.ts', 'orders/rules', 'db → domain orders (rank 2)', false],
    ['server/src/media/demo/leaflets.ts', 'seed/products-data', 'domain media (rank 0) → app', true],
    ['server/src/orders/rules.ts', 'rpc/errors', 'domain orders (rank 2) → rpc', false],
    ['server/src/orders/rules.ts', 'rpc/plugin', 'domain orders (rank 2) → rpc', true],
    ['server/src/rpc/plugin.ts', 'app', 'rpc → app', false],
    ['server/src/wallet/balance.ts', 'orders/rules', 'domain wallet (rank 1) → domain orders (rank 2)', false],
  ]);
  expect(mutualDomains).toEqual(['orders ↔ wallet']);
});

test('the largest files leave out tests, testing helpers and type declarations', () => {
  expect(largestFiles(root, undefined, 2)).toEqual([
    { file: 'a/src/big.ts', lines: 120 },
    { file: 'b/src/medium.tsx', lines: 60 },
  ]);
});

test("duplicates' report: its total, its rows, the pairs across packages, and how many rows it did not list", () => {
  const report = [
    '5 pairs of places (12 files read), each sharing runs of 6 or more identical or same-shape lines (2 by shape alone, 1 of those marked boilerplate)',
    'D1 mf-account/src/orders/ReasonDialog.tsx:28-41 ~ mf-checkout/src/checkout/PaymentStep.tsx:86-99',
    'D2 server/drizzle/0005_a.sql:14-34 ~ server/drizzle/0007_b.sql:35-55 (+3 more runs)',
    'D3 mf-account/src/profile/PasswordForm.tsx:18-26 ~ shell/src/auth/PasswordField.tsx:13-21 shape',
    'D4 tooling/webpack.cjs:1-9 ~ package.json.cjs:1-9 shape boilerplate',
    '(+1 more pairs)',
    'left out: 10 runs of 6 lines that stand in more than 8 places each (too common to list)',
  ].join('\n');
  const parsed = parseDuplicates(report);
  expect([parsed.total, parsed.rows.length, parsed.unlisted]).toEqual([5, 4, 1]);
  expect(crossPackagePairs(parsed.rows).map((r) => r.text.split(' ')[0])).toEqual([
    'D1',
    'D3',
    'D4',
  ]);
  expect(parseDuplicates('no duplicates (12 files read)\n').total).toBe(0);
});
