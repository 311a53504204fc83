#!/usr/bin/env node
// The render service behind nginx (issue 30 goal: 2 cores, 100k products, autocannon over 200
// different product URLs): `npm run bench -- --only render` (under scripts/with-postgres.sh).
// In one run, on one machine:
//   - nginx's static index.html (the shell's page from its files): requests per second;
//   - the 200 product pages from nginx's page cache (each rendered once first): requests per
//     second, and the ratio to the static page (goal ≥ 50%);
//   - uncached: each of the 200 URLs once, one at a time, straight from the render service (it
//     keeps no cache of its own): p50 / p95 (goal p95 ≤ 80 ms), and under 10 connections.
// The catalogue: the demo seed grown to BENCH_PRODUCTS (100 000) in a database of its own on the
// PostgreSQL of DATABASE_URL. Needs the production builds (`pnpm build`). Results:
// .tmp/bench/render.json. Everything on free ports of 127.0.0.1, stopped by its PID.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { APPS, ROOT, distOf } from 'deploy/apps';
import { freePort } from 'deploy/free-port';
import { nginxConf } from 'deploy/nginx-conf';
import { pagesBehindNginx, scratchDatabase, startApi } from '../scripts/lib/nginxShop.mjs';

const pg = createRequire(path.join(ROOT, 'server/package.json'))('pg');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 100_000);
const URLS = 200;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const NGINX = process.env.SUUQ_NGINX || '/usr/sbin/nginx';
const log = (...a) => console.log('[render bench]', ...a);

