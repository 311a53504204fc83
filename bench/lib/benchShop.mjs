// The shop as it is deployed, on bench ports, for the browser benches (lighthouse.mjs, trace.mjs):
// deploy/src/shop.mjs's static hosts (one origin per app, the security headers, the release
// record at the shell's /remotes.json), the render service in front of the shell's pages as
// `npm start` puts it (issue 30; BENCH_RENDER=0 leaves it out: the frame for every page) and the
// demo API on a fresh PGlite, with the five pages the issue measures, each opened once before any
// measurement (warmUp). Everything it starts stops with close().
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { APPS, ROOT, distOf } from 'deploy/apps';
import { headersFor, readRecordText } from 'deploy/shop';
import { startStaticHost } from 'deploy/static-host';
import { stopChild, waitForHttp } from './proc.mjs';

/**
 * Each app's static host when the bench shop starts at portBase: the API on portBase, the apps on
 * the ports after it, each serving its built folder from distDir (BENCH_DIST), else its own dist.
 */
export const benchHosts = (portBase, distDir) =>
  APPS.map((a, i) => ({ ...a, benchPort: portBase + 1 + i, dir: distDir ? path.resolve(distDir, a.pkg) : distOf(a) }));

/** The shop's origin (the shell's host) when the bench shop starts at portBase. */
export const shopOrigin = (portBase) => `http://127.0.0.1:${benchHosts(portBase).find((a) => a.pkg === 'shell').benchPort}`;

/**
 * @param {{ portBase: number, distDir?: string, warm?: boolean, render?: boolean }} o  as benchHosts; warm (default:
 *   unless BENCH_WARM=0) opens each page once before returning (warmUp); render (default: unless
 *   BENCH_RENDER=0): the render service in front of the shell's pages (startRender)
 */
export async function startBenchShop({ portBase, distDir, warm = process.env.BENCH_WARM !== '0', render = process.env.BENCH_RENDER !== '0' }) {
  const apps = benchHosts(portBase, distDir);
  for (const app of apps) {
    if (!fs.existsSync(path.join(app.dir, 'index.html'))) throw new Error(`${app.pkg} is not built in ${app.dir}`);
  }
  const origin = shopOrigin(portBase);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-bench-shop-'));
  const api = spawn(path.join(ROOT, 'server/node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: { ...process.env, PORT: String(portBase), DATA_DIR: path.join(dataDir, 'pglite'), NODE_ENV: 'production', LOG_LEVEL: 'warn',
      SUUQ_DEMO: '1', SUUQ_DEMO_ACCOUNT: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const servers = [];
  let renderService = null;
  const close = async () => {
    for (const s of servers) s.close();
    await stopChild(renderService?.child);
    await stopChild(api);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`http://127.0.0.1:${portBase}/api/health`, api, 120_000);
    const recordFile = path.join(dataDir, 'remotes.json');
    fs.writeFileSync(recordFile, JSON.stringify(Object.fromEntries(apps.slice(1).map((r) => [r.federation, `http://127.0.0.1:${r.benchPort}/mf-manifest.json`]))));
    const hostOf = (app, port, extra = {}) => startStaticHost({ root: app.dir, port, apiPort: portBase,
      files: app.pkg === 'shell' ? { '/remotes.json': recordFile } : undefined, headers: headersFor(app, recordFile),
      // As deploy/src/shop.mjs serves the shop (a build without the slot is served as it is).
      recordSlot: app.pkg === 'shell' ? () => readRecordText(recordFile) : undefined, ...extra });
    // The shell's origin asks the service for its pages (on portBase + 7), which starts once the
    // remotes' hosts answer: it loads their server entries before it listens.
    const renderOrigin = render && hasRenderService() ? `http://127.0.0.1:${portBase + 7}` : null;
    for (const app of apps) {
      const pages = app.pkg === 'shell' && renderOrigin ? { render: { origin: renderOrigin } } : {};
      servers.push(await hostOf(app, app.benchPort, pages));
    }
    if (renderOrigin) {
      renderService = await startRender({ portBase, dataDir, apps, hostOf });
      servers.push(renderService.frameHost);
    }
    const rpc = rpcAt(origin);
    const product = await rpc('/api/product/coconut-oil-500ml');
    const categories = await rpc('/api/categories');
    const list = categories.categories ?? categories;
    const category = list.find((c) => c.parent_id) ?? list[0];
    /** @type {{ name: string, path: string, storage?: Record<string, string> }[]} */
    const pages = [
      { name: '/home', path: '/home' },
      { name: '/product/coconut-oil-500ml', path: '/product/coconut-oil-500ml' },
      { name: '/search-results?q=oil', path: '/search-results?q=oil' },
      { name: `/category/${category.id}`, path: `/category/${category.id}` },
      { name: '/cart (logged in, 1 line)', path: '/cart', storage: await shopperStorage(rpc, product.product ?? product) },
    ];
    if (warm) await warmUp(origin, pages);
    return { origin, pages, close, renderLog: renderService?.logFile ?? null };
  } catch (err) {
    await close();
    throw err;
  }
}

/**
 * The render service (render/src/main.mjs) as `npm start` runs it (deploy/src/shop.mjs
 * superviseRenderService): its own process, its time budget (300 ms), the shell's page read from a
 * frame host of the same build (the shell's origin asks the service for each page and serves that
 * frame itself when the service fails or is late), the release record of this shop (SUUQ_RELEASES:
 * the folder of its remotes.json). Ports: portBase + 6 (frame), + 7 (service). Each render is logged
 * (RENDER_LOG=1) to render-service.log in dataDir: the bench says how many pages were sent as the
 * frame instead (renderOutcomes). A build without render/ (before issue 30) has none (hasRenderService).
 */
const RENDER_MAIN = path.join(ROOT, 'render/src/main.mjs');
const hasRenderService = () => fs.existsSync(RENDER_MAIN);

async function startRender({ portBase, dataDir, apps, hostOf }) {
  const main = RENDER_MAIN;
  const shell = apps.find((a) => a.pkg === 'shell');
  const framePort = portBase + 6;
  const port = portBase + 7;
  const frameHost = await hostOf(shell, framePort);
  const logFile = path.join(dataDir, 'render-service.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, RENDER_PORT: String(port), RENDER_UPSTREAM: `http://127.0.0.1:${framePort}`, RENDER_API_ORIGIN: `http://127.0.0.1:${portBase}`,
      SUUQ_RELEASES: dataDir, RENDER_LOG: '1' },
    stdio: ['ignore', out, 'inherit'],
  });
  fs.closeSync(out);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/remotes.json`, child, 60_000);
  } catch (err) {
    frameHost.close();
    await stopChild(child);
    throw err;
  }
  return { child, origin: `http://127.0.0.1:${port}`, frameHost, logFile };
}

