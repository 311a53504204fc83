#!/usr/bin/env node
// npm test (issue 31): the API is rolled, one process at a time, under load, and no request fails.
// Two API processes (`node --import tsx src/main.ts`, NODE_ENV=production) on one database of the
// PostgreSQL of DATABASE_URL (scripts/with-postgres.sh), behind Debian's nginx with the /api/ part
// of deploy/src/nginx-conf.mjs. autocannon sends reads (the homepage, a listing, a product) and
// orders (each with its own Idempotency-Key) through nginx while each process in turn gets
// SIGTERM, exits, and is started again on its port: 0 errors, 0 timeouts, 0 non-2xx answers, and
// every answered order is in the database exactly once (a write repeated on the other process
// answers the same order). Everything listens on free ports of 127.0.0.1, lives in a temporary
// folder and is stopped by its PID.
//   bash scripts/with-postgres.sh node scripts/api-restart-check.mjs
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from 'deploy/apps';
import { freePort } from 'deploy/free-port';
import { nginxConf } from 'deploy/nginx-conf';

const NGINX = process.env.SUUQ_NGINX || '/usr/sbin/nginx';
const pg = createRequire(path.join(ROOT, 'server/package.json'))('pg');
/** Each request's status and the API processes nginx tried for it ("a:1, b:2" when moved on). */
const LOG_FORMAT = "log_format restart '$status|$upstream_status|$upstream_addr';";
const SHOPPERS = 4;
const READY_MS = 180_000; // a fresh database is migrated and seeded by the first process

const log = (...a) => console.log('[api-restart]', ...a);
const sha256Hex = (s) => createHash('sha256').update(s).digest('hex');

/** Polls `check` until it holds; fails with `what` when `deadline` passes or `gone()` says so. */
async function until(what, check, timeoutMs, gone = () => false) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (gone()) throw new Error(`${what}: the process exited`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not so after ${timeoutMs / 1000} s`);
}

/** One API process on `port`; `stop()` sends SIGTERM and resolves with its exit code. */
async function startApi(port, databaseUrl) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  const keep = (chunk) => tail.push(...chunk.toString('utf8').split('\n').filter(Boolean).slice(-40));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const api = {
    port,
    pid: child.pid,
    addr: `127.0.0.1:${port}`,
    tail,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(late);
      return code;
    },
  };
  try {
    await until(`the API on ${port}`, async () => (await fetch(`http://${api.addr}/api/health`)).ok, READY_MS, () => child.exitCode !== null);
  } catch (err) {
    await api.stop();
    throw new Error(`${err.message}\n${tail.join('\n')}`);
  }
  return api;
}

/** Shoppers with a session and an address, and a product with stock enough for every order. */
async function seed(db) {
  const tag = randomBytes(3).toString('hex');
  const { rows: users } = await db.query(
    `INSERT INTO users (name, email, dial_code, phone, full_phone, password_hash, verified_at)
     SELECT 'Restart shopper ' || g, 'restart' || g || '-' || $2 || '@test.suuq.so', '+252', '7' || lpad(g::text, 8, '0'),
            '+2527' || lpad(g::text, 8, '0'), 'test: never logs in', now()
     FROM generate_series(1, $1) g RETURNING id`,
    [SHOPPERS, tag],
  );
  const shoppers = [];
  for (const { id } of users) {
    const token = randomBytes(32).toString('base64url');
    await db.query(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [id, sha256Hex(token)]);
    const { rows: [a] } = await db.query(
      `INSERT INTO addresses (user_id, country, region, city, district, details, phone, is_default)
       VALUES ($1, 'Somalia', 'Banadir', 'Muqdisho', 'Hodan', 'Maka Al Mukarama road', '', true) RETURNING id`,
      [id],
    );
    shoppers.push({ userId: id, token, addressId: a.id });
  }
  const { rows: [loc] } = await db.query('SELECT id FROM stock_locations WHERE is_warehouse ORDER BY id LIMIT 1');
  const { rows: [cat] } = await db.query("SELECT id FROM categories WHERE slug = 'perfumes' LIMIT 1");
  const { rows: [p] } = await db.query(
    `INSERT INTO products (slug, name, name_so, price_cents, category_id) VALUES ($1, 'Cuud — rolling restart', 'Cuud — rolling restart', 2500, $2) RETURNING id, slug`,
    [`restart-${tag}`, cat.id],
  );
  await db.query('INSERT INTO stock (product_id, stock_location_id, quantity) VALUES ($1, $2, 1000000)', [p.id, loc.id]);
  return { shoppers, product: p };
}