/** autocannon over `paths` (each request the next one), for SECONDS with CONNECTIONS. */
async function load(origin, paths, headers = {}) {
  let i = 0;
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: 'GET', headers: { accept: 'text/html', ...headers }, setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  return { requestsPerSec: result.requests.average, p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must name a PostgreSQL server: bash scripts/with-postgres.sh node bench/render.mjs');
  for (const app of APPS) if (!fs.existsSync(path.join(distOf(app), 'index.html'))) throw new Error(`${app.pkg} is not built: pnpm build`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-render-bench-'));
  fs.chmodSync(tmp, 0o755);
  const scratch = await scratchDatabase(url, 'suuq_render');
  const dbUrl = scratch.url;
  const stops = [];
  try {
    const started = performance.now();
    log(`seeding ${PRODUCTS} products`);
    execFileSync(path.join(ROOT, 'server/node_modules/.bin/tsx'), ['src/seed/cli.ts', '--products', String(PRODUCTS)], {
      cwd: path.join(ROOT, 'server'),
      env: { ...process.env, DATABASE_URL: dbUrl.toString(), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
    const api = await startApi({ port: await freePort(), databaseUrl: dbUrl.toString() });
    stops.push(() => api.stop());
    const db = new pg.Client({ connectionString: dbUrl.toString() });
    await db.connect();
    stops.push(() => db.end());
    const { rows } = await db.query(`SELECT slug FROM products ORDER BY md5(id::text) LIMIT ${URLS}`);
    const { rows: [{ count }] } = await db.query('SELECT count(*)::int AS count FROM products');
    const pages = rows.map((r) => `/product/${encodeURIComponent(r.slug)}`);

    // The builds in place, named by a release record the shell and the render service read.
    const { sites, framePort, renderPort, recordFile, render, releaseRecord } = await pagesBehindNginx(tmp);
    const recordDir = path.dirname(recordFile);
    const conf = path.join(tmp, 'nginx.conf');
    // No access log: the bench measures nginx serving, not writing a line per request.
    const text = nginxConf({ shell: sites[0], remotes: sites.slice(1), api: [api.addr], runDir: tmp, render, releaseRecord });
    fs.writeFileSync(conf, text.replace(`  access_log ${tmp}/access.log;`, '  access_log off;'));
    execFileSync('chmod', ['-R', 'a+rX', tmp]);
    const nginxArgs = ['-p', `${tmp}/`, '-c', conf, '-e', path.join(tmp, 'error.log')];
    execFileSync(NGINX, nginxArgs, { stdio: 'inherit' });
    const nginxPid = Number(fs.readFileSync(path.join(tmp, 'nginx.pid'), 'utf8'));
    stops.push(() => process.kill(nginxPid, 'SIGQUIT'));
    const shop = sites[0].origin;

    const service = spawn(process.execPath, [path.join(ROOT, 'render/src/main.mjs')], {
      env: { ...process.env, RENDER_PORT: String(renderPort), RENDER_UPSTREAM: `http://127.0.0.1:${framePort}`, RENDER_API_ORIGIN: api.url, SUUQ_RELEASES: recordDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    stops.push(() => service.exitCode === null && service.kill('SIGTERM'));
    await new Promise((resolve, reject) => {
      service.stdout.on('data', (chunk) => chunk.toString().includes('render service on') && resolve());
      service.once('exit', (code) => reject(new Error(`the render service stopped (${code})`)));
    });
    service.stdout.resume();
    const direct = `http://127.0.0.1:${renderPort}`;

    // Uncached, one at a time: each URL once, straight from the service, which keeps no page of
    // its own: every request renders. Twice: the first pass warms the process (its modules, the
    // API's connections and catalogue cache); the second is the figure.
    const timed = async () => {
      const ms = [];
      let rendered = 0;
      for (const p of pages) {
        const t0 = performance.now();
        const res = await fetch(direct + p, { headers: { accept: 'text/html' } });
        await res.text();
        ms.push(performance.now() - t0);
        if (res.headers.get('x-rendered-by') === 'mf_catalogue') rendered += 1;
      }
      ms.sort((a, b) => a - b);
      return { p50: Math.round(percentile(ms, 50) * 10) / 10, p95: Math.round(percentile(ms, 95) * 10) / 10, max: Math.round(ms.at(-1)), rendered };
    };
    await timed();
    const uncached = await timed();
    log(`uncached, one at a time, ${URLS} URLs: p50 ${uncached.p50} ms, p95 ${uncached.p95} ms, max ${uncached.max} ms (${uncached.rendered}/${URLS} rendered)`);
    const uncachedLoad = await load(direct, pages);
    log(`uncached, ${CONNECTIONS} connections: ${uncachedLoad.requestsPerSec} req/s, p50 ${uncachedLoad.p50} ms, p97.5 ${uncachedLoad.p97_5} ms`);

    // Every page once through nginx (a MISS each), then from its cache.
    let hits = 0;
    for (const p of pages) await (await fetch(shop + p, { headers: { accept: 'text/html' } })).text();
    for (const p of pages) if ((await fetch(shop + p, { method: 'HEAD' })).headers.get('x-cache-status') === 'HIT') hits += 1;
    const staticPage = await load(shop, ['/index.html']);
    const cached = await load(shop, pages);
    const staticAgain = await load(shop, ['/index.html']);
    const staticRps = (staticPage.requestsPerSec + staticAgain.requestsPerSec) / 2;
    const ratio = Math.round((cached.requestsPerSec / staticRps) * 1000) / 1000;
    // As browsers ask (gzip): nginx compresses each answer, the cached page (larger) and the frame alike.
    const gzip = { 'accept-encoding': 'gzip' };
    const staticGzip = await load(shop, ['/index.html'], gzip);
    const cachedGzip = await load(shop, pages, gzip);
    const ratioGzip = Math.round((cachedGzip.requestsPerSec / staticGzip.requestsPerSec) * 1000) / 1000;
    const sizes = { page: Buffer.byteLength(await (await fetch(shop + pages[0])).text()), frame: Buffer.byteLength(await (await fetch(`${shop}/index.html`)).text()) };
    log(`nginx static index.html: ${staticPage.requestsPerSec} then ${staticAgain.requestsPerSec} req/s; cached pages (${hits}/${URLS} HIT before): ${cached.requestsPerSec} req/s = ${Math.round(ratio * 100)}% of static`);
    log(`with gzip: static ${staticGzip.requestsPerSec} req/s, cached ${cachedGzip.requestsPerSec} req/s = ${Math.round(ratioGzip * 100)}%; a page ${sizes.page} B, the frame ${sizes.frame} B`);

    const out = path.join(ROOT, '.tmp/bench');
    fs.mkdirSync(out, { recursive: true });
    const result = {
      products: count, seedSeconds, urls: URLS, seconds: SECONDS, connections: CONNECTIONS, loadAverage: os.loadavg()[0], measuredAt: new Date().toISOString(),
      uncached, uncachedLoad, staticPage, staticAgain, cached, cachedHitsBefore: hits, cachedToStatic: ratio, staticGzip, cachedGzip, cachedToStaticGzip: ratioGzip, sizes,
      goals: { cachedToStatic: ratio >= 0.5, uncachedP95: uncached.p95 <= 80 },
    };
    fs.writeFileSync(path.join(out, 'render.json'), `${JSON.stringify(result, null, 2)}\n`);
    log(`written .tmp/bench/render.json (load average ${result.loadAverage.toFixed(1)})`);
  } finally {
    for (const stop of stops.reverse()) await Promise.resolve().then(stop).catch(() => {});
    await scratch.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exit(1);
});
