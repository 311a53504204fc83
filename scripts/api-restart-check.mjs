#!/usr/bin/env node
// npm test: the API is rolled, one process at a time, under load, and no request fails.
// Two API processes (`node --import tsx src/main.ts`, NODE_ENV=production) on one database of the
// PostgreSQL of DATABASE_URL (scripts/with-postgres.sh), behind Debian's nginx with the /api/ part
// of deploy/src/nginx-conf.mjs. autocannon sends reads (the homepage, a listing, a product) and
// orders (each with its own Idempotency-Key) through nginx while each process in turn gets
// SIGTERM, exits, and is started again on its port: 0 errors, 0 timeouts, 0 non-2xx answers, and
// every answered order is in the database exactly once (a write repeated on the other process
// answers the same order). Everything listens on free ports of 127.0.0.1, lives in a temporary
// folder and is stopped by its PID.
//   bash scripts/with-postgres.sh node scripts/api-restart-check.mjs
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from 'deploy/apps';
import { freePort } from 'deploy/free-port';
import { scratchDatabase, seedProduct, seedShoppers, startApi, startNginx, until } from './lib/nginxShop.mjs';

const pg = createRequire(path.join(ROOT, 'server/package.json'))('pg');
/** Each request's status and the API processes nginx tried for it ("a:1, b:2" when moved on). */
const LOG_FORMAT = "log_format restart '$status|$upstream_status|$upstream_addr';";
const SHOPPERS = 4;

const log = (...a) => console.log('[api-restart]', ...a);

