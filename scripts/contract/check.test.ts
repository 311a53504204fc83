// The contract tests can fail: a live snapshot that would refuse what a remote sends, or that
// expects a module or a router export the workspace no longer has, is caught.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contractsUnderTest, examplesOwnedBy, liveContractPath, refusal } from './check';
import { buildSnapshot, exposedModules, type ContractSnapshot } from 'deploy/contract/snapshot';

const catalogueCartAdd = { item: { id: 7, name: 'Argan Hair Oil', price: 15, quantity: 2, slug: 'argan-hair-oil-7', seller_id: 3 } };

/** A live shell whose contract is incompatible with the workspace in every way these tests look at. */
function incompatible(): ContractSnapshot {
  const live = buildSnapshot();
  const v1 = live.events['cart:add']!.versions['1']!;
  // The live shell's cart:add v1 wants a sku on the item, and knows no v2.
  const item = (v1.payload.properties as Record<string, { properties: Record<string, unknown>; required?: string[] }>).item!;
  item.properties.sku = { type: 'string' };
  item.required = [...(item.required ?? []), 'sku'];
  delete live.events['cart:add']!.versions['2'];
  // It loads a module mf-checkout does not expose, and its router lacks useSearchParams.
  live.exposes['mf-checkout'] = [...live.exposes['mf-checkout']!, './order-summary'];
  live.packages['shared-router']!.exports = live.packages['shared-router']!.exports!.filter((n) => n !== 'useSearchParams');
  // Its owner examples hold a version the workspace's owner does not answer.
  live.events['cart:clear']!.versions['7'] = { payload: { type: 'object' }, result: null, examples: [{}] };
  return live;
}

describe('the contract snapshot', () => {
  test('it holds events with versions and JSON Schemas, calls with routes, and exposed modules per remote', () => {
    const s = buildSnapshot();
    expect(Object.keys(s.events['cart:add']!.versions)).toEqual(['1', '2']);
    expect(s.events['cart:add']!.versions['2']!.payload).toMatchObject({ type: 'object', required: ['line'] });
    expect(s.calls.products).toEqual({ http: 'POST', path: '/api/products', class: 'products', auth: false });
    expect(s.exposes['mf-checkout']).toEqual(['./app', './cart-service']);
    expect(exposedModules('mf-catalogue')).toContain('./search-box');
  });
});

describe('a deliberately incompatible live snapshot fails the checks', () => {
  const file = path.join(os.tmpdir(), `suuq-incompatible-${process.pid}.json`);
  const before = process.env.SUUQ_LIVE_CONTRACT;
  beforeAll(() => {
    fs.writeFileSync(file, JSON.stringify(incompatible()));
    process.env.SUUQ_LIVE_CONTRACT = file;
  });
  afterAll(() => {
    fs.rmSync(file, { force: true });
    if (before === undefined) delete process.env.SUUQ_LIVE_CONTRACT;
    else process.env.SUUQ_LIVE_CONTRACT = before;
  });

  test('SUUQ_LIVE_CONTRACT names the live snapshot the remotes are tested against', () => {
    expect(liveContractPath()).toBe(file);
    expect(contractsUnderTest()[1]!.label).toContain('live shell');
  });

  test("the catalogue's cart:add fits the workspace and is refused by the live shell", () => {
    const [workspace, live] = contractsUnderTest();
    expect(refusal(workspace!.snapshot, 'cart:add', 1, catalogueCartAdd)).toBeNull();
    expect(refusal(live!.snapshot, 'cart:add', 1, catalogueCartAdd)).toMatch(/cart:add v1 payload: \/item must have required property 'sku'/);
    expect(refusal(live!.snapshot, 'cart:add', 2, { line: {} })).toMatch(/cart:add v2 is not in the contract \(it has v1\)/);
  });

  test('a module the live shell loads but the remote stopped exposing, and a missing router export, are caught', () => {
    const live = contractsUnderTest()[1]!.snapshot;
    expect(live.exposes['mf-checkout']!.filter((m) => !exposedModules('mf-checkout').includes(m))).toEqual(['./order-summary']);
    expect(live.packages['shared-router']!.exports).not.toContain('useSearchParams');
  });

  test('an owner example of a version the owner does not answer is listed for its contract test', () => {
    const live = contractsUnderTest()[1]!.snapshot;
    expect(examplesOwnedBy(live, 'mf-checkout')).toContainEqual({ name: 'cart:clear', version: 7, payload: {} });
  });
});
