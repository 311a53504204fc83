// Test helper (never part of the service): the parts a render needs, each on a port the system
// picks: an API on a copy of the seeded demo database, and a remote's releases published from its
// build (the release tool's own publish and goLive) behind a static host. Nothing is built here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from 'deploy/free-port';
import { seededDataDir } from 'deploy/seeded-data';
import { startApi, waitForApi } from 'deploy/shop';
import { startStaticHost } from 'deploy/static-host';
import { goLive, publish } from 'deploy/releases';
import { ROOT } from 'deploy/apps';

const SERVER_ENV = { NODE_ENV: 'production', SUUQ_DEMO_ACCOUNT: '1', SUUQ_DEMO_OUTBOX: '1' };

export async function seededApi() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-render-api-'));
  await seededDataDir(dataDir, SERVER_ENV);
  const port = await freePort();
  const child = startApi({ ...SERVER_ENV, PORT: String(port), DATA_DIR: dataDir });
  await waitForApi(child, 180_000, port);
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve(fs.rmSync(dataDir, { recursive: true, force: true })));
        child.kill('SIGTERM');
      }),
  };
}

/** A product of the seeded shop, by the API's own list. */
export async function someProduct(apiOrigin) {
  const res = await fetch(`${apiOrigin}/api/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', method: 'call', params: { limit: 1 } }),
  });
  const body = await res.json();
  return body.result.products[0];
}

/**
 * mf-catalogue's build published as a release into a fresh releases folder and made live, served
 * at /releases/mf-catalogue/<version>/ by a static host (as on its origin).
 * @param {string} [distDir] the build (mf-catalogue/dist)
 */
export async function catalogueRelease(apiPort, distDir = path.join(ROOT, 'mf-catalogue', 'dist')) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-render-releases-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { version } = publish({ pkg: 'mf-catalogue', distDir, dir, pkgVersion: '0.1.0' });
  goLive({ pkg: 'mf-catalogue', version, dir, origin });
  const host = await startStaticHost({ releases: { dir, app: 'mf-catalogue' }, port, apiPort });
  return { dir, origin, version, stop: () => new Promise((resolve) => host.close(() => resolve(fs.rmSync(dir, { recursive: true, force: true })))) };
}

/**
 * Publishes (not live) another release of the same build whose product titles end with `mark`:
 * a second release to switch to, told apart in the HTML, without a second build.
 */
export function markedRelease(releasesDir, mark, distDir = path.join(ROOT, 'mf-catalogue', 'dist')) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-render-dist-'));
  fs.cpSync(distDir, copy, { recursive: true });
  const server = path.join(copy, 'server');
  let marked = 0;
  for (const file of fs.readdirSync(server)) {
    const text = fs.readFileSync(path.join(server, file), 'utf8');
    const next = text.replaceAll("'{{name}} — {{brand}}'", `'{{name}} — {{brand}} ${mark}'`);
    if (next === text) continue;
    fs.writeFileSync(path.join(server, file), next);
    marked += 1;
  }
  if (!marked) throw new Error('no product title found to mark in the server build');
  const { version } = publish({ pkg: 'mf-catalogue', distDir: copy, dir: releasesDir, pkgVersion: '0.1.0' });
  fs.rmSync(copy, { recursive: true, force: true });
  return version;
}

/** The shell's page as a static host serves it: a tiny stand-in with the same landmarks. */
export const SHELL_PAGE =
  '<!doctype html><html lang="so"><head><meta charset="utf-8"><title>Suuq — Online shop for Somalia</title></head><body><div id="root"><header>Suuq</header></div></body></html>';

/** The render service as its own process (its PID is what a release must not change). */
export async function renderService({ upstream, releasesDir, apiOrigin, budgetMs = 300, frameBudgetMs = 150 }) {
  const { spawn } = await import('node:child_process');
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'render/src/main.mjs')], {
    env: { ...process.env, RENDER_PORT: String(port), RENDER_UPSTREAM: upstream, SUUQ_RELEASES: releasesDir, RENDER_API_ORIGIN: apiOrigin, RENDER_BUDGET_MS: String(budgetMs), RENDER_FRAME_BUDGET_MS: String(frameBudgetMs) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      if (out.includes('render service on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`render service exited (${code}): ${out}`)));
  });
  child.stdout.resume();
  return {
    origin: `http://127.0.0.1:${port}`,
    child,
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))),
  };
}
