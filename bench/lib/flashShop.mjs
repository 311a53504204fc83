// The shop's API as production runs it, for the flash sale bench (bench/flash.mjs): two API
// processes (`node --import tsx src/main.ts`, NODE_ENV=production, no demo settings) on one
// PostgreSQL, behind Debian's nginx with the /api/ upstream of deploy/src/nginx-conf.mjs. nginx
// is an instance of its own (prefix and configuration in a temp folder, never the system
// service) and logs each request's total and upstream time. Everything listens on 127.0.0.1 and
// stops by its PID with close().
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from 'deploy/apps';
import { nginxConf } from 'deploy/nginx-conf';
import { stopChild, waitForHttp } from './proc.mjs';

const NGINX = process.env.BENCH_NGINX || '/usr/sbin/nginx';
/** One line per request: what the shopper waited at nginx and what the API process took. */
const TIMED_LOG = "log_format flash '$status $request_time $upstream_response_time $upstream_addr $request_uri';";

const portFree = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** Parses nginx's flash log: [{ status, total, upstream, api }] in ms (upstream null when none). */
export function readTimedLog(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [status, total, upstream, api, uri] = line.split(' ');
      // A retried upstream logs "0.010, 0.020": the shopper's request went to two processes.
      const up = upstream === '-' ? null : upstream.split(',').reduce((s, x) => s + Number(x.trim()), 0);
      return { status: Number(status), total: Number(total) * 1000, upstream: up === null ? null : up * 1000, api, uri };
    });
}

/**
 * @param {{ databaseUrl: string, ports: { nginx: number, apis: number[] }, env?: Record<string, string> }} o
 * @returns {Promise<{ origin: string, apis: { url: string, pid: number }[], nginxPid: number, accessLog: string, errorLog: string, close(): Promise<void> }>}
 */
export async function startFlashShop({ databaseUrl, ports, env = {} }) {
  for (const port of [ports.nginx, ...ports.apis]) {
    if (!(await portFree(port))) throw new Error(`port ${port} is in use: set BENCH_FLASH_PORT to a free range`);
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-bench-flash-'));
  // nginx's workers run as nobody when the master is root: they must reach the temp folders.
  fs.chmodSync(tmp, 0o755);
  const children = [];
  let nginxPid = 0;
  const close = async () => {
    if (nginxPid) {
      try {
        process.kill(nginxPid, 'SIGQUIT');
        for (let i = 0; i < 50 && alive(nginxPid); i++) await new Promise((r) => setTimeout(r, 100));
      } catch {
        /* already gone */
      }
    }
    await Promise.all(children.map((c) => stopChild(c, 15_000)));
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    const apis = [];
    // One after the other: the first migrates the database and seeds the demo catalogue.
    for (const port of ports.apis) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: path.join(ROOT, 'server'),
        env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, DATABASE_URL: databaseUrl, PORT: String(port) },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      await waitForHttp(`${url}/api/health`, child, 180_000);
      apis.push({ url, pid: child.pid });
    }

    const origin = `http://127.0.0.1:${ports.nginx}`;
    fs.mkdirSync(path.join(tmp, 'www'));
    const shell = { pkg: 'shell', federation: 'shell', root: path.join(tmp, 'www'), listen: `127.0.0.1:${ports.nginx}`, origin };
    const generated = nginxConf({ shell, remotes: [], api: ports.apis.map((p) => `127.0.0.1:${p}`), runDir: tmp });
    const accessLog = path.join(tmp, 'access.log');
    const plain = `  access_log ${tmp}/access.log;`;
    if (!generated.includes(plain)) throw new Error('deploy/src/nginx-conf.mjs no longer writes the access_log line this bench replaces');
    const conf = path.join(tmp, 'nginx.conf');
    fs.writeFileSync(conf, generated.replace(plain, `  ${TIMED_LOG}\n  access_log ${accessLog} flash;`));
    const args = ['-p', `${tmp}/`, '-c', conf, '-e', path.join(tmp, 'error.log')];
    execFileSync(NGINX, ['-t', '-q', ...args], { stdio: 'inherit' });
    execFileSync(NGINX, args, { stdio: 'inherit' });
    nginxPid = Number(fs.readFileSync(path.join(tmp, 'nginx.pid'), 'utf8'));
    await waitForHttp(`${origin}/api/health`, null, 10_000);
    return { origin, apis, nginxPid, accessLog, errorLog: path.join(tmp, 'error.log'), close };
  } catch (err) {
    await close();
    throw err;
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