/** The render service's log so far: pages rendered, and those sent as the frame (failed or late), by remote. */
export function renderOutcomes(logFile) {
  if (!logFile || !fs.existsSync(logFile)) return null;
  const outcomes = {};
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    const e = JSON.parse(line);
    // A page's render (a release's entry that did not load is logged without a url); a page its
    // remote declines (a live room that exists) is neither rendered nor failed.
    if (!e.url || e.declined) continue;
    const o = (outcomes[e.remote] ??= { rendered: 0, frame: 0, ms: [] });
    if (e.rendered) o.rendered++;
    else o.frame++;
    if (e.ms != null) o.ms.push(e.ms);
  }
  for (const o of Object.values(outcomes)) {
    const sorted = o.ms.sort((a, b) => a - b);
    o.p50Ms = sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
    o.maxMs = sorted.at(-1) ?? null;
    delete o.ms;
  }
  return outcomes;
}

/**
 * Opens each page once, unmeasured, in a browser of its own, as an earlier shopper would have:
 * a shop that has been running has drawn its product tiles and filled its caches (spec §9); a
 * fresh demo server draws each tile at its first request (about 250 ms with sharp). Without this,
 * the first measured run of each page charged that to the shop's origin: Lighthouse's simulation
 * takes an origin's median server time from the run and adds it to every request of that origin
 * (/home: 34–77 ms a request cold, 4–9 ms warm, in 2 runs of each). BENCH_WARM=0 measures the
 * cold server.
 */
async function warmUp(origin, pages) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    for (const p of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
      if (p.storage) await seedStorage(context, origin, p.storage);
      const page = await context.newPage();
      await page.goto(`${origin}${p.path}`, { waitUntil: 'networkidle' });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

const rpcAt = (origin) => async (pathname, params = {}, token) => {
  const res = await fetch(`${origin}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ jsonrpc: '2.0', method: 'call', params, id: 1 }),
  });
  const body = await res.json();
  if (body.error) throw new Error(`${pathname}: ${body.error.message}`);
  return body.result;
};

/** What a logged-in shopper with one cart line has in localStorage (spec §3 keys). */
async function shopperStorage(rpc, product) {
  const { email, password } = await rpc('/api/demo-info');
  const r = await rpc('/api/user/login', { email, password });
  const user = { id: r.user_id, name: r.name, email: r.email, phone: r.phone, country_code: r.country_code, role: r.role ?? 'customer',
    has_addresses: r.has_addresses ?? false, token: r.token, expires: r.expires };
  return {
    suuqUser: JSON.stringify(user), api_key: r.token, api_key_expires: r.expires, userLoggedIn: 'true', userName: String(r.name),
    cart: JSON.stringify([{ id: product.id, name: product.name, price: product.price, quantity: 1, slug: product.slug }]),
  };
}

/**
 * Stores `items` in the origin's localStorage from /remotes.json (a JSON file: no app code runs),
 * in a browser context that the page is then opened in.
 * @param {import('@playwright/test').BrowserContext} context
 */
export async function seedStorage(context, origin, items) {
  const page = await context.newPage();
  await page.goto(`${origin}/remotes.json`);
  await page.evaluate((kv) => Object.entries(kv).forEach(([k, v]) => localStorage.setItem(k, v)), items);
  await page.close();
}

/** seedStorage in a Chromium that Lighthouse drives, reached over its debugging port. */
export async function seedStorageAt(port, origin, items) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  await seedStorage(browser.contexts()[0], origin, items);
  await browser.close().catch(() => {});
}
