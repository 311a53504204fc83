// The shop's API as production runs it, for the checks and benchmarks that load it from outside
// (scripts/api-restart-check.mjs, bench/flash.mjs): API processes (`node --import tsx
// src/main.ts`, NODE_ENV=production, no demo settings) on one PostgreSQL, behind Debian's nginx
// with the /api/ upstream of deploy/src/nginx-conf.mjs, and the shoppers and product they buy.
// nginx is an instance of its own (prefix and configuration in the caller's temp folder, never
// the system service) that logs each request in the caller's format. Everything listens on
// 127.0.0.1 and is stopped by its PID.
//
// It lives in scripts/ (developer and test helpers), not deploy/ (release and serving): nothing
// here ships or serves the shop; it starts throwaway copies to measure and check them.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { APPS, ROOT, distOf } from 'deploy/apps';
import { freePort } from 'deploy/free-port';
import { nginxConf } from 'deploy/nginx-conf';

// The API's own PostgreSQL client (the server package's dependency).
const pg = createRequire(path.join(ROOT, 'server/package.json'))('pg');

const NGINX = process.env.SUUQ_NGINX || process.env.BENCH_NGINX || '/usr/sbin/nginx';
/** A fresh database is migrated and seeded by the first process. */
const READY_MS = 180_000;

export const sha256Hex = (s) => createHash('sha256').update(s).digest('hex');

/** Polls `check` until it holds; fails with `what` when `timeoutMs` passes or `gone()` says so. */
/**
 * A database of its own on the PostgreSQL server `serverUrl` names (a check's or a bench's), named
 * `<prefix>_<random>`; `drop()` removes it, connections and all.
 */
export async function scratchDatabase(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  return {
    url,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
      await admin.end();
    },
  };
}

/**
 * The apps' builds in place, each on a free port, named by a release record in `tmp` (the shell
 * and the render service read it), and the render service's three places behind nginx: its own
 * port, nginx's frame listener (the shell's page, never rendered) and its refresh listener. What
 * `nginxConf` needs as `shell`, `remotes`, `render` and `releaseRecord`.
 */
export async function pagesBehindNginx(tmp) {
  const ports = [];
  for (let i = 0; i < APPS.length + 3; i++) ports.push(await freePort());
  const sites = APPS.map((app, i) => ({ pkg: app.pkg, federation: app.federation, root: distOf(app), listen: `127.0.0.1:${ports[i]}`, origin: `http://127.0.0.1:${ports[i]}` }));
  const [framePort, refreshPort, renderPort] = ports.slice(APPS.length);
  const recordDir = path.join(tmp, 'record');
  fs.mkdirSync(recordDir);
  const record = Object.fromEntries(sites.slice(1).map((s) => [s.federation, `${s.origin}/mf-manifest.json`]));
  const recordFile = path.join(recordDir, 'remotes.json');
  fs.writeFileSync(recordFile, JSON.stringify(record));
  const render = { upstream: [`127.0.0.1:${renderPort}`], frameListen: `127.0.0.1:${framePort}`, refreshListen: `127.0.0.1:${refreshPort}` };
  return { sites, framePort, refreshPort, renderPort, recordFile, render, releaseRecord: { file: recordFile, json: record } };
}

export async function until(what, check, timeoutMs, gone = () => false) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (gone()) throw new Error(`${what}: the process exited`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not so after ${timeoutMs / 1000} s`);
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * One API process on `port`, answering /api/health. Its output is kept (the last 40 lines, for an
 * error message) and, with `echo`, shown as it comes. `stop()` sends SIGTERM (SIGKILL after 15 s)
 * and resolves with its exit code or signal.
 * @param {{ port: number, databaseUrl: string, logLevel?: string, env?: Record<string, string>, echo?: boolean }} o
 */
export async function startApi({ port, databaseUrl, logLevel = 'error', env = {}, echo = false }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: logLevel, HOST: '127.0.0.1', ...env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  const keep = (chunk) => {
    if (echo) process.stderr.write(chunk);
    tail.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const api = {
    port,
    pid: child.pid,
    addr: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}`,
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
    await until(`the API on ${port}`, async () => (await fetch(`${api.url}/api/health`)).ok, READY_MS, () => child.exitCode !== null);
  } catch (err) {
    await api.stop();
    throw new Error(`${err.message}\n${tail.join('\n')}`);
  }
  return api;
}

/**
 * nginx in front of `apis` ('127.0.0.1:port' each) on `port`, its files in `dir` (readable by
 * nginx's workers), each request logged to access.log in `logFormat` (`log_format NAME '…';`).
 * `stop()` sends SIGQUIT and waits until it has gone.
 * @param {{ port: number, apis: string[], dir: string, logFormat: string }} o
 */
