#!/usr/bin/env node
// The render service behind nginx (issue 30 goal: 2 cores, 100k products, autocannon over 200
// different product URLs): `npm run bench -- --only render` (under scripts/with-postgres.sh).
// In one run, on one machine:
//   - nginx's static index.html (the shell's page from its files): requests per second;
//   - the 200 product pages from nginx's page cache (each rendered once first): requests per
//     second, and the ratio to the static page (goal ≥ 50%), with gzip (as browsers ask) and without;
//   - the ceiling for a page of that size: one cached page's bytes served by the same nginx as a
//     static file (what the cache can at best reach; the rest is the page's size);
//   these three in BENCH_ROUNDS rounds (3), each in turn, medians;
//   - uncached: each of the 200 URLs once, one at a time, straight from the render service (it
//     keeps no cache of its own): p50 / p95 (goal p95 ≤ 80 ms), and under 10 connections.
// The catalogue: the demo seed grown to BENCH_PRODUCTS (100 000) in a database of its own on the
// PostgreSQL of DATABASE_URL. Needs the production builds (`pnpm build`). Results:
// .tmp/bench/render.json, and one rendered page in .tmp/bench/render-page.html. BENCH_CACHED_ONLY=1
// leaves the uncached figures out (to try cache settings). Everything on free ports of 127.0.0.1, stopped by its PID.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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
/** Rounds of the cached-rate loads (each target once a round). */
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
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

