#!/usr/bin/env node
// A flash sale: BENCH_FLASH_SHOPPERS (500) shoppers buy the last BENCH_FLASH_UNITS (100)
// units of one product within BENCH_FLASH_SECONDS (10 s), through nginx, to two API processes on
// the PostgreSQL of DATABASE_URL (bench/run.sh starts a throwaway one: scripts/with-postgres.sh).
//
// Shoppers: accounts, sessions and one saved address each, written to the database before the
// clock starts, as a shop looks when a sale opens (its shoppers registered and logged in days
// before; the cart lives in the browser, spec §3). Each order is the real call, over a connection
// of its own: POST /api/customer/orders/create with the bearer token, an Idempotency-Key, the
// saved address and one unit, paid cash on delivery (no payment_method: the spec's order, §3).
//
// Three sales on three fresh products, the same shoppers:
//  - spread: arrivals evenly over the window (one every 20 ms for 500 in 10 s), in a shuffled
//    order; the issue's "within 10 s", and the goal's figures;
//  - burst: every shopper at the same instant (the second a live stream says "now"), the worst case;
//  - wallet: as spread, paid from the wallet (each shopper topped up $100 before): the wallet's
//    rows are written after the stock (orders/README.md lock order), inside the stock row's lock.
// Measured from outside the app: the shopper's wait (client clock), nginx's total and upstream
// time per request, pg_stat_activity sampled every 10 ms (bench/lib/pgWatch.mjs) and
// pg_stat_statements per sale. Results: .tmp/bench/flash.json.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from 'deploy/apps';
import { cpuSnapshot, cpuSpent } from './lib/cpu.mjs';
import { seedProduct, seedShoppers } from '../scripts/lib/nginxShop.mjs';
import { readTimedLog, startFlashShop } from './lib/flashShop.mjs';
import { sampleActivity, statementTimes } from './lib/pgWatch.mjs';

const SHOPPERS = Number(process.env.BENCH_FLASH_SHOPPERS || 500);
const UNITS = Number(process.env.BENCH_FLASH_UNITS || 100);
const WINDOW_MS = Number(process.env.BENCH_FLASH_SECONDS || 10) * 1000;
const PORT = Number(process.env.BENCH_FLASH_PORT || 4410);
// Spec §9: the client gives up after 15 s; a shopper still waiting then counts as a failure.
const TIMEOUT_MS = 15_000;
const OUT = path.join(ROOT, '.tmp/bench/flash.json');
const GOAL_P95_MS = 250;
const pg = createRequire(path.join(ROOT, 'server/package.json'))('pg');

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const r1 = (n) => (n == null ? null : Math.round(n * 10) / 10);
const stats = (list) => {
  const s = [...list].sort((a, b) => a - b);
  return { n: s.length, p50: r1(percentile(s, 50)), p95: r1(percentile(s, 95)), p99: r1(percentile(s, 99)), max: r1(s.at(-1)) };
};

