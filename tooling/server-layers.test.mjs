/**
 * @jest-environment node
 */
// The rule that keeps the server's imports pointing down its layers (tooling/server-layers.mjs):
// the layer table, the rule through ESLint's Linter on files of a made-up server/src, and the
// server's own tree, which must have none (lint runs the same rule through eslint.config.mjs).
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin, { placeOf, upwardImport } from './server-layers.mjs';
import { upwardImports } from './server-layers-count.mjs';

describe('the layer table', () => {
  it('places base files, db, the platform, domains with their rank, rpc and the app', () => {
    expect(placeOf('money.ts')).toEqual({ layer: 'base' });
    expect(placeOf('errors')).toEqual({ layer: 'base' });
    expect(placeOf('db/client.ts')).toEqual({ layer: 'db' });
    expect(placeOf('events/record')).toEqual({ layer: 'platform' });
    expect(placeOf('orders/read')).toEqual({ layer: 'domain', domain: 'orders', rank: 2 });
    expect(placeOf('rpc/plugin')).toEqual({ layer: 'rpc' });
    expect(placeOf('app')).toEqual({ layer: 'app' });
    expect(placeOf('seed')).toEqual({ layer: 'app' });
    expect(placeOf('newthing/x.ts')).toBeNull();
  });

  it('refuses an import of a higher layer', () => {
    expect(upwardImport('orders/routes.ts', 'rpc/plugin')).toMatch(/orders \(domain, rank 2\) may not import rpc, a layer above it/);
    expect(upwardImport('db/client.ts', 'media/files')).toMatch(/db may not import media/);
    expect(upwardImport('events/record.ts', 'notifications/dispatcher')).toMatch(/platform may not import notifications/);
    expect(upwardImport('rpc/plugin.ts', 'app')).toMatch(/rpc may not import app/);
  });

  it('lets domains import only domains of a lower rank: orders, wallet and notifications in one direction', () => {
    expect(upwardImport('orders/create.ts', 'wallet/pay')).toBeNull();
    expect(upwardImport('wallet/service.ts', 'orders/read')).toMatch(/a domain imports only domains of a lower rank/);
    expect(upwardImport('orders/transitions.ts', 'notifications/service')).toMatch(/lower rank/);
    expect(upwardImport('auth/service.ts', 'addresses/queries')).toMatch(/lower rank/);
    expect(upwardImport('orders/create.ts', 'orders/read')).toBeNull();
  });

  it('lets downward imports, test code and scripts run by hand through', () => {
    expect(upwardImport('app.ts', 'orders/routes')).toBeNull();
    expect(upwardImport('orders/read.ts', 'db/client')).toBeNull();
    expect(upwardImport('orders/orders.test.ts', 'testing/app')).toBeNull();
    expect(upwardImport('orders/test-kit.ts', 'app')).toBeNull();
    expect(upwardImport('seed/media.ts', 'media/files')).toBeNull();
    expect(upwardImport('auth/staff-cli.ts', 'app')).toBeNull();
  });

  it("keeps the domains off the seed: the demo media generator, which draws the seed's products, is one of the seed's scripts", () => {
    expect(upwardImport('media/demo/leaflets.ts', 'seed/products-data')).toMatch(/media \(domain, rank 0\) may not import app/);
    expect(upwardImport('seed/demo-media/leaflets.ts', 'seed/products-data')).toBeNull();
  });

  it('asks for a new folder to be placed before it is used', () => {
    expect(upwardImport('orders/create.ts', 'coupons/apply')).toMatch(/coupons is in no layer/);
  });
});

describe('the rule in ESLint', () => {
  const linter = new Linter({ configType: 'flat', cwd: '/' });
  const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { layers: plugin }, rules: { 'layers/server-layers': 'error' } }];
  const lint = (file, code) => linter.verify(code, config, { filename: path.join('/shop/server/src', file) }).map((m) => m.message);

  it('reports imports, type imports and re-exports that run back up', () => {
    expect(lint('wallet/service.ts', "import { orderNumber } from '../orders/read';\n")).toEqual([
      "'../orders/read' runs back up the server's layers: wallet (domain, rank 1) may not import orders (domain, rank 2): a domain imports only domains of a lower rank (server/README.md, Layers).",
    ]);
    expect(lint('orders/routes.ts', "import type { Handlers } from '../rpc/plugin';\n")).toHaveLength(1);
    expect(lint('db/index.ts', "export * from '../media/files';\n")).toHaveLength(1);
    expect(lint('db/lazy.ts', "export const load = () => import('../orders/read');\n")).toHaveLength(1);
  });

  it('says nothing of downward imports, packages, or files outside server/src', () => {
    expect(lint('orders/create.ts', "import { Tx } from '../db/client';\nimport { Type } from 'typebox';\nimport { orderNumber } from '../order-number';\n")).toEqual([]);
    expect(linter.verify("import { x } from '../rpc/plugin';\n", config, { filename: '/shop/mf-live/src/orders/a.ts' })).toEqual([]);
  });
});

describe("the server's own tree", () => {
  it('has no import that runs back up its layers', () => {
    expect(upwardImports(path.resolve(__dirname, '..', 'server', 'src'))).toEqual([]);
  }, 300_000);
});