/** One GET as sent on the wire (no decoding): its body bytes. */
const rawGet = (url, headers) =>
  new Promise((resolve, reject) => {
    http.get(url, { headers: { accept: 'text/html', ...headers } }, (res) => {
      const parts = [];
      res.on('data', (d) => parts.push(d));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }));
    }).on('error', reject);
  });

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
    const { sites, framePort, refreshPort, renderPort, recordFile, render, releaseRecord } = await pagesBehindNginx(tmp);
    const recordDir = path.dirname(recordFile);
    const conf = path.join(tmp, 'nginx.conf');
    // No access log: the bench measures nginx serving, not writing a line per request.
    const text = nginxConf({ shell: sites[0], remotes: sites.slice(1), api: [api.addr], runDir: tmp, render, releaseRecord });
    // The ceiling for a page of that size: the same bytes as a cached page (its gzipped copy, as
    // nginx keeps it) served as a static file by the same server, with the same headers as the
    // static index.html, gunzipped for a client without gzip like the cached pages.
    const indexBlock = text.slice(text.indexOf('    location = /index.html {'));
    const headerLines = indexBlock.slice(0, indexBlock.indexOf('\n    }')).split('\n').filter((l) => l.includes('add_header') && !l.includes('Cache-Control'));
    const ceiling = [
      '    # bench/render.mjs only: a rendered page as a static file (the ceiling for its size).',
      '    location ^~ /bench-ceiling/ {',
      `      alias ${tmp}/ceiling/;`,
      '      default_type text/html;',
      ...headerLines,
      '      gzip_static always;',
      '      gunzip on;',
      '    }',
    ].join('\n');
    const shopServer = text.indexOf('    # Pages (/home, /product/…)');
    fs.writeFileSync(conf, (text.slice(0, shopServer) + ceiling + '\n' + text.slice(shopServer)).replace(`  access_log ${tmp}/access.log;`, '  access_log off;'));
    fs.mkdirSync(path.join(tmp, 'ceiling'));
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
    const skipUncached = process.env.BENCH_CACHED_ONLY === '1';
    if (!skipUncached) await timed();
    const uncached = skipUncached ? null : await timed();
    const uncachedLoad = skipUncached ? null : await load(direct, pages);
    if (!skipUncached) {
      log(`uncached, one at a time, ${URLS} URLs: p50 ${uncached.p50} ms, p95 ${uncached.p95} ms, max ${uncached.max} ms (${uncached.rendered}/${URLS} rendered)`);
      log(`uncached, ${CONNECTIONS} connections: ${uncachedLoad.requestsPerSec} req/s, p50 ${uncachedLoad.p50} ms, p97.5 ${uncachedLoad.p97_5} ms`);
    }

    // Every page once through nginx (a MISS each), then from its cache.
    let hits = 0;
    for (const p of pages) await (await fetch(shop + p, { headers: { accept: 'text/html' } })).text();
    for (const p of pages) if ((await fetch(shop + p, { method: 'HEAD' })).headers.get('x-cache-status') === 'HIT') hits += 1;
    // The ceiling's file: the first page's bytes as nginx's cache keeps them (gzipped).
    const zipped = await rawGet(shop + pages[0], { 'accept-encoding': 'gzip' });
    fs.writeFileSync(path.join(tmp, 'ceiling/page.html.gz'), zipped.body);
    fs.mkdirSync(path.join(ROOT, '.tmp/bench'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, '.tmp/bench/render-page.html'), zlib.gunzipSync(zipped.body));
    execFileSync('chmod', ['-R', 'a+rX', path.join(tmp, 'ceiling')]);
    // Rounds, each target in turn (the static page, the cached pages, the ceiling; with gzip as
    // browsers ask, then without): on a shared machine the load moves within seconds, so one
    // target measured apart from the others would compare different machines. Medians of the rounds.
    const gzip = { 'accept-encoding': 'gzip' };
    const targets = {
      staticGzip: [['/index.html'], gzip],
      cachedGzip: [pages, gzip],
      cachedPlain: [pages, {}],
      // One cached page over and over: what the 200 different files (and keys) cost beside it.
      cachedOneGzip: [[pages[0]], gzip],
      ceilingGzip: [['/bench-ceiling/page.html'], gzip],
      staticPlain: [['/index.html'], {}],
      ceilingPlain: [['/bench-ceiling/page.html'], {}],
    };
    const rounds = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
    // Each round starts with every page rendered again through nginx's refresh listener (as
    // render/src/refresh.mjs does): its loads then read fresh copies. A copy past its s-maxage (60 s)
    // is served stale while nginx renders it again, and nginx holds that keep-alive connection
    // until the render is done: that would measure the render service, not the cache.
    const refreshAll = () =>
      Promise.all([0, 1].map(async (lane) => {
        for (let i = lane; i < pages.length; i += 2) {
          await new Promise((resolve, reject) =>
            http.get(`http://127.0.0.1:${refreshPort}${pages[i]}`, { headers: { host: new URL(shop).host, 'x-suuq-refresh': '1', accept: 'text/html' } }, (res) => res.resume().on('end', resolve)).on('error', reject),
          );
        }
      }));
    for (let round = 0; round < ROUNDS; round++) {
      await refreshAll();
      for (const [name, [paths, headers]] of Object.entries(targets)) rounds[name].push(await load(shop, paths, headers));
    }
    const median = (runs) => {
      const sorted = [...runs].sort((x, y) => x.requestsPerSec - y.requestsPerSec);
      return { ...sorted[Math.floor(sorted.length / 2)], rounds: runs.map((r) => r.requestsPerSec) };
    };
    const m = Object.fromEntries(Object.entries(rounds).map(([k, runs]) => [k, median(runs)]));
    const share = (x, y) => Math.round((x.requestsPerSec / y.requestsPerSec) * 1000) / 1000;
    const ratioGzip = share(m.cachedGzip, m.staticGzip);
    const ratio = share(m.cachedPlain, m.staticPlain);
    const ceilingToStaticGzip = share(m.ceilingGzip, m.staticGzip);
    const ceilingToStatic = share(m.ceilingPlain, m.staticPlain);
    const sizes = {
      page: Buffer.byteLength(await (await fetch(shop + pages[0])).text()),
      pageGzip: zipped.body.length,
      frame: Buffer.byteLength(await (await fetch(`${shop}/index.html`)).text()),
      frameGzip: (await rawGet(`${shop}/index.html`, { 'accept-encoding': 'gzip' })).body.length,
    };
    const rps = (x) => `${x.requestsPerSec} req/s (rounds ${x.rounds.join(', ')})`;
    log(`${URLS}/${URLS} cached before; a page ${sizes.page} B (${sizes.pageGzip} B gzipped), the frame ${sizes.frame} B (${sizes.frameGzip} B)`);
    log(`with gzip: static index.html ${rps(m.staticGzip)}; cached pages ${rps(m.cachedGzip)} = ${Math.round(ratioGzip * 100)}%; the page as a static file ${rps(m.ceilingGzip)} = ${Math.round(ceilingToStaticGzip * 100)}%`);
    log(`one cached page over and over, with gzip: ${rps(m.cachedOneGzip)} = ${Math.round(share(m.cachedOneGzip, m.staticGzip) * 100)}%`);
    log(`without: static index.html ${rps(m.staticPlain)}; cached pages ${rps(m.cachedPlain)} = ${Math.round(ratio * 100)}%; the page as a static file ${rps(m.ceilingPlain)} = ${Math.round(ceilingToStatic * 100)}%`);

    const out = path.join(ROOT, '.tmp/bench');
    fs.mkdirSync(out, { recursive: true });
    const result = {
      products: count, seedSeconds, urls: URLS, seconds: SECONDS, connections: CONNECTIONS, loadAverage: os.loadavg()[0], measuredAt: new Date().toISOString(),
      uncached, uncachedLoad, ...m, rounds: ROUNDS, cachedHitsBefore: hits, cachedToStaticGzip: ratioGzip, cachedToStatic: ratio, ceilingToStaticGzip, ceilingToStatic, sizes,
      goals: { cachedToStaticGzip: ratioGzip >= 0.5, cachedToStatic: ratio >= 0.5, uncachedP95: uncached ? uncached.p95 <= 80 : null },
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