export async function startNginx({ port, apis, dir, logFormat }) {
  const name = /^log_format (\w+) /.exec(logFormat)?.[1];
  if (!name) throw new Error(`not a log_format line: ${logFormat}`);
  // nginx's workers run as nobody when the master is root: they must reach the folder.
  fs.chmodSync(dir, 0o755);
  const origin = `http://127.0.0.1:${port}`;
  fs.mkdirSync(path.join(dir, 'www'), { recursive: true });
  const shell = { pkg: 'shell', federation: 'shell', root: path.join(dir, 'www'), listen: `127.0.0.1:${port}`, origin };
  const generated = nginxConf({ shell, remotes: [], api: apis, runDir: dir });
  const plain = `  access_log ${dir}/access.log;`;
  if (!generated.includes(plain)) throw new Error('deploy/src/nginx-conf.mjs no longer writes the access_log line this helper replaces');
  const accessLog = path.join(dir, 'access.log');
  const errorLog = path.join(dir, 'error.log');
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, generated.replace(plain, `  ${logFormat}\n  access_log ${accessLog} ${name};`));
  const args = ['-p', `${dir}/`, '-c', conf, '-e', errorLog];
  execFileSync(NGINX, ['-t', '-q', ...args], { stdio: 'inherit' });
  execFileSync(NGINX, args, { stdio: 'inherit' });
  const pid = Number(fs.readFileSync(path.join(dir, 'nginx.pid'), 'utf8'));
  const stop = async () => {
    try {
      process.kill(pid, 'SIGQUIT');
      await until('nginx stopped', async () => !alive(pid), 10_000);
    } catch {
      /* already gone */
    }
  };
  try {
    await until('nginx', async () => (await fetch(`${origin}/api/health`)).ok, 10_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { origin, pid, accessLog, errorLog, stop };
}

/**
 * `n` accounts with a live session (the token's SHA-256, as auth/sessions.ts keeps it) and a
 * default address, written in a few statements; with `walletCents`, each topped up by that much
 * before (a recharge in the ledger, as wallet/ledger.ts posts one). `label` names them
 * ('Flash shopper 12', flash12-…@label.suuq.so).
 * @returns {Promise<{ userId: number, token: string, addressId: number }[]>}
 */
export async function seedShoppers(db, n, { label, walletCents = 0 }) {
  const tag = randomBytes(3).toString('hex');
  const word = label.toLowerCase();
  const { rows: users } = await db.query(
    `INSERT INTO users (name, email, dial_code, phone, full_phone, password_hash, verified_at)
     SELECT $3 || ' shopper ' || g, $4 || g || '-' || $2 || '@' || $4 || '.suuq.so', '+252', '7' || lpad(g::text, 8, '0'),
            '+2527' || lpad(g::text, 8, '0'), 'never logs in', now()
     FROM generate_series(1, $1) g RETURNING id`,
    [n, tag, label, word],
  );
  const ids = users.map((u) => u.id);
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) SELECT u, t, now() + interval '24 hours' FROM unnest($1::int[], $2::text[]) AS x(u, t)`,
    [ids, tokens.map(sha256Hex)],
  );
  const { rows: addresses } = await db.query(
    `INSERT INTO addresses (user_id, country, region, city, district, details, phone, is_default)
     SELECT u, 'Somalia', 'Banadir', 'Muqdisho', 'Hodan', 'Maka Al Mukarama road', '', true FROM unnest($1::int[]) AS u
     RETURNING id, user_id`,
    [ids],
  );
  if (walletCents) {
    await db.query(`INSERT INTO wallets (user_id, balance_cents) SELECT u, $2 FROM unnest($1::int[]) AS u`, [ids, walletCents]);
    await db.query(
      `INSERT INTO wallet_entries (user_id, kind, amount_cents, balance_after_cents, description)
       SELECT u, 'recharge', $2, $2, 'Topped up before the test' FROM unnest($1::int[]) AS u`,
      [ids, walletCents],
    );
  }
  const addressOf = new Map(addresses.map((a) => [a.user_id, a.id]));
  return ids.map((id, i) => ({ userId: id, token: tokens[i], addressId: addressOf.get(id) }));
}

/** A perfume of the demo catalogue named `name`, $25, with `units` at the main warehouse. */
export async function seedProduct(db, name, units) {
  const { rows: [loc] } = await db.query('SELECT id FROM stock_locations WHERE is_warehouse ORDER BY id LIMIT 1');
  const { rows: [cat] } = await db.query("SELECT id FROM categories WHERE slug = 'perfumes' LIMIT 1");
  const { rows: [p] } = await db.query(
    `INSERT INTO products (slug, name, name_so, price_cents, category_id) VALUES ($1, $2, $2, 2500, $3) RETURNING id, slug`,
    [`test-${randomUUID()}`, name, cat.id],
  );
  await db.query('INSERT INTO stock (product_id, stock_location_id, quantity) VALUES ($1, $2, $3)', [p.id, loc.id, units]);
  return { productId: p.id, slug: p.slug, locationId: loc.id };
}
