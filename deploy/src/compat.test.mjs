/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compatibilityProblems, liveShellOffer } from './compat.mjs';

const needs = (built, contracts) => ({ federation: { built, range: `^${built.split('.').slice(0, 2).join('.')}.0` }, contracts });
const manifest = (n) => ({ metaData: { name: 'mf_catalogue', buildInfo: { buildVersion: '1.0.0', federationVersion: n.federation.built }, needs: n } });
const shellOffer = { federation: '2.9.2', contracts: { 'shared-api': 1, 'shared-events': 1 } };

test('a remote the live shell can run may be published', () => {
  const m = manifest(needs('2.9.2', { 'shared-api': 1, 'shared-events': 1 }));
  expect(compatibilityProblems({ federation: 'mf_catalogue', manifest: m, offer: shellOffer })).toEqual([]);
});

test('a remote built on another federation major is refused', () => {
  const m = manifest(needs('3.0.0', { 'shared-api': 1, 'shared-events': 1 }));
  const problems = compatibilityProblems({ federation: 'mf_catalogue', manifest: m, offer: shellOffer });
  expect(problems).toEqual([expect.stringMatching(/^the live shell could not run it: built with federation 3\.0\.0/)]);
});

test('a remote needing a newer contract major than the live shell offers is refused', () => {
  const m = manifest(needs('2.9.2', { 'shared-api': 2, 'shared-events': 1 }));
  const problems = compatibilityProblems({ federation: 'mf_catalogue', manifest: m, offer: shellOffer });
  expect(problems).toEqual(['the live shell could not run it: needs shared-api 2.x, the shell provides 1.x']);
});

test('a manifest without needs, or of another remote, is refused even with no shell live yet', () => {
  expect(compatibilityProblems({ federation: 'mf_catalogue', manifest: { metaData: { name: 'mf_catalogue', buildInfo: { buildVersion: '1.0.0' } } }, offer: null })).toEqual([
    'its manifest declares no readable needs (metaData.needs)',
  ]);
  const other = manifest(needs('2.9.2', { 'shared-api': 1 }));
  expect(compatibilityProblems({ federation: 'mf_checkout', manifest: other, offer: null })).toEqual(['its manifest names "mf_catalogue", not mf_checkout']);
});

test("the live shell's offer is read from its live release's manifest", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-compat-'));
  try {
    expect(liveShellOffer(dir, { apps: {} })).toBeNull();
    fs.mkdirSync(path.join(dir, 'shell', '1.0.0-abc'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'shell', '1.0.0-abc', 'mf-manifest.json'), JSON.stringify({ metaData: { offer: shellOffer } }));
    expect(liveShellOffer(dir, { apps: { shell: { current: '1.0.0-abc', history: [] } } })).toEqual(shellOffer);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a shell release keeps its contract snapshot, and it is the live one while that shell is live", async () => {
  const { keepContractSnapshot, liveContractOf } = await import('./contract/release-snapshots.mjs');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-snapshots-'));
  try {
    expect(liveContractOf(dir, { apps: {} })).toBeNull();
    const file = keepContractSnapshot(dir, '1.0.0-abc');
    const snapshot = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(Object.keys(snapshot)).toEqual(expect.arrayContaining(['events', 'calls']));
    expect(liveContractOf(dir, { apps: { shell: { current: '1.0.0-abc', history: [] } } })).toBe(file);
    expect(liveContractOf(dir, { apps: { shell: { current: '1.0.1-def', history: [] } } })).toBeNull();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
