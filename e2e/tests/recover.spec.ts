import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { t } from 'shell/messages';
import { t as catalogueText } from 'mf-catalogue/messages';
import { freePort } from './freePort';

/**
 * Issue 31, "Shoppers recover": a remote's release the live shell refuses (forced live: the record
 * points to a build that needs another federation major) shows "this part of the shop is being
 * updated", and nothing of its code is fetched; once `pnpm rollback` makes a release the shell runs
 * live again, Try again brings the page back in the same document: no reload.
 *
 * Apart from the other suites, as release.spec.ts: its own static hosts on free ports serve its own
 * releases folder (every app published from its build as it is), beside the suite's API.
 */
const ROOT = path.resolve(__dirname, '../..');
const load = <T>(entry: string): Promise<T> => import(pathToFileURL(require.resolve(`deploy/${entry}`)).href) as Promise<T>;
type Apps = typeof import('deploy/apps');
type Releases = typeof import('deploy/releases');
type Shop = typeof import('deploy/shop');
const API_PORT = 4000; // the suite's API (playwright.config.ts webServer)
// The catalogue's home: a page the early script starts (its manifest, entry, scripts and first calls).
const REMOTE = 'mf-catalogue';
const PAGE = '/home';

function run(cmd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, CI: '1' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} failed (${code}):\n${out}`))));
  });
}

test.describe('a refused remote, then rolled back', () => {
  test.setTimeout(3 * 60_000);
  let tmp: string;
  let releases: string;
  let servers: Server[] = [];
  const origins: Record<string, string> = {};
  let good = '';
  let refused = '';

  test.beforeAll(async () => {
    const { APPS, distOf } = await load<Apps>('apps');
    const { goLive, publish } = await load<Releases>('releases');
    const { startStaticHosts } = await load<Shop>('shop');
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-recover-e2e-'));
    releases = path.join(tmp, 'releases');
    const ports: Record<string, number> = {};
    for (const app of APPS) {
      ports[app.pkg] = await freePort();
      origins[app.pkg] = `http://127.0.0.1:${ports[app.pkg]}`;
    }
    const version = (pkg: string) => JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8')).version as string;
    for (const app of APPS) {
      if (!fs.existsSync(path.join(distOf(app), app.pkg === 'shell' ? 'index.html' : 'mf-manifest.json'))) throw new Error(`${app.pkg} is not built`);
      const { version: v } = publish({ pkg: app.pkg, distDir: distOf(app), dir: releases, pkgVersion: version(app.pkg) });
      goLive({ pkg: app.pkg, version: v, dir: releases, origin: origins[app.pkg] ?? '' });
      if (app.pkg === REMOTE) good = v;
    }
    // The team's next build, made on another federation major: what `pnpm release` refuses, here
    // forced live by publishing it and switching the record to it as the tool would.
    const build = path.join(tmp, 'incompatible-build');
    fs.cpSync(distOf(APPS.find((a) => a.pkg === REMOTE)!), build, { recursive: true });
    const manifestFile = path.join(build, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    manifest.metaData.needs.federation = { built: '3.0.0', range: '^3.0.0' };
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    ({ version: refused } = publish({ pkg: REMOTE, distDir: build, dir: releases, pkgVersion: version(REMOTE) }));
    goLive({ pkg: REMOTE, version: refused, dir: releases, origin: origins[REMOTE] ?? '' });
    servers = await startStaticHosts({ ports, releasesDir: releases, apiPort: API_PORT });
  });

  test.afterAll(() => {
    for (const s of servers) s.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('the shopper sees the part being updated, nothing of the refused build is fetched; after a rollback Try again shows the page with no reload', async ({ page }) => {
    expect(refused).not.toBe(good);
    const refusedFolder = `${origins[REMOTE]}/releases/${REMOTE}/${refused}/`;
    const refusedCode: string[] = [];
    const manifests: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(refusedFolder)) return;
      (req.url() === `${refusedFolder}mf-manifest.json` ? manifests : refusedCode).push(req.url());
    });
    let documents = 0;
    page.on('domcontentloaded', () => documents++);

    await page.goto(`${origins.shell}${PAGE}`);
    const area = page.locator(`[data-remote-area="${REMOTE}"]`);
    const alert = area.getByRole('alert');
    await expect(alert).toContainText(t('remoteUpdatingTitle'), { timeout: 30_000 });
    await expect(alert).toContainText(t('remoteUpdatingText'));
    await expect(alert).not.toContainText(t('remoteFailedText'));
    const tryAgain = area.getByRole('button', { name: t('tryAgain') });
    await expect(tryAgain).toBeVisible();
    // The manifest was read (that is how the shell knows), its entry and chunks never: neither the
    // early script's hints nor the federation runtime asked for them.
    expect(manifests.length).toBeGreaterThan(0);
    expect(refusedCode).toEqual([]);
    expect(await page.locator(`link[rel="preload"][href^="${refusedFolder}"]`).count()).toBe(0);

    await run('node', ['deploy/src/rollback.mjs', REMOTE, '--releases', releases]);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const recordRead = page.waitForRequest((r) => r.url() === `${origins.shell}/remotes.json`);
    await tryAgain.click();
    await recordRead;
    await expect(area.getByRole('heading', { level: 2, name: catalogueText('section.best_sellers'), exact: true })).toBeVisible();
    await expect(alert).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(documents).toBe(1);
    expect(refusedCode).toEqual([]);
  });
});
