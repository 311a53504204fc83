/**
 * @jest-environment node
 */
// `pnpm release` refuses in seconds, before it builds anything, a remote the live shop could not
// take: one the live shell could not run, one whose shared package changed without a new version,
// one sending a call the live API does not answer. Each runs the real release tool on a throwaway
// releases folder, with a small HTTP server as the live API answering its published calls.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { contractRoutes, PUBLISHED_CALLS_PATH } from './apiCalls.mjs';
import { ROOT } from './apps.mjs';
import { goLive, publish } from './releases.mjs';

const REFUSED_WITHIN_MS = 10_000;

let tmp;
let api;
let apiUrl;
/** The calls the fake live API publishes (every call of the workspace's table unless told). */
let omitted = [];

beforeAll(async () => {
  api = http.createServer((req, res) => {
    if (req.url !== PUBLISHED_CALLS_PATH) return res.writeHead(404).end();
    const calls = Object.entries(contractRoutes())
      .filter(([name]) => !omitted.includes(name))
      .map(([name, r]) => [name, { ...r, version: '1.7.0' }]);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ contract: { name: 'shared-api', version: '1.7.0' }, calls: Object.fromEntries(calls) }));
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${api.address().port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-release-'));
  omitted = [];
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The release tool on `releases`, from the workspace at `root`: its exit code, output and time. */
function release(app, releases, root = ROOT) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'deploy/src/release.mjs'), app, '--releases', releases, '--api', apiUrl], { cwd: root });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out, ms: performance.now() - start }));
  });
}

/** A live shell whose manifest offers `offer` (what the release checks a remote's needs against). */
function liveShellOffering(releases, offer) {
  const dist = path.join(tmp, 'shell-dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { name: 'shell', offer } }));
  const { version } = publish({ pkg: 'shell', distDir: dist, dir: releases, pkgVersion: '0.1.0' });
  goLive({ pkg: 'shell', version, dir: releases, origin: 'http://127.0.0.1:3000' });
}

/** Refused before the build: said why, within the bound, nothing built or published. */
function expectRefusedEarly({ code, out, ms }, releases, reason) {
  expect(code).toBe(1);
  expect(out).toContain('mf-catalogue is not published');
  expect(out).toContain(reason);
  expect(out).not.toMatch(/release: build took/);
  expect(fs.existsSync(path.join(releases, 'mf-catalogue'))).toBe(false);
  expect(ms).toBeLessThanOrEqual(REFUSED_WITHIN_MS);
}

test('a remote the live shell could not run is refused before it is built', async () => {
  const releases = path.join(tmp, 'releases');
  // A shell of another federation major that provides shared-api 0.x only.
  liveShellOffering(releases, { federation: '1.5.0', contracts: { 'shared-api': 0, 'shared-events': 1 } });
  const result = await release('mf-catalogue', releases);
  expectRefusedEarly(result, releases, 'the live shell could not run it: built with federation');
  expect(result.out).toContain('needs shared-api 1.x, the shell provides 0.x');
  expect(result.out).toMatch(/compat\s+refused/);
  expect(result.out).toMatch(/api\s+ok/);
});

test('a remote sending a call the live API does not answer is refused before it is built', async () => {
  omitted = ['productUpdates'];
  const releases = path.join(tmp, 'releases');
  const result = await release('mf-catalogue', releases);
  expectRefusedEarly(result, releases, 'the live API does not answer productUpdates (POST /api/product-updates)');
  expect(result.out).toMatch(/api\s+refused/);
});

test('a remote built on a shared package changed without a new version is refused before it is built', async () => {
  // A copy of the parts of the workspace a release reads, with this worktree's installed packages.
  const root = path.join(tmp, 'workspace');
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', 'package.json', 'deploy', 'tooling', 'scripts', 'shared-*', 'mf-catalogue'], { cwd: ROOT, encoding: 'utf8' });
  for (const file of files.split('\0').filter((f) => f && fs.existsSync(path.join(ROOT, f)))) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(root, file));
  }
  for (const dir of ['.', 'deploy', 'mf-catalogue', 'shared-ui', 'shared-api', 'shared-events', 'shared-federation', 'shared-router']) {
    fs.symlinkSync(path.join(ROOT, dir, 'node_modules'), path.join(root, dir, 'node_modules'));
  }
  fs.appendFileSync(path.join(root, 'shared-ui/src/index.ts'), '\n// a change without a new version\n');
  const releases = path.join(tmp, 'releases');
  const result = await release('mf-catalogue', releases, root);
  expectRefusedEarly(result, releases, 'shared-ui changed but its version is still');
  expect(result.out).toMatch(/versions\s+refused/);
});

test("each remote's own test command builds its current source before its browser test runs on that build", () => {
  for (const remote of ['mf-catalogue', 'mf-checkout', 'mf-account', 'mf-live']) {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, remote, 'package.json'), 'utf8'));
    const steps = scripts.test.split('&&').map((s) => s.trim());
    expect({ remote, steps }).toEqual({ remote, steps: ['pnpm run build', 'pnpm run test:unit', 'pnpm run test:browser'] });
    expect(scripts.build).toBe('webpack --mode production');
    expect(scripts['test:browser']).toBe(`SUUQ_STANDALONE=${remote} playwright test -c ../e2e/standalone.config.ts`);
  }
});
