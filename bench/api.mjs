#!/usr/bin/env node
// API bench on one engine: node bench/api.mjs <label>
// Uses DATABASE_URL (PostgreSQL) or BENCH_DATA_DIR (PGlite folder) like the server does. Seeds
// the catalogue to BENCH_PRODUCTS (100 000), starts the API and a Fastify hello-world in their
// own processes on 127.0.0.1, then measures:
//  - search latency: fixed exact and typo queries, one request at a time from a keep-alive Node
//    client, several rounds after a warm-up round → p50/p95 per kind;
//  - category listing throughput (POST /api/products {category, limit 20}) with autocannon, and
//    the hello-world route right before it under the same load: the ratio is the figure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from 'deploy/apps';
import { stopChild, waitForHttp } from './lib/proc.mjs';
import { CATEGORIES, COMMON, EXACT, TYPO } from './queries.mjs';

const label = process.argv[2] || (process.env.DATABASE_URL ? 'postgres' : 'pglite');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 100_000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS || 5);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const API_PORT = Number(process.env.BENCH_API_PORT || 4400);
const HELLO_PORT = API_PORT + 1;
const OUT = path.join(ROOT, `.tmp/bench/api-${label}-${PRODUCTS}.json`);
const SERVER = path.join(ROOT, 'server');
const tsx = path.join(SERVER, 'node_modules/.bin/tsx');

const dbEnv = () => {
  if (process.env.DATABASE_URL) return { DATABASE_URL: process.env.DATABASE_URL };
  if (!process.env.BENCH_DATA_DIR) throw new Error('set DATABASE_URL or BENCH_DATA_DIR');
  return { DATABASE_URL: '', DATA_DIR: process.env.BENCH_DATA_DIR };
};

function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: SERVER, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });
}

const rpc = (params) => JSON.stringify({ jsonrpc: '2.0', method: 'call', params, id: 1 });

async function post(url, params) {
  const t = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: rpc(params) });
  const body = await res.json();
  return { ms: performance.now() - t, status: res.status, body };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const stats = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const r = (n) => Math.round(n * 100) / 100;
  return { n: sorted.length, p50: r(percentile(sorted, 50)), p95: r(percentile(sorted, 95)), p99: r(percentile(sorted, 99)), max: r(sorted.at(-1)) };
};

async function searchLatency(base) {
  const url = `${base}/api/products/search`;
  const probe = await post(url, { keyword: EXACT[0], per_page: 20 });
  if (probe.status === 404 || probe.body?.result?.status !== 'success') {
    return { available: false, note: `POST /api/products/search answered ${probe.status}: search is not in this server yet` };
  }
  const times = { exact: [], typo: [], common: [] };
  const common = {};
  const byQuery = new Map();
  const topHits = { exact: 0, typo: 0, common: 0 };
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [kind, list] of [['exact', EXACT], ['typo', TYPO], ['common', COMMON]]) {
      for (const keyword of list) {
        const r = await post(url, { keyword, per_page: 20 });
        if (r.body?.result?.status !== 'success') throw new Error(`search "${keyword}" failed: ${JSON.stringify(r.body).slice(0, 200)}`);
        if (round === 0) {
          if (r.body.result.total > 0) topHits[kind]++;
          if (kind === 'common') common[keyword] = { total: r.body.result.total, ms: [] };
          continue; // warm-up round: caches and plans, not counted
        }
        if (kind === 'common') common[keyword].ms.push(r.ms);
        times[kind].push(r.ms);
        if (kind !== 'common') byQuery.set(keyword, [...(byQuery.get(keyword) ?? []), r.ms]);
      }
    }
  }
  const commonByQuery = Object.fromEntries(Object.entries(common).map(([keyword, q]) => [keyword, { total: q.total, p50: stats(q.ms).p50 }]));
  return {
    available: true,
    rounds: ROUNDS,
    queries: { exact: EXACT.length, typo: TYPO.length },
    withResults: topHits,
    exact: stats(times.exact),
    typo: stats(times.typo),
    // Not in the goal: words most products have, each query's median (ms) and how many it answered.
    common: { ...stats(times.common), queries: commonByQuery },
    // Where to look first when p95 is over the goal.
    slowest: [...byQuery]
      .map(([keyword, list]) => ({ keyword, p50: stats(list).p50 }))
      .sort((a, b) => b.p50 - a.p50)
      .slice(0, 5),
  };
}

