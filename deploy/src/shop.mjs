#!/usr/bin/env node
// Starts the whole shop as it is deployed: the API (PGlite in .data/ unless DATABASE_URL is set)
// and the shell and the four remotes, each on its own origin, from their production builds.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, API_PORT, REMOTES, ROOT, distOf } from './apps.mjs';
import { remoteOriginsOf, securityHeaders } from './securityHeaders.mjs';
import { startStaticHost } from './staticHost.mjs';

const HOST = process.env.HOST || '127.0.0.1';

export function remotesJsonFor(req) {
  // The page's own host name, so the shop works as 127.0.0.1 and as localhost alike.
  const hostname = (req.headers.host || HOST).replace(/:\d+$/, '');
  return Object.fromEntries(REMOTES.map((r) => [r.federation, `http://${hostname}:${r.port}/mf-manifest.json`]));
}

/** The security headers of an app's origin; the shell's CSP names the remotes its remotes.json names. */
export function headersFor(app) {
  if (app.pkg !== 'shell') return () => securityHeaders({ role: 'remote' });
  return (req) => securityHeaders({ role: 'shell', remoteOrigins: remoteOriginsOf(remotesJsonFor(req)) });
}

async function waitForApi(child, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the API server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${API_PORT}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the API server did not answer /api/health in time');
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
  for (const app of APPS) {
    if (!fs.existsSync(path.join(distOf(app), 'index.html'))) {
      console.error(`${app.pkg} is not built: run \`pnpm build\` first (or \`npm start\`, which builds).`);
      process.exit(1);
    }
  }
  const api = startApi();
  const stop = () => {
    api.kill('SIGTERM');
    setTimeout(() => process.exit(0), 1500).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  api.on('exit', (code) => {
    console.error(`API server stopped (${code})`);
    process.exit(code ?? 1);
  });
  await waitForApi(api);
  for (const app of APPS) {
    await startStaticHost({
      root: distOf(app),
      port: app.port,
      host: HOST,
      apiPort: API_PORT,
      dynamic: app.pkg === 'shell' ? { '/remotes.json': remotesJsonFor } : undefined,
      headers: headersFor(app),
    });
    console.log(`  ${app.pkg.padEnd(13)} http://${HOST}:${app.port}/`);
  }
  console.log(`\nSuuq is open at http://${HOST}:${APPS[0].port}/home  (API on :${API_PORT}; Ctrl-C stops)\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
