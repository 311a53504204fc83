#!/usr/bin/env node
// The floor of the named stack: what React, react-dom, react-router-dom,
// styled-components, single-spa, rxjs and module federation cost before any of the shop's own
// code, measured with the same Lighthouse settings as bench/lighthouse.mjs. The shop's goal is
// Time to Interactive ≤ 5 s on a first visit at 400 Kbps / 400 ms RTT / 4× CPU; this says how
// much of that the stack alone already takes.
//
// Two pages, each one heading and one paragraph in a styled header and main (bench/floor/):
// - federated: a host and one remote, as the shop is built (the page exposed by the remote and
//   loaded with module federation's runtime from its mf-manifest.json);
// - one bundle: the same shell and page in one script, no federation (the libraries' own floor).
// Both are built with the shell's webpack, swc and federation packages, served gzipped (level 9)
// from 127.0.0.1, and measured BENCH_FLOOR_RUNS (3) times each in a new profile: Lighthouse's
// mobile defaults, then simulated throttling at 400 Kbps / 400 ms RTT / 4× CPU. Reported: the
// median run by Time to Interactive, with the JavaScript transferred. Results:
// .tmp/bench/floor.json; ports from BENCH_FLOOR_PORT (4790, 4791, 4792).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import { ROOT } from 'deploy/apps';
import { SLOW, medianRun, withChrome } from './lib/lighthouseRun.mjs';

const PORT = Number(process.env.BENCH_FLOOR_PORT || 4790);
const RUNS = Number(process.env.BENCH_FLOOR_RUNS || 3);
const OUT_DIR = path.join(ROOT, '.tmp/bench/floor');
const OUT = path.join(ROOT, '.tmp/bench/floor.json');
const MODES = { mobile: {}, slow: { throttlingMethod: 'simulate', throttling: SLOW } };
const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html; charset=utf-8' };

async function build() {
  const webpack = createRequire(path.join(ROOT, 'shell/package.json'))('webpack');
  const config = createRequire(import.meta.url)('./floor/webpack.config.cjs')({ out: OUT_DIR, remotePort: PORT + 1 });
  const stats = await new Promise((resolve, reject) => webpack(config, (err, s) => (err ? reject(err) : resolve(s))));
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
}

/** One folder on one port: its files gzipped, every other path its index.html (a router's pages). */
function serve(dir, port) {
  const root = path.join(OUT_DIR, dir);
  const server = http.createServer((req, res) => {
    let file = path.join(root, decodeURIComponent(new URL(req.url, 'http://floor').pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(root, 'index.html');
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'access-control-allow-origin': '*',
      'cache-control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    res.end(zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

function lighthouseOnce(url, settings) {
  return withChrome(async (port) => {
    const { lhr } = await lighthouse(url, { port }, { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'], maxWaitForLoad: 90_000, ...settings } });
    const a = lhr.audits;
    const n = (id) => (a[id]?.numericValue == null ? null : Math.round(a[id].numericValue));
    const scripts = a['network-requests']?.details?.items?.filter((r) => r.resourceType === 'Script') ?? [];
    return { score: lhr.categories.performance.score == null ? null : Math.round(lhr.categories.performance.score * 100),
      fcp: n('first-contentful-paint'), lcp: n('largest-contentful-paint'), tbt: n('total-blocking-time'), tti: n('interactive'),
      jsKb: +(scripts.reduce((t, r) => t + r.transferSize, 0) / 1024).toFixed(1), load: +os.loadavg()[0].toFixed(2) };
  });
}

async function main() {
  await build();
  const servers = await Promise.all([serve('host', PORT), serve('remote', PORT + 1), serve('one-bundle', PORT + 2)]);
  try {
    const pages = { federated: `http://127.0.0.1:${PORT}/home`, 'one bundle': `http://127.0.0.1:${PORT + 2}/home` };
    const result = { measuredAt: new Date().toISOString(), runs: RUNS, pages: [] };
    for (const [page, url] of Object.entries(pages)) {
      const entry = { page };
      for (const [mode, settings] of Object.entries(MODES)) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await lighthouseOnce(url, settings));
        entry[mode] = { median: medianRun(runs, 'tti'), runs };
        const m = entry[mode].median;
        console.log(`  floor ${page.padEnd(10)} ${mode.padEnd(6)} score ${m.score} FCP ${m.fcp} LCP ${m.lcp} TBT ${m.tbt} TTI ${m.tti} JS ${m.jsKb} KB (TTI ${runs.map((r) => r.tti).join('/')}; load ${m.load})`);
      }
      result.pages.push(entry);
    }
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, JSON.stringify(result, null, 2));
  } finally {
    for (const s of servers) s.close();
  }
}

main()
  .then(() => console.log(`\nwritten ${path.relative(ROOT, OUT)}`))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
