#!/usr/bin/env node
// First-load JavaScript of /home, from the production builds, measured in Chromium.
// Serves the five dists as the shop does (deploy/src/staticHost.mjs: gzip, one origin each) on
// bench ports, with the API on a fresh PGlite, opens /home in a new browser context (empty
// cache) and records every script response (bench/lib/firstLoad.mjs says what counts as first
// load, by a neutral rule: every script until the network has been idle for 2 s, no input).
// Each chunk's gzip bytes are split over its sources by source map.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { APPS, ROOT, distOf } from 'deploy/apps';
import { startStaticHost } from 'deploy/static-host';
import { GROUPS, groupOf } from './lib/attribute.mjs';
import { textBySource } from './lib/sourcemap.mjs';
import { stopChild, waitForHttp } from './lib/proc.mjs';
import { recordFirstLoad } from './lib/firstLoad.mjs';

const PORT_BASE = Number(process.env.BENCH_WEB_PORT || 4440);
const API_PORT = PORT_BASE;
const RUNS = Number(process.env.BENCH_FIRST_LOAD_RUNS || 3);
const OUT = path.join(ROOT, '.tmp/bench/first-load.json');
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run',
  ],
};

// BENCH_DIST: a folder holding one build per app (bench/run.sh builds there, so the apps' own
// dist folders, which other runs may be serving, are left alone); default: each app's dist.
const distFor = (app) => (process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST, app.pkg) : distOf(app));
const apps = APPS.map((a, i) => ({ ...a, benchPort: PORT_BASE + 1 + i }));

function attribute(app, file, gzBytes) {
  const code = fs.readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  const isEntry = path.basename(file) === 'remoteEntry.js';
  const parts = {};
  const add = (group, item, bytes) => {
    parts[group] ??= {};
    parts[group][item] = (parts[group][item] ?? 0) + bytes;
  };
  if (!fs.existsSync(mapFile)) {
    add(isEntry ? 'mf runtime + remote entries' : 'other', path.basename(file), gzBytes);
    return parts;
  }
  // Each source's code gzipped alone, then scaled so the parts add up to the bytes sent: a
  // minified library compresses worse than a run of repetitive glue, so bytes follow content.
  const texts = textBySource(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  const alone = [...texts].map(([source, text]) => [source, zlib.gzipSync(text, { level: 9 }).length]);
  const total = alone.reduce((a, [, n]) => a + n, 0) || 1;
  for (const [source, n] of alone) {
    const { group, item } = groupOf(source, app.pkg, isEntry);
    add(group, item, (gzBytes * n) / total);
  }
  return parts;
}

async function measureOnce(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const run = await recordFirstLoad(await context.newPage(), `http://127.0.0.1:${apps[0].benchPort}/home`);
  await context.close();
  return run;
}

function summarise(run) {
  const byPort = new Map(apps.map((a) => [a.benchPort, a]));
  const files = [];
  for (const s of run.scripts) {
    const url = new URL(s.url);
    const app = byPort.get(Number(url.port));
    if (!app) continue;
    const file = path.join(distFor(app), url.pathname);
    const before = s.before;
    const parts = attribute(app, file, s.bytes);
    const top = Object.entries(parts)
      .flatMap(([group, its]) => Object.entries(its).map(([item, bytes]) => [`${group} · ${item}`, Math.round(bytes)]))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3);
    files.push({ app: app.pkg, file: url.pathname.slice(1), gz: s.bytes, startedAt: s.startedAt, before, top: Object.fromEntries(top), parts });
  }
  const total = (list) => list.reduce((a, f) => a + f.gz, 0);
  const first = files.filter((f) => f.before);
  const groups = Object.fromEntries(GROUPS.map((g) => [g, 0]));
  const items = {};
  for (const f of first) {
    for (const [group, its] of Object.entries(f.parts)) {
      for (const [item, bytes] of Object.entries(its)) {
        groups[group] = (groups[group] ?? 0) + bytes;
        items[`${group} · ${item}`] = (items[`${group} · ${item}`] ?? 0) + bytes;
      }
    }
  }
  const round = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.round(v)]));
  return {
    interactiveMs: run.interactiveAt,
    quietMs: run.quietAt,
    firstLoadGz: total(first),
    afterInteractiveGz: total(files.filter((f) => !f.before)),
    scripts: files.map(({ parts: _parts, ...rest }) => rest),
    groups: round(groups),
    items: round(Object.fromEntries(Object.entries(items).sort((a, b) => b[1] - a[1]))),
  };
}

async function main() {
  for (const app of apps) {
    if (!fs.existsSync(path.join(distFor(app), 'index.html'))) throw new Error(`${app.pkg} is not built in ${distFor(app)}`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-bench-web-'));
  const api = spawn(path.join(ROOT, 'server/node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: { ...process.env, PORT: String(API_PORT), DATA_DIR: path.join(dataDir, 'pglite'), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const servers = [];
  let browser;
  try {
    await waitForHttp(`http://127.0.0.1:${API_PORT}/api/health`, api, 120_000);
    const remotes = apps.slice(1);
    for (const app of apps) {
      servers.push(
        await startStaticHost({
          root: distFor(app),
          port: app.benchPort,
          apiPort: API_PORT,
          dynamic:
            app.pkg === 'shell'
              ? { '/remotes.json': () => Object.fromEntries(remotes.map((r) => [r.federation, `http://127.0.0.1:${r.benchPort}/mf-manifest.json`])) }
              : undefined,
          // The record inlined in the shell's page, as the shop serves it (deploy/src/shop.mjs).
          recordSlot: app.pkg === 'shell' ? () => JSON.stringify(Object.fromEntries(remotes.map((r) => [r.federation, `http://127.0.0.1:${r.benchPort}/mf-manifest.json`]))) : undefined,
        }),
      );
    }
    browser = await chromium.launch(CHROMIUM);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(summarise(await measureOnce(browser)));
    // The median run by first-load bytes: which origin serves a shared library can vary.
    const sorted = [...runs].sort((a, b) => a.firstLoadGz - b.firstLoadGz);
    const median = sorted[Math.floor(sorted.length / 2)];
    const result = { measuredAt: new Date().toISOString(), loadAverage: os.loadavg()[0], runs: runs.map((r) => r.firstLoadGz), ...median };
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, JSON.stringify(result, null, 2));
    return result;
  } finally {
    await browser?.close();
    for (const s of servers) s.close();
    await stopChild(api);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
main()
  .then((r) => {
    console.log(`\nFirst-load JS of /home: ${kb(r.firstLoadGz)} gz (runs: ${r.runs.map(kb).join(', ')}), first product link at ${r.interactiveMs} ms, network quiet from ${r.quietMs} ms`);
    for (const [g, v] of Object.entries(r.groups)) console.log(`  ${g.padEnd(30)} ${kb(v).padStart(10)}`);
    console.log(`  ${'after the network went quiet'.padEnd(30)} ${kb(r.afterInteractiveGz).padStart(10)}`);
    console.log('\n  scripts:');
    for (const s of r.scripts) console.log(`  ${s.before ? ' ' : '+'} ${`${s.app}/${s.file}`.padEnd(52)} ${kb(s.gz).padStart(9)} @${String(s.startedAt).padStart(5)} ms  ${Object.keys(s.top).map((k) => k.split(' · ')[1]).join(', ')}`);
    console.log(`\nwritten ${path.relative(ROOT, OUT)}`);
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
