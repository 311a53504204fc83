#!/usr/bin/env node
// Starts the whole shop as it is deployed: the API (PGlite in .data/ unless DATABASE_URL is set)
// and the shell and the four remotes, each on its own origin, from their production builds, with
// the release record as a file the shell reads at /remotes.json:
// - by default every app is served from its build in place (`npm start` builds them all) and the
//   record (.tmp/shop/remotes.json) is written once at start, naming each remote's origin;
// - with SUUQ_RELEASES=<folder> (`pnpm release` writes it), every app is served from its releases
//   (staticHost.mjs `locate`) and /remotes.json is the record the release tool keeps.
// The shop's pages go through the render service (render/), started and restarted here:
// the shell's origin (3000) asks it for each page and serves the frame itself when it fails.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, API_PORT, REMOTES, ROOT, distOf } from './apps.mjs';
import { REMOTES_JSON } from './releases.mjs';
import { remoteOriginsOf, securityHeaders } from './securityHeaders.mjs';
import { startStaticHost } from './staticHost.mjs';

const HOST = process.env.HOST || '127.0.0.1';

/** The record of builds served in place: each remote's manifest at the root of its origin. */
export function buildsRecord(host = HOST, ports = {}) {
  return Object.fromEntries(REMOTES.map((r) => [r.federation, `http://${host}:${ports[r.pkg] ?? r.port}/mf-manifest.json`]));
}

/** Writes the record of builds served in place once, for the shell's /remotes.json. */
export function writeBuildsRecord(file = path.join(ROOT, '.tmp/shop/remotes.json'), host = HOST, ports = {}) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(buildsRecord(host, ports), null, 2)}\n`);
  fs.renameSync(tmp, file);
  return file;
}

/**
 * The security headers of an app's origin; the shell's CSP names the remotes its release record
 * (the remotes.json file) names, read again at every request: a release may add an origin.
 */
export function headersFor(app, recordFile) {
  if (app.pkg !== 'shell') return () => securityHeaders({ role: 'remote' });
  return () => {
    const record = recordFile && fs.existsSync(recordFile) ? JSON.parse(fs.readFileSync(recordFile, 'utf8')) : {};
    return securityHeaders({ role: 'shell', remoteOrigins: remoteOriginsOf(record) });
  };
}

/** The record file's text, or null while there is none (the page then asks /remotes.json). */
export function readRecordText(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * One static host per app, on the given ports: from the builds in place, or from the releases in
 * `releasesDir` (each app's live release at its origin's root, every release at /releases/<app>/…).
 * @param {{ ports?: Record<string, number>, host?: string, apiPort?: number, releasesDir?: string, recordFile?: string }} o
 */
export async function startStaticHosts({ ports = {}, host = HOST, apiPort = API_PORT, releasesDir, recordFile, render } = {}) {
  const record = releasesDir ? path.join(releasesDir, REMOTES_JSON) : (recordFile ?? writeBuildsRecord(undefined, host, ports));
  const servers = [];
  const optionsOf = (app) => ({
    ...(releasesDir ? { releases: { dir: releasesDir, app: app.pkg } } : { root: distOf(app) }),
    host,
    apiPort,
    files: app.pkg === 'shell' ? { '/remotes.json': record } : undefined,
    // The shell's page carries the record too, read at each request (releaseRecordSlot.mjs).
    recordSlot: app.pkg === 'shell' ? () => readRecordText(record) : undefined,
    // The sitemap and robots.txt are the shop's, on its own origin: the API answers them.
    crawlers: app.pkg === 'shell',
    headers: headersFor(app, record),
  });
  for (const app of APPS) {
    // With the render service: the shell's pages go through it, and it reads the shell's page
    // from the frame host (the same files on render.framePort), never back through itself.
    const pages = app.pkg === 'shell' && render ? { render: { origin: `http://127.0.0.1:${render.port}` } } : {};
    servers.push(await startStaticHost({ ...optionsOf(app), ...pages, port: ports[app.pkg] ?? app.port }));
  }
  if (render) servers.push(await startStaticHost({ ...optionsOf(APPS[0]), host: '127.0.0.1', port: render.framePort }));
  return servers;
}

/** The render service of `npm start` (render/src/main.mjs) and the shell's frame host it reads. */
export const RENDER = { port: Number(process.env.RENDER_PORT || 3100), framePort: Number(process.env.SHELL_FRAME_PORT || 3010) };
/** Where `npm start` writes the render service's PID (the browser test of its failure stops it). */
export const RENDER_PID_FILE = path.join(ROOT, '.tmp/shop/render.pid');

/**
 * The render service in front of the shell's pages, restarted a second after it stops: meanwhile
 * (and if it cannot start at all) the shell's static host serves the frame as before it existed.
 * @returns {{ stop: () => void }}
 */
export function superviseRenderService({ releasesDir, render = RENDER } = {}) {
  let child = null;
  let stopping = false;
  const start = () => {
    child = spawn(process.execPath, [path.join(ROOT, 'render/src/main.mjs')], {
      env: {
        ...process.env,
        RENDER_PORT: String(render.port),
        RENDER_UPSTREAM: `http://127.0.0.1:${render.framePort}`,
        RENDER_API_ORIGIN: `http://127.0.0.1:${API_PORT}`,
        ...(releasesDir ? { SUUQ_RELEASES: releasesDir } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    fs.mkdirSync(path.dirname(RENDER_PID_FILE), { recursive: true });
    fs.writeFileSync(RENDER_PID_FILE, String(child.pid));
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`render service stopped (${code ?? signal}): the shop serves the frame; starting it again in 1 s`);
      setTimeout(start, 1000).unref();
    });
  };
  start();
  return {
    stop() {
      stopping = true;
      child?.kill('SIGTERM');
    },
  };
}

export async function waitForApi(child, timeoutMs = 120_000, port = API_PORT) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the API server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the API server did not answer /api/health in time');
}

