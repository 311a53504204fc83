#!/usr/bin/env node
// `pnpm --filter mf-<name> start`: one remote alone, in its harness page, on its own origin,
// with the real API (started here unless one already answers on the API port).
//   --port <n>      the remote's origin (default: its usual port); 0: a port the system picks
//   --api-port <n>  0: always start an API of its own on a port the system picks, never use one
//                   that runs already (the team's browser test: it tests this build with this
//                   source's API, whatever else runs on the machine)
//   --dist <dir>    serve this build instead of <remote>/dist (a test's copy of a build)
// Prints `<name> standalone: <origin>/` once the page is served.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_PORT, REMOTES, ROOT, distOf } from './apps.mjs';
import { freePort } from './freePort.mjs';
import { headersFor, startApi, waitForApi } from './shop.mjs';
import { startStaticHost } from './staticHost.mjs';

const [name, ...rest] = process.argv.slice(2);
const option = (flag) => {
  const at = rest.indexOf(flag);
  return at >= 0 ? rest[at + 1] : undefined;
};
const app = REMOTES.find((r) => r.pkg === name);
if (!app) {
  console.error(`usage: standalone.mjs <${REMOTES.map((r) => r.pkg).join('|')}> [--port <n>] [--api-port 0] [--dist <dir>]`);
  process.exit(2);
}
const dist = option('--dist') ? path.resolve(option('--dist')) : distOf(app);
const port = Number(option('--port') ?? app.port);
const ownApi = option('--api-port') === '0';

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  if (option('--dist')) throw new Error(`${dist} holds no build (index.html)`);
  console.log(`Building ${name}…`);
  execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: path.join(ROOT, name), stdio: 'inherit' });
}

let apiPort = API_PORT;
const apiUp = !ownApi && (await fetch(`http://127.0.0.1:${API_PORT}/api/health`).then((r) => r.ok, () => false));
if (!apiUp) {
  if (ownApi) apiPort = await freePort();
  const api = startApi({ PORT: String(apiPort) });
  const stop = () => {
    api.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  api.on('exit', (code) => {
    console.error(`${name} standalone: its API stopped (${code})`);
    process.exit(code ?? 1);
  });
  // The page is served once the API answers: a first start migrates and seeds a fresh database,
  // and a page opened before that shows no products.
  await waitForApi(api, 120_000, apiPort);
}
const server = await startStaticHost({ root: dist, port, apiPort, headers: headersFor(app) });
console.log(`${name} standalone: http://127.0.0.1:${server.address().port}/  (event log on the right)`);