const rpc = (params) => JSON.stringify({ jsonrpc: '2.0', method: 'call', id: 1, params });

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must name a PostgreSQL server: bash scripts/with-postgres.sh node scripts/api-restart-check.mjs');
  const started = Date.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-api-restart-'));
  // nginx's workers run as nobody when the master is root: they must reach the temp folders.
  fs.chmodSync(tmp, 0o755);
  const dbName = `suuq_restart_${randomBytes(4).toString('hex')}`;
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${dbName}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const apis = [];
  let nginxPid = 0;
  let db;
  const loads = [];
  try {
    const ports = [await freePort(), await freePort()];
    // One after the other: the first migrates the database and seeds the demo catalogue.
    for (const port of ports) apis.push(await startApi(port, dbUrl.toString()));
    db = new pg.Pool({ connectionString: dbUrl.toString(), max: 2 });
    // The database is dropped WITH (FORCE) at the end: an idle client's 57P01 must not crash this.
    db.on('error', () => undefined);
    const { shoppers, product } = await seed(db);

    const nginxPort = await freePort();
    const origin = `http://127.0.0.1:${nginxPort}`;
    fs.mkdirSync(path.join(tmp, 'www'));
    const shell = { pkg: 'shell', federation: 'shell', root: path.join(tmp, 'www'), listen: `127.0.0.1:${nginxPort}`, origin };
    const generated = nginxConf({ shell, remotes: [], api: apis.map((a) => a.addr), runDir: tmp });
    const plain = `  access_log ${tmp}/access.log;`;
    if (!generated.includes(plain)) throw new Error('deploy/src/nginx-conf.mjs no longer writes the access_log line this check replaces');
    const accessLog = path.join(tmp, 'access.log');
    const conf = path.join(tmp, 'nginx.conf');
    fs.writeFileSync(conf, generated.replace(plain, `  ${LOG_FORMAT}\n  access_log ${accessLog} restart;`));
    const args = ['-p', `${tmp}/`, '-c', conf, '-e', path.join(tmp, 'error.log')];
    execFileSync(NGINX, ['-t', '-q', ...args], { stdio: 'inherit' });
    execFileSync(NGINX, args, { stdio: 'inherit' });
    nginxPid = Number(fs.readFileSync(path.join(tmp, 'nginx.pid'), 'utf8'));
    await until('nginx', async () => (await fetch(`${origin}/api/health`)).ok, 10_000);
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
      const again = await startApi(api.port, dbUrl.toString());
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
    if (problems.length) throw new Error(`requests were lost while the API rolled:\n- ${problems.join('\n- ')}\nnginx errors:\n${fs.readFileSync(path.join(tmp, 'error.log'), 'utf8').split('\n').slice(-15).join('\n')}`);
    log('ok: 0 failed requests while each API process restarted');
  } finally {
    for (const l of loads) l.instance.stop();
    if (nginxPid) {
      try {
        process.kill(nginxPid, 'SIGQUIT');
        await until('nginx stopped', async () => {
          try {
            process.kill(nginxPid, 0);
            return false;
          } catch {
            return true;
          }
        }, 10_000);
      } catch {
        /* already gone */
      }
    }
    await Promise.all(apis.map((a) => a.stop()));
    await db?.end();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