const rpc = (params) => JSON.stringify({ jsonrpc: '2.0', method: 'call', id: 1, params });

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must name a PostgreSQL server: bash scripts/with-postgres.sh node scripts/api-restart-check.mjs');
  const started = Date.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-api-restart-'));
  const scratch = await scratchDatabase(url, 'suuq_restart');
  const dbUrl = scratch.url;
  const apis = [];
  let nginx = null;
  let db;
  const loads = [];
  try {
    const ports = [await freePort(), await freePort()];
    // One after the other: the first migrates the database and seeds the demo catalogue.
    for (const port of ports) apis.push(await startApi({ port, databaseUrl: dbUrl.toString() }));
    db = new pg.Pool({ connectionString: dbUrl.toString(), max: 2 });
    // The database is dropped WITH (FORCE) at the end: an idle client's 57P01 must not crash this.
    db.on('error', () => undefined);
    // Shoppers with a session and an address, and a product with stock enough for every order.
    const shoppers = await seedShoppers(db, SHOPPERS, { label: 'Restart' });
    const { productId, slug } = await seedProduct(db, 'Cuud — rolling restart', 1_000_000);
    const product = { id: productId, slug };

    nginx = await startNginx({ port: await freePort(), apis: apis.map((a) => a.addr), dir: tmp, logFormat: LOG_FORMAT });
    const { origin, accessLog } = nginx;
    /** nginx's lines since `from`: [{ status, upstreams: ['127.0.0.1:p', …] }]. */
    const lines = (from = 0) =>
      fs.readFileSync(accessLog, 'utf8').split('\n').filter(Boolean).slice(from).map((l) => {
        const [status, , addrs] = l.split('|');
        return { status: Number(status), upstreams: addrs.split(/,\s*/).filter((a) => a !== '-') };
      });

    // The load: reads, and orders with a key each. Each answer is counted by its status; each
    // placed order's id is kept.
    const byStatus = {};
    /** Idempotency-Key → the order its 200 answer named; every key sent. */
    const placed = new Map();
    const keysSent = new Set();
    let answered = 0;
    const count = (status) => {
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      answered++;
    };
    const reads = [
      { method: 'POST', path: '/api/homepage/sections', headers: { 'content-type': 'application/json' }, body: rpc({ limit: 8 }) },
      { method: 'POST', path: '/api/products', headers: { 'content-type': 'application/json' }, body: rpc({ limit: 20 }) },
      { method: 'POST', path: `/api/product/${product.slug}`, headers: { 'content-type': 'application/json' }, body: rpc({ slugOrId: product.slug }) },
    ];
    const orders = shoppers.map((s) => ({
      method: 'POST',
      path: '/api/customer/orders/create',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
      body: rpc({ delivery_address_id: s.addressId, items: [{ product_id: product.id, quantity: 1 }] }),
      // A key per order, as a shopper's checkout makes one per attempt (one request at a time
      // on each connection: the context is the connection's).
      setupRequest: (req, context) => {
        context.key = randomUUID();
        keysSent.add(context.key);
        return { ...req, headers: { ...req.headers, 'idempotency-key': context.key } };
      },
      onResponse: (status, body, context) => {
        if (status === 200) placed.set(context.key, JSON.parse(body).result.order.id);
      },
    }));
    const load = (name, requests, connections) => {
      const instance = autocannon({ url: origin, connections, duration: 600, timeout: 20, requests });
      const done = new Promise((resolve, reject) => instance.once('done', resolve).once('error', reject));
      instance.on('response', (_client, status) => count(status));
      loads.push({ name, instance, done });
    };
    load('reads', reads, 6);
    load('orders', orders, 4);

    // Both processes take requests before the first restart.
    await until('both API processes answering through nginx', () => Promise.resolve(apis.every((a) => lines().some((l) => l.status === 200 && l.upstreams.includes(a.addr)))), 30_000);
    const windows = [];
    for (const [i, api] of [...apis].entries()) {
      const before = answered;
      const t = Date.now();
      const code = await api.stop();
      if (code !== 0) throw new Error(`API ${api.addr} (pid ${api.pid}) exited with ${code} on SIGTERM, not 0:\n${api.tail.join('\n')}`);
      const stoppedMs = Date.now() - t;
      const again = await startApi({ port: api.port, databaseUrl: dbUrl.toString() });
      apis[i] = again;
      // Rolled once nginx sends it requests again (after its fail_timeout), not after a fixed time.
      const from = lines().length;
      await until(`nginx sending requests to ${again.addr} again`, () => Promise.resolve(lines(from).some((l) => l.status === 200 && l.upstreams.at(-1) === again.addr)), 60_000);
      windows.push({ api: api.addr, pid: `${api.pid} → ${again.pid}`, stoppedMs, restartMs: Date.now() - t, answeredMeanwhile: answered - before });
      log(`${api.addr}: pid ${api.pid} stopped in ${stoppedMs} ms, pid ${again.pid} back in ${Date.now() - t} ms; ${answered - before} answers meanwhile`);
    }
    for (const l of loads) l.instance.stop();
    const results = await Promise.all(loads.map((l) => l.done));

    const failures = results.map((r, i) => ({ name: loads[i].name, errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx, ok: r['2xx'] }));
    log('answers by status', JSON.stringify(byStatus));
    for (const f of failures) log(`${f.name}: ${f.ok} 2xx, ${f.non2xx} non-2xx, ${f.errors} errors, ${f.timeouts} timeouts`);
    const moved = lines().filter((l) => l.upstreams.length > 1).length;
    log(`${moved} requests moved on to the other process by nginx`);
    const problems = [];
    for (const f of failures) {
      if (f.errors || f.timeouts || f.non2xx) problems.push(`${f.name}: ${f.non2xx} non-2xx, ${f.errors} errors, ${f.timeouts} timeouts`);
      if (!f.ok) problems.push(`${f.name}: no request answered`);
    }
    for (const w of windows) if (!w.answeredMeanwhile) problems.push(`no request was answered while ${w.api} restarted: the load did not cover it`);
    // Each answered order is in the database once, under its key; an order without an answer is
    // one the load's own stop cut off (autocannon drops the requests in flight: at most one per
    // connection), never one a restart lost.
    const ids = shoppers.map((s) => s.userId);
    // One statement, one snapshot: a request the load's stop cut off may still commit its order
    // meanwhile (its key and order together, in one transaction).
    const { rows: [seen] } = await db.query(
      `WITH k AS (SELECT key, order_id FROM order_idempotency_keys WHERE user_id = ANY($1::int[])),
            o AS (SELECT id FROM orders WHERE user_id = ANY($1::int[]))
       SELECT coalesce((SELECT json_agg(json_build_object('key', key, 'order_id', order_id)) FROM k), '[]') AS keys,
              (SELECT count(*)::int FROM o) AS orders,
              (SELECT count(*)::int FROM o WHERE id NOT IN (SELECT order_id FROM k WHERE order_id IS NOT NULL)) AS "withoutKey"`,
      [ids],
    );
    const keyRows = seen.keys;
    const orderOfKey = new Map(keyRows.map((r) => [r.key, r.order_id]));
    const wrong = [...placed].filter(([key, id]) => orderOfKey.get(key) !== id);
    if (wrong.length) problems.push(`${wrong.length} answered orders are not the database's order of their key`);
    if (new Set(placed.values()).size !== placed.size) problems.push('two keys were answered with the same order');
    if (seen.withoutKey) problems.push(`${seen.withoutKey} orders without a key of their own`);
    if (seen.orders !== keyRows.filter((r) => r.order_id !== null).length) problems.push(`${seen.orders} orders for ${keyRows.length} keys`);
    const unanswered = keyRows.filter((r) => !placed.has(r.key));
    const cutByStop = [...keysSent].filter((k) => !placed.has(k)).length;
    if (unanswered.some((r) => !keysSent.has(r.key)) || unanswered.length > Math.min(cutByStop, 4)) {
      problems.push(`${unanswered.length} orders in the database without an answer (${cutByStop} requests cut by the load's stop)`);
    }
    log(`${placed.size} orders answered, ${seen.orders} in the database (${unanswered.length} cut off by the load's stop); ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
    if (problems.length) throw new Error(`requests were lost while the API rolled:\n- ${problems.join('\n- ')}\nnginx errors:\n${fs.readFileSync(nginx.errorLog, 'utf8').split('\n').slice(-15).join('\n')}`);
    log('ok: 0 failed requests while each API process restarted');
  } finally {
    for (const l of loads) l.instance.stop();
    await nginx?.stop();
    await Promise.all(apis.map((a) => a.stop()));
    await db?.end();
    await scratch.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
