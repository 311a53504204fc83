// The shop's API as production runs it, for the flash sale bench (bench/flash.mjs): two API
// processes on one PostgreSQL behind Debian's nginx, started by scripts/lib/nginxShop.mjs (as the
// rolling-restart check starts them), with nginx logging each request's total and upstream time.
// Everything listens on 127.0.0.1 and stops by its PID with close().
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startApi, startNginx } from '../../scripts/lib/nginxShop.mjs';

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
  const apis = [];
  let nginx = null;
  const close = async () => {
    await nginx?.stop();
    await Promise.all(apis.map((a) => a.stop()));
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    // One after the other: the first migrates the database and seeds the demo catalogue.
    for (const port of ports.apis) apis.push(await startApi({ port, databaseUrl, logLevel: 'warn', env, echo: true }));
    nginx = await startNginx({ port: ports.nginx, apis: apis.map((a) => a.addr), dir: tmp, logFormat: TIMED_LOG });
    return { origin: nginx.origin, apis: apis.map((a) => ({ url: a.url, pid: a.pid })), nginxPid: nginx.pid, accessLog: nginx.accessLog, errorLog: nginx.errorLog, close };
  } catch (err) {
    await close();
    throw err;
  }
}