/** One order on a connection of its own (agent: false), timed from the shopper's side. */
function placeOrder(origin, shopper, productId, payment) {
  const params = { delivery_address_id: shopper.addressId, items: [{ product_id: productId, quantity: 1 }], ...(payment ? { payment_method: payment } : {}) };
  const body = JSON.stringify({ jsonrpc: '2.0', method: 'call', id: 1, params });
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      `${origin}/api/customer/orders/create`,
      {
        method: 'POST', agent: false, timeout: TIMEOUT_MS,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${shopper.token}`, 'idempotency-key': randomUUID() },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          let result = null;
          try {
            result = JSON.parse(Buffer.concat(chunks).toString('utf8')).result ?? null;
          } catch {
            /* an HTML error page of nginx: counted by its status */
          }
          resolve({ status: res.statusCode, ms: performance.now() - t0, code: result?.code ?? null, message: result?.message ?? null, ok: result?.status === 'success' });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ status: 0, ms: performance.now() - t0, code: err.message, message: null, ok: false }));
    req.end(body);
  });
}

function shuffled(list, seed) {
  const out = [...list];
  let x = seed;
  for (let i = out.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) % 2 ** 31; // a fixed sequence: the same order each run
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The sales of one run: how shoppers arrive and how they pay (none named: cash on delivery). */
const SALES = [
  { kind: 'spread', arrivals: 'spread', seed: 42 },
  { kind: 'burst', arrivals: 'burst', seed: 7 },
  { kind: 'wallet', arrivals: 'spread', seed: 42, payment: 'wallet' },
];

async function sale({ kind, arrivals, seed, payment, shop, db, shoppers, url, processes }) {
  const { productId, locationId } = await seedProduct(db, `Cuud Cambodi — flash sale (${kind})`, UNITS);
  await db.query('SELECT pg_stat_statements_reset()');
  const logFrom = readTimedLog(shop.accessLog).length;
  const watch = await sampleActivity(pg, url);
  const cpuBefore = cpuSnapshot(processes);
  const clientCpu = process.cpuUsage();
  const order = shuffled(shoppers, seed);
  const gap = arrivals === 'spread' ? WINDOW_MS / order.length : 0;
  const t0 = performance.now();
  const answers = await Promise.all(
    order.map(async (s, i) => {
      const due = t0 + i * gap;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const a = await placeOrder(shop.origin, s, productId, payment);
      const end = performance.now();
      return { ...a, lateMs: end - a.ms - due, endMs: end - t0 };
    }),
  );
  const elapsedMs = performance.now() - t0;
  const cpu = cpuSpent(cpuBefore, cpuSnapshot(processes));
  const used = process.cpuUsage(clientCpu);
  cpu.client = { cpu: Math.round((used.user + used.system) / 1000) }; // this process: the shoppers, and the sampler's queries
  const activity = await watch.stop();
  const statements = await statementTimes(db);
  const log = readTimedLog(shop.accessLog).slice(logFrom).filter((l) => l.uri === '/api/customer/orders/create');

  const { rows: [left] } = await db.query('SELECT quantity FROM stock WHERE product_id = $1 AND stock_location_id = $2', [productId, locationId]);
  const { rows: [sold] } = await db.query(
    'SELECT count(DISTINCT order_id)::int AS orders, coalesce(sum(quantity), 0)::int AS units FROM order_lines WHERE product_id = $1',
    [productId],
  );
  const won = answers.filter((a) => a.status === 200 && a.ok);
  const outOfStock = answers.filter((a) => a.status === 409 && a.code === 'out_of_stock');
  const other = answers.filter((a) => !won.includes(a) && !outOfStock.includes(a));
  const firstToLast = won.length ? Math.max(...won.map((a) => a.endMs)) : 0;
  const byApi = Object.fromEntries(shop.apis.map((a) => [a.url.replace('http://', ''), log.filter((l) => l.api === a.url.replace('http://', '')).length]));
  return {
    kind,
    shoppers: order.length,
    units: UNITS,
    arrivals: arrivals === 'spread' ? `one every ${r1(gap)} ms over ${WINDOW_MS / 1000} s` : 'all at once',
    payment: payment ?? 'cash_on_delivery',
    elapsedMs: Math.round(elapsedMs),
    // Orders per second while the units lasted: from the first shopper's arrival to the last won answer.
    ordersPerSecond: r1(won.length / (firstToLast / 1000)),
    soldOutAfterMs: Math.round(firstToLast),
    orders: won.length,
    outOfStock: outOfStock.length,
    fiveXx: answers.filter((a) => a.status >= 500).length,
    other: other.map((a) => `${a.status} ${a.code ?? ''} ${a.message ?? ''}`.trim()).slice(0, 10),
    otherCount: other.length,
    outOfStockMessage: outOfStock[0]?.message ?? null,
    unitsSold: sold.units,
    ordersInDatabase: sold.orders,
    stockLeft: left.quantity,
    // Every answer's wait as the shopper saw it, and the placed orders' and refusals' apart.
    latency: { all: stats(answers.map((a) => a.ms)), placed: stats(won.map((a) => a.ms)), outOfStock: stats(outOfStock.map((a) => a.ms)) },
    // How late the client sent (its own event loop on the same 2 cores): should stay near 0.
    sendLateMs: stats(answers.map((a) => Math.max(0, a.lateMs))),
    nginx: { requests: log.length, byApi, total: stats(log.map((l) => l.total)), upstream: stats(log.filter((l) => l.upstream != null).map((l) => l.upstream)) },
    // CPU ms each part used during the sale (both API processes together, nginx's workers,
    // PostgreSQL's backends) and ms their main threads waited for a core; CPU per request.
    cpuMs: cpu,
    cpuMsPerRequest: Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, r1(v.cpu / order.length)])),
    activity,
    statements,
  };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must name a PostgreSQL server (bench/run.sh starts one)');
  const admin = new pg.Client({ connectionString: url, application_name: 'flash-bench' });
  await admin.connect();
  const settings = {};
  try {
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    for (const name of ['server_version', 'fsync', 'synchronous_commit', 'shared_buffers', 'max_connections']) {
      settings[name] = (await admin.query(`SHOW ${name}`)).rows[0][name];
    }
  } catch (err) {
    throw new Error(`pg_stat_statements is not loaded (shared_preload_libraries): ${err.message}`);
  }
  const shop = await startFlashShop({ databaseUrl: url, ports: { nginx: PORT, apis: [PORT + 1, PORT + 2] } });
  const db = new pg.Pool({ connectionString: url, max: 2, application_name: 'flash-bench' });
  try {
    const t = performance.now();
    // Every shopper topped up $100 before the sale, for the sale paid from the wallet.
    const shoppers = await seedShoppers(db, SHOPPERS, { label: 'Flash', walletCents: 10_000 });
    const seedMs = Math.round(performance.now() - t);
    console.log(`[flash] ${SHOPPERS} shoppers with a session and an address in ${seedMs} ms; two APIs (pids ${shop.apis.map((a) => a.pid).join(', ')}) behind nginx at ${shop.origin}`);
    // The servers of a sale have been serving for hours: each process places a few orders first
    // (compiled code, pooled connections), on a product of its own.
    const warm = await seedProduct(db, 'Warm-up soap', 1000);
    for (let i = 0; i < 40; i += 10) {
      await Promise.all(shoppers.slice(i, i + 10).map((s, j) => placeOrder(shop.origin, s, warm.productId, j % 2 ? 'wallet' : undefined)));
    }
    await db.query('ANALYZE');

    const { rows: [{ data_directory: dataDir }] } = await db.query('SHOW data_directory');
    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const processes = { api: shop.apis.map((a) => a.pid), nginx: [shop.nginxPid], postgres: [postmaster] };
    const machine = { loadAverageBefore: r1(os.loadavg()[0]), nproc: os.availableParallelism() };
    const sales = [];
    for (const plan of SALES) {
      const { kind } = plan;
      console.log(`[flash] ${kind}: ${SHOPPERS} shoppers, ${UNITS} units`);
      const s = await sale({ ...plan, shop, db, shoppers, url, processes });
      console.log(`[flash] ${kind}: ${s.orders} orders, ${s.outOfStock} out of stock, ${s.fiveXx} 5xx, stock ${s.stockLeft}; placed p50 ${s.latency.placed.p50} / p95 ${s.latency.placed.p95} / p99 ${s.latency.placed.p99} ms`);
      sales.push(s);
    }
    // What keeps a sale from the goal, in words: shown by the report beside the figures.
    const problems = (s) => [
      ...(s.orders !== UNITS ? [`${s.orders} shoppers told their order was placed`] : []),
      ...(s.fiveXx ? [`${s.fiveXx} answers 5xx`] : []),
      ...(s.otherCount ? [`${s.otherCount} other answers (${[...new Set(s.other)].join(', ')})`] : []),
      ...(s.latency.placed.p95 > GOAL_P95_MS ? [`placed p95 ${s.latency.placed.p95} ms`] : []),
    ];
    for (const s of sales) s.problems = problems(s);
    const result = {
      measuredAt: new Date().toISOString(),
      machine: { ...machine, loadAverageAfter: r1(os.loadavg()[0]) },
      postgres: settings,
      seedMs,
      goal: { orders: UNITS, stockLeft: 0, fiveXx: 0, p95Ms: GOAL_P95_MS },
      met: sales[0].problems.length === 0 && sales[0].ordersInDatabase === UNITS && sales[0].stockLeft === 0,
      sales,
    };
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, JSON.stringify(result, null, 2));
    console.log(`[flash] written ${path.relative(ROOT, OUT)}`);
    // An oversold (or undersold) product fails the bench: that is a bug, not a figure. A slow or
    // refused answer on a busy machine is a figure (the report says the goal is not met), and the
    // rest of npm run bench goes on.
    const wrong = sales.filter((s) => s.ordersInDatabase !== UNITS || s.unitsSold !== UNITS || s.stockLeft !== 0);
    if (wrong.length) throw new Error(`flash sale sold wrong: ${wrong.map((s) => `${s.kind}: ${s.ordersInDatabase} orders in the database, ${s.unitsSold} units, stock ${s.stockLeft}`).join(' | ')}`);
  } finally {
    await db.end();
    await admin.end();
    await shop.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