/** The local WaafiPay sandbox of the demo shop (server/src/payments/sandbox.ts): its fixed port. */
export const SANDBOX_PORT = Number(process.env.WAAFIPAY_SANDBOX_PORT || 4010);

/**
 * Demo mode only (SUUQ_DEMO, on by default in this launcher) and only when no real gateway is
 * configured (WAAFIPAY_BASE_URL unset): mobile money goes to the sandbox on SANDBOX_PORT, which
 * signs its callbacks with a secret made for this run. Answers the API's env for it, or null.
 * Numbers ending 5310 are declined, 5206 cancelled, 9999 time out then approve, 2222 answer twice.
 */
export function startPaymentSandbox() {
  if ((process.env.SUUQ_DEMO ?? '1') !== '1' || process.env.WAAFIPAY_BASE_URL) return null;
  const creds = { WAAFIPAY_MERCHANT_UID: 'M-DEMO', WAAFIPAY_API_USER_ID: 'DEMO-USER', WAAFIPAY_API_KEY: 'demo-sandbox-key' };
  const secret = randomBytes(24).toString('hex');
  const child = spawn(path.join(ROOT, 'server/node_modules/.bin/tsx'), ['src/payments/sandbox-cli.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: {
      SANDBOX_APPROVE_DELAY_MS: '2000',
      SANDBOX_TIMEOUT_HOLD_MS: '20000',
      ...process.env,
      ...creds,
      WAAFIPAY_SANDBOX_PORT: String(SANDBOX_PORT),
      PAYMENT_CALLBACK_URL: `http://127.0.0.1:${API_PORT}/api/payments/callback`,
      PAYMENT_CALLBACK_SECRET: secret,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const apiEnv = {
    // A prompt waits 8 s in the demo; a timed-out one is checked again 5 s later, then backing off.
    PAYMENT_WAIT_MS: process.env.PAYMENT_WAIT_MS || '8000',
    PAYMENT_CHECK_BASE_MS: process.env.PAYMENT_CHECK_BASE_MS || '5000',
    ...creds,
    WAAFIPAY_BASE_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
    PAYMENT_CALLBACK_SECRET: secret,
  };
  return { child, apiEnv };
}

export function startApi(env = {}) {
  const tsx = path.join(ROOT, 'server/node_modules/.bin/tsx');
  return spawn(tsx, ['src/main.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: {
      PORT: String(API_PORT),
      NODE_ENV: 'production',
      // This launcher runs the local demo shop: the seeded test account ('Use Test Account') and
      // the message outbox (codes readable without a phone, from this machine only) are on unless
      // switched off. SUUQ_DEMO=1 says this production-mode server is a demo shop; the server
      // refuses the outbox on any other host than loopback. A real deployment starts the server
      // itself, without them.
      SUUQ_DEMO: '1',
      SUUQ_DEMO_ACCOUNT: '1',
      SUUQ_DEMO_OUTBOX: '1',
      ...process.env,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function main() {
  const releasesDir = process.env.SUUQ_RELEASES ? path.resolve(process.env.SUUQ_RELEASES) : undefined;
  for (const app of APPS) {
    const live = releasesDir ? path.join(releasesDir, app.pkg, 'current', 'index.html') : path.join(distOf(app), 'index.html');
    if (!fs.existsSync(live)) {
      console.error(releasesDir ? `${app.pkg} has no live release in ${releasesDir}: \`pnpm release ${app.pkg}\`.` : `${app.pkg} is not built: run \`pnpm build\` first (or \`npm start\`, which builds).`);
      process.exit(1);
    }
  }
  const sandbox = startPaymentSandbox();
  const api = startApi(sandbox?.apiEnv ?? {});
  let renderService = null;
  const stop = () => {
    sandbox?.child.kill('SIGTERM');
    renderService?.stop();
    api.kill('SIGTERM');
    setTimeout(() => process.exit(0), 1500).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  api.on('exit', (code) => {
    sandbox?.child.kill('SIGTERM');
    console.error(`API server stopped (${code})`);
    process.exit(code ?? 1);
  });
  await waitForApi(api);
  // SUUQ_RENDER=0: the shell's page for every route, without the render service.
  const render = process.env.SUUQ_RENDER === '0' ? undefined : RENDER;
  await startStaticHosts({ releasesDir, render });
  if (render) renderService = superviseRenderService({ releasesDir, render });
  for (const app of APPS) console.log(`  ${app.pkg.padEnd(13)} http://${HOST}:${app.port}/`);
  if (render) console.log(`  ${'render'.padEnd(13)} http://127.0.0.1:${render.port}/ in front of the shell's pages (its frame on :${render.framePort})`);
  if (releasesDir) console.log(`\n  serving the releases of ${releasesDir}`);
  console.log(`\nSuuq is open at http://${HOST}:${APPS[0].port}/home  (API on :${API_PORT}; Ctrl-C stops)\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
