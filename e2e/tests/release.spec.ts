import { expect, test } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Server } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The deploy modules are ES modules: loaded by Node itself (the suite's transform would make
// CommonJS of them).
const ROOT = path.resolve(__dirname, '../..');
const load = <T>(file: string): Promise<T> => import(pathToFileURL(path.join(ROOT, 'deploy/src', file)).href) as Promise<T>;
type Apps = typeof import('../../deploy/src/apps.mjs');
type Releases = typeof import('../../deploy/src/releases.mjs');
type Shop = typeof import('../../deploy/src/shop.mjs');

// Done when of issue 9: mf-catalogue released twice (the second build's home row says 'Top picks'
// where the first said 'Best sellers') while a tab is open on the first release, then rolled back.
// Everything runs apart from the other suites: its own static hosts on free ports serve its own
// releases folder in a temporary directory, and mf-catalogue is built by `pnpm release` in a copy
// of the workspace there (the message patched in the copy), so no build of this worktree changes.
// The shell and the other remotes are released once from their builds as they are.
const OLD_TEXT = 'Kuwa ugu iibka badan — Best sellers';
const NEW_TEXT = 'Kuwa ugu iibka badan — Top picks';
const API_PORT = 4000; // the suite's API (playwright.config.ts webServer)

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer().once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

function run(cmd: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, CI: '1' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} failed (${code}):\n${out.slice(-3000)}`))));
  });
}

/** The workspace's files (tracked and new) in `to`, with this worktree's installed node_modules. */
function copyWorkspace(to: string) {
  const list = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  for (const file of list.split('\0').filter(Boolean)) {
    if (!fs.existsSync(path.join(ROOT, file))) continue;
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(to, file));
  }
  for (const dir of ['.', ...fs.readdirSync(ROOT)]) {
    const modules = path.join(ROOT, dir, 'node_modules');
    if (dir !== 'node_modules' && fs.existsSync(modules) && fs.existsSync(path.join(to, dir))) fs.symlinkSync(modules, path.join(to, dir, 'node_modules'));
  }
}

/** Every file of a folder → its sha256. */
function hashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const file = path.join(rel, e.name);
      if (e.isDirectory()) walk(file);
      else out[file] = crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, file))).digest('hex');
    }
  };
  walk('');
  return out;
}

const exceptPage = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).filter(([f]) => !f.startsWith('index.html')));

test.describe('releases', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(10 * 60_000);

  let tmp: string;
  let workspace: string;
  let releases: string;
  let servers: Server[] = [];
  const origins: Record<string, string> = {};
  const ports: Record<string, number> = {};

  let APPS: Apps['APPS'];
  let distOf: Apps['distOf'];
  let readRecord: Releases['readRecord'];

  test.beforeAll(async () => {
    ({ APPS, distOf } = await load<Apps>('apps.mjs'));
    const { goLive, publish } = await load<Releases>('releases.mjs');
    ({ readRecord } = await load<Releases>('releases.mjs'));
    const { startStaticHosts } = await load<Shop>('shop.mjs');
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-release-e2e-'));
    workspace = path.join(tmp, 'workspace');
    releases = path.join(tmp, 'releases');
    copyWorkspace(workspace);
    for (const app of APPS) {
      const port = await freePort();
      ports[app.pkg] = port;
      origins[app.pkg] = `http://127.0.0.1:${port}`;
    }
    for (const app of APPS.filter((a) => a.pkg !== 'mf-catalogue')) {
      if (!fs.existsSync(path.join(distOf(app), 'index.html'))) throw new Error(`${app.pkg} is not built`);
      const { version } = publish({ pkg: app.pkg, distDir: distOf(app), dir: releases, pkgVersion: JSON.parse(fs.readFileSync(path.join(ROOT, app.pkg, 'package.json'), 'utf8')).version });
      goLive({ pkg: app.pkg, version, dir: releases, origin: origins[app.pkg] ?? '' });
    }
    servers = await startStaticHosts({ ports, releasesDir: releases, apiPort: API_PORT });
  });

  test.afterAll(() => {
    for (const s of servers) s.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  const originOf = (pkg: string) => origins[pkg] ?? '';
  const liveOf = (pkg: string) => readRecord(releases).apps[pkg]?.current ?? '';
  const release = () =>
    run('node', ['deploy/src/release.mjs', 'mf-catalogue', '--releases', releases, '--origin', originOf('mf-catalogue'), '--skip-tests'], workspace);
  const liveCatalogue = () => liveOf('mf-catalogue');

  test('a tab open on the first release keeps working after the second; a reload shows it; rollback brings the first back', async ({ page }) => {
    const others = APPS.filter((a) => a.pkg !== 'mf-catalogue');
    const before = new Map(others.map((a) => [a.pkg, { build: hashes(distOf(a)), live: liveOf(a.pkg) }]));

    await release();
    const first = liveCatalogue();
    const shop = originOf('shell');
    const row = (title: string) => page.getByRole('main').getByRole('heading', { level: 2, name: title, exact: true });
    const failed: string[] = [];
    page.on('response', (r) => r.url().includes('/releases/') && r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
    // The lazy pages' code is fetched when the browser is idle: held back in this tab until the
    // second release is live, so the old tab truly fetches first-release chunks after it.
    const heldBack = `**/releases/mf-catalogue/${first}/page-*.js`;
    await page.route(heldBack, (route) => route.abort());
    await page.goto(`${shop}/home`);
    await expect(row(OLD_TEXT)).toBeVisible();

    const messages = path.join(workspace, 'mf-catalogue/src/messages.ts');
    fs.writeFileSync(messages, fs.readFileSync(messages, 'utf8').replace(`'${OLD_TEXT}'`, `'${NEW_TEXT}'`));
    await release();
    const second = liveCatalogue();
    expect(second).not.toBe(first);
    expect(fs.existsSync(path.join(releases, 'mf-catalogue', first))).toBe(true);

    // The old tab: across catalogue pages, with the first release's lazy chunks.
    await page.unroute(heldBack);
    const loaded: string[] = [];
    page.on('response', (r) => /\/releases\/mf-catalogue\/[^/]+\/page-[\w-]+\.[0-9a-f]+\.js$/.test(r.url()) && r.ok() && loaded.push(r.url()));
    await page.getByRole('main').locator('a[href^="/product/"]').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await page.getByRole('main').locator('a[href^="/section/"]').first().click();
    await expect(page).toHaveURL(/\/section\//);
    await expect(page.getByRole('main').locator('a[href^="/product/"]').first()).toBeVisible();
    await page.goBack();
    await expect(row(OLD_TEXT)).toBeVisible();
    expect(loaded.some((u) => u.includes('/page-product.'))).toBe(true);
    expect(loaded.every((u) => u.includes(`/releases/mf-catalogue/${first}/`))).toBe(true);
    expect(failed).toEqual([]);

    // A reload reads the record anew: the second release.
    await page.reload();
    await expect(row(NEW_TEXT)).toBeVisible();
    await expect(row(OLD_TEXT)).toHaveCount(0);

    await run('node', ['deploy/src/rollback.mjs', 'mf-catalogue', '--releases', releases], workspace);
    expect(liveCatalogue()).toBe(first);
    await page.reload();
    await expect(row(OLD_TEXT)).toBeVisible();

    // Nothing else was built or moved: the shell's and the other remotes' builds and live releases.
    for (const app of others) {
      const was = before.get(app.pkg);
      expect(was?.live).toBeTruthy();
      expect(hashes(distOf(app))).toEqual(was?.build);
      expect(liveOf(app.pkg)).toBe(was?.live);
      // Its release folder holds its build, the page aside (rebased onto the folder at publish).
      expect(exceptPage(hashes(path.join(releases, app.pkg, was?.live ?? '')))).toEqual(exceptPage(was?.build ?? {}));
    }
    expect(failed).toEqual([]);
  });
});
