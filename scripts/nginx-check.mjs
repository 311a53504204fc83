#!/usr/bin/env node
// CI: Debian's nginx with the generated configuration (deploy/src/nginx-conf.mjs) in front of the
// production builds, published as releases (deploy/src/releases.mjs) into a temporary releases
// folder, and one API process (PGlite in a temporary folder): /home must render through it in
// Chromium, its scripts loaded from the releases' folders, with the security headers present and
// no CSP violation. Everything listens on
// free ports of 127.0.0.1, lives in a temporary folder, and is stopped by its PID at the end.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { APPS, ROOT, distOf } from 'deploy/apps';
import { nginxConf } from 'deploy/nginx-conf';
import { goLive, publish } from 'deploy/releases';

const CHROMIUM_ARGS = [
  '--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run',
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer().once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function until(what, check, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
}

function fail(message) {
  throw new Error(message);
}

async function main() {
  for (const app of APPS) if (!fs.existsSync(path.join(distOf(app), 'index.html'))) fail(`${app.pkg} is not built`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-nginx-'));
  // Workers of a master started as root run as nobody: they must reach their temp folders.
  fs.chmodSync(tmp, 0o755);
  const stops = [];
  try {
    const apiPort = await freePort();
    const api = spawn(path.join(ROOT, 'server/node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: path.join(ROOT, 'server'),
      env: { ...process.env, PORT: String(apiPort), DATA_DIR: path.join(tmp, 'data'), NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: undefined },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    stops.push(() => api.exitCode === null && api.kill('SIGTERM'));
    await until('the API', async () => api.exitCode === null && (await fetch(`http://127.0.0.1:${apiPort}/api/health`)).ok, 90_000);

    const ports = await Promise.all(APPS.map(() => freePort()));
    const sites = APPS.map((app, i) => ({
      pkg: app.pkg,
      federation: app.federation,
      root: distOf(app),
      listen: `127.0.0.1:${ports[i]}`,
      origin: `http://127.0.0.1:${ports[i]}`,
    }));
    // Every app's build, released as `pnpm release` would (without building or testing again).
    const releases = path.join(tmp, 'releases');
    for (const [i, app] of APPS.entries()) {
      const pkgVersion = JSON.parse(fs.readFileSync(path.join(ROOT, app.pkg, 'package.json'), 'utf8')).version;
      const { version } = publish({ pkg: app.pkg, distDir: distOf(app), dir: releases, pkgVersion });
      goLive({ pkg: app.pkg, version, dir: releases, origin: sites[i].origin });
    }
    execFileSync('chmod', ['-R', 'a+rX', releases]);
    const conf = path.join(tmp, 'nginx.conf');
    fs.writeFileSync(conf, nginxConf({ shell: sites[0], remotes: sites.slice(1), api: [`127.0.0.1:${apiPort}`], runDir: tmp, releases }));
    const nginx = ['-p', `${tmp}/`, '-c', conf, '-e', path.join(tmp, 'error.log')];
    execFileSync('nginx', ['-t', '-q', ...nginx], { stdio: 'inherit' });
    execFileSync('nginx', nginx, { stdio: 'inherit' });
    const pid = Number(fs.readFileSync(path.join(tmp, 'nginx.pid'), 'utf8'));
    stops.push(() => process.kill(pid, 'SIGQUIT'));

    const shell = sites[0].origin;
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    stops.push(() => browser.close());
    const page = await browser.newPage();
    const logged = [];
    page.on('console', (m) => /Content Security Policy|Permissions-Policy/.test(m.text()) && logged.push(m.text()));
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI}`));
    });
    const chunks = [];
    page.on('response', (r) => /\.[0-9a-f]{10}\.js$/.test(r.url()) && chunks.push(r.url()));
    const res = await page.goto(`${shell}/home`);
    await page.locator('main a[href^="/product/"]').first().waitFor({ timeout: 30_000 });

    const problems = [];
    const expectHeaders = (what, headers, wanted) => {
      for (const [name, value] of Object.entries(wanted)) {
        const got = headers[name];
        if (value instanceof RegExp ? !value.test(got ?? '') : got !== value) problems.push(`${what}: ${name} is ${got ?? 'missing'}`);
      }
    };
    const common = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'permissions-policy': /camera=\(\)/ };
    expectHeaders('/home', res.headers(), { ...common, 'content-security-policy': new RegExp(`script-src 'self'[^;]* ${sites[1].origin}[ ;]`), 'cache-control': 'no-cache' });
    const record = await (await page.request.get(`${shell}/remotes.json`)).json();
    // The page carries the record itself, filled by nginx's SSI at serve time (releaseRecordSlot.mjs).
    const inlined = await page.evaluate(() => document.getElementById('suuq-release-record')?.textContent ?? null);
    let inlinedRecord = null;
    try {
      inlinedRecord = JSON.parse(inlined ?? '');
    } catch {
      /* reported below */
    }
    if (JSON.stringify(inlinedRecord) !== JSON.stringify(record)) problems.push(`the page's inlined release record is ${inlined} (remotes.json: ${JSON.stringify(record)})`);
    const entry = await page.request.get(record.mf_catalogue.replace('mf-manifest.json', 'remoteEntry.js'));
    expectHeaders('remoteEntry.js', entry.headers(), { ...common, 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin', 'cache-control': 'no-cache' });
    if (!chunks.length) problems.push('no hashed chunk was loaded');
    else if (!chunks.every((c) => new URL(c).pathname.startsWith('/releases/'))) problems.push(`chunks loaded outside the releases' folders: ${chunks.join(', ')}`);
    else expectHeaders('a hashed chunk', (await page.request.get(chunks[0], { headers: { 'accept-encoding': 'gzip' } })).headers(), { ...common, 'cache-control': /immutable/, 'content-encoding': 'gzip' });
    const call = await page.request.post(`${shell}/api/categories`, { data: { jsonrpc: '2.0', method: 'call', params: {}, id: 1 } });
    if (!call.ok()) problems.push(`/api/categories through nginx answered ${call.status()}`);
    expectHeaders('/api/categories', call.headers(), { 'content-security-policy': /^default-src 'none'/, 'referrer-policy': 'no-referrer', 'permissions-policy': /camera=\(\)/ });
    const unknown = await page.request.get(`${shell}/api/no-such-call`);
    expectHeaders('an /api/ 404', unknown.headers(), { 'permissions-policy': /camera=\(\)/, 'x-content-type-options': 'nosniff' });
    // A body over nginx's limit: the API-shaped 413 with a message, read in full (no reset).
    const big = await page.request.post(`${shell}/api/categories`, { headers: { 'content-type': 'application/json' }, data: Buffer.alloc(10 * 1024 * 1024, 0x61) });
    if (big.status() !== 413) problems.push(`a 10 MB body through nginx answered ${big.status()}`);
    else if (!/Request too large/.test((await big.json().catch(() => ({})))?.error?.message ?? '')) problems.push(`a 10 MB body through nginx: ${await big.text()}`);
    expectHeaders('an /api/ 413', big.headers(), { 'permissions-policy': /camera=\(\)/ });
    const missing = await page.request.get(`${shell}/no-such-chunk.0123456789.js`);
    expectHeaders('a 404', missing.headers(), { 'x-content-type-options': 'nosniff' });
    if (missing.status() !== 404) problems.push(`a missing chunk answered ${missing.status()}`);
    // What search engines read: answered by the API through the shell's origin, URLs on that origin.
    const robots = await page.request.get(`${shell}/robots.txt`);
    if (!/^text\/plain/.test(robots.headers()['content-type'] ?? '')) problems.push(`/robots.txt through nginx: ${robots.status()} ${robots.headers()['content-type']}`);
    else if (!(await robots.text()).includes(`Sitemap: ${shell}/sitemap.xml`)) problems.push(`/robots.txt through nginx names no ${shell}/sitemap.xml`);
    const sitemap = await page.request.get(`${shell}/sitemap.xml`, { headers: { 'accept-encoding': 'gzip' } });
    if (!/^application\/xml/.test(sitemap.headers()['content-type'] ?? '')) problems.push(`/sitemap.xml through nginx: ${sitemap.status()} ${sitemap.headers()['content-type']}`);
    else if (!(await sitemap.text()).includes(`<loc>${shell}/product/`)) problems.push(`/sitemap.xml through nginx lists no product on ${shell}`);
    expectHeaders('/sitemap.xml', sitemap.headers(), { 'cache-control': 'public, max-age=3600', 'content-encoding': 'gzip' });
    const violations = [...(await page.evaluate(() => window.__cspViolations)), ...logged];
    problems.push(...violations.map((v) => `refused by the policy: ${v}`));

    if (problems.length) fail(`nginx check failed:\n  ${problems.join('\n  ')}`);
    console.log(`nginx ${shell}/home renders with the security headers and no CSP violation`);
  } finally {
    for (const stop of stops.reverse()) await Promise.resolve().then(stop).catch(() => {});
    // Give nginx and the API their moment to exit before their folder goes.
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exit(1);
});