function load(url, requests) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: LOAD_SECONDS, requests }, (err, r) => {
      if (err) return reject(err);
      resolve({
        requestsPerSec: Math.round(r.requests.average),
        latencyP50Ms: r.latency.p50,
        latencyP99Ms: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        total: r.requests.total,
      });
    });
  });
}

async function throughput(base) {
  const hello = await load(`http://127.0.0.1:${HELLO_PORT}/hello`, [{ method: 'GET' }]);
  const categoryRequests = CATEGORIES.map((category) => ({
    method: 'POST',
    path: '/api/products',
    headers: { 'content-type': 'application/json' },
    body: rpc({ category, limit: 20 }),
  }));
  const probe = await post(`${base}/api/products`, { category: CATEGORIES[0], limit: 20 });
  if (probe.body?.result?.products?.length !== 20) throw new Error(`category listing did not answer 20 products: ${JSON.stringify(probe.body).slice(0, 200)}`);
  const category = await load(`${base}/api/products`, categoryRequests);
  return { connections: CONNECTIONS, seconds: LOAD_SECONDS, hello, category, ratio: Math.round((category.requestsPerSec / hello.requestsPerSec) * 1000) / 1000 };
}

async function main() {
  const env = { ...dbEnv(), LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const t0 = performance.now();
  console.log(`\n[${label}] seeding ${PRODUCTS} products`);
  await run(tsx, ['src/seed/cli.ts', '--products', String(PRODUCTS)], env);
  const seedSeconds = Math.round((performance.now() - t0) / 100) / 10;

  // Twice: without the catalogue cache (SUUQ_CATALOGUE_CACHE=off: what the queries cost, the search
  // goal's figure, since the bench repeats its queries) and with it (spec §9, as production runs).
  const fastify = createRequire(path.join(SERVER, 'package.json')).resolve('fastify');
  const helloCode = `const app = require(${JSON.stringify(fastify)})(); app.get('/hello', async () => ({ hello: 'world' }));
    app.listen({ port: ${HELLO_PORT}, host: '127.0.0.1' }); process.on('SIGTERM', () => app.close().then(() => process.exit(0)));`;
  const hello = spawn(process.execPath, ['-e', helloCode], { stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${API_PORT}`;
  const measure = async (cache) => {
    const api = spawn(tsx, ['src/main.ts'], { cwd: SERVER, env: { ...process.env, ...env, PORT: String(API_PORT), SUUQ_CATALOGUE_CACHE: cache }, stdio: ['ignore', 'inherit', 'inherit'] });
    try {
      await waitForHttp(`${base}/api/health`, api, 180_000);
      // The cache serves nothing until its process listens for changes (a moment after start).
      await new Promise((r) => setTimeout(r, 1_000));
      console.log(`[${label} ${PRODUCTS}] search latency, cache ${cache}`);
      const search = await searchLatency(base);
      console.log(`[${label} ${PRODUCTS}] throughput, cache ${cache} (${LOAD_SECONDS} s each, ${CONNECTIONS} connections)`);
      return { search, throughput: await throughput(base) };
    } finally {
      await stopChild(api);
    }
  };
  try {
    await waitForHttp(`http://127.0.0.1:${HELLO_PORT}/hello`, hello, 30_000);
    const loadBefore = os.loadavg()[0];
    const uncached = await measure('off');
    const cached = await measure('on');
    // Other work on the machine skews every figure: the 1-minute load average says how busy it was.
    const loadAverage = { beforeSearch: Math.round(loadBefore * 100) / 100, afterLoad: Math.round(os.loadavg()[0] * 100) / 100 };
    const result = {
      engine: label, products: PRODUCTS, seedSeconds, measuredAt: new Date().toISOString(), loadAverage,
      search: uncached.search, throughput: uncached.throughput,
      cached: { search: cached.search, throughput: cached.throughput },
    };
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, JSON.stringify(result, null, 2));
    console.log(`[${label}] written ${path.relative(ROOT, OUT)}`);
  } finally {
    await stopChild(hello);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
