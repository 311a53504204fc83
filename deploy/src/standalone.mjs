#!/usr/bin/env node
// `pnpm --filter mf-<name> start`: one remote alone, in its harness page, on its own origin,
// with the real API (started here unless one already answers on the API port).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_PORT, REMOTES, ROOT, distOf } from './apps.mjs';
import { headersFor, startApi, waitForApi } from './shop.mjs';
import { startStaticHost } from './staticHost.mjs';

const name = process.argv[2];
const app = REMOTES.find((r) => r.pkg === name);
if (!app) {
  console.error(`usage: standalone.mjs <${REMOTES.map((r) => r.pkg).join('|')}>`);
  process.exit(2);
}
if (!fs.existsSync(path.join(distOf(app), 'index.html'))) {
  console.log(`Building ${name}…`);
  execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: path.join(ROOT, name), stdio: 'inherit' });
}
const apiUp = await fetch(`http://127.0.0.1:${API_PORT}/api/health`).then((r) => r.ok, () => false);
if (!apiUp) {
  const api = startApi();
  process.on('SIGINT', () => api.kill('SIGTERM'));
  process.on('SIGTERM', () => api.kill('SIGTERM'));
  // The page is served once the API answers: a first start migrates and seeds a fresh database,
  // and a page opened before that shows no products.
  await waitForApi(api);
}
await startStaticHost({ root: distOf(app), port: app.port, apiPort: API_PORT, headers: headersFor(app) });
console.log(`${name} standalone: http://127.0.0.1:${app.port}/  (event log on the right)`);
