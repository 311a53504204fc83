#!/usr/bin/env node
// The main thread of the five pages at 4× CPU, from Chromium's own trace (a steadier
// measure): Lighthouse's simulated TBT moved fourfold for one build on this 2-core machine; the
// long tasks of a real load, each named by the source files that ran in it (through the builds'
// source maps), tell one change's cost from the noise.
//
// Each page is opened BENCH_TRACE_RUNS (5) times, in turn, by a new user who has dismissed the
// install prompt (the page's own work), in Debian's Chromium at 412×823 with the CPU slowed 4×
// (as Lighthouse's mobile preset) and the network as it is on 127.0.0.1: what is measured is the
// main thread's work, not the wait for bytes. Reported per page, median of the runs: first and
// largest contentful paint, the blocking time of long tasks (the part of each task over 50 ms)
// after the first paint and before it, the main thread's busy time in the first
// BENCH_TRACE_WINDOW_MS (8000), and which sources the long tasks spent their time in.
// Results: .tmp/bench/trace.json (BENCH_TRACE_OUT). BENCH_DIST as in lighthouse.mjs; ports from
// BENCH_TRACE_PORT (4480); BENCH_TRACE_PAGES=/home,/cart picks pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from 'deploy/apps';
import { benchHosts, seedStorage, startBenchShop } from './lib/benchShop.mjs';
import { mainThreadOf, sourceName } from './lib/mainThread.mjs';
import { sourceFinder } from './lib/sourcemap.mjs';

const PORT_BASE = Number(process.env.BENCH_TRACE_PORT || 4480);
const RUNS = Number(process.env.BENCH_TRACE_RUNS || 5);
const WINDOW_MS = Number(process.env.BENCH_TRACE_WINDOW_MS || 8000);
const OUT = path.resolve(ROOT, process.env.BENCH_TRACE_OUT || '.tmp/bench/trace.json');
const DIST = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : null;
const CPU_SLOWDOWN = 4;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'];

const distOfPort = new Map(benchHosts(PORT_BASE, DIST ?? undefined).map((h) => [h.benchPort, { app: h.pkg, dir: h.dir }]));

/** Names a sampled frame by the source map of the script it ran from (read once per script). */
function frameNamer() {
  const finders = new Map();
  const finderOf = (url) => {
    if (finders.has(url)) return finders.get(url);
    let found = null;
    try {
      const u = new URL(url);
      const host = distOfPort.get(Number(u.port));
      const file = host && path.join(host.dir, decodeURIComponent(u.pathname));
      if (file && file.startsWith(host.dir) && fs.existsSync(`${file}.map`)) {
        found = { app: host.app, find: sourceFinder(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))) };
      } else if (host) {
        found = { app: host.app, find: () => null };
      }
    } catch {
      // not a URL of the shop: named by its file below
    }
    finders.set(url, found);
    return found;
  };
  return (frame) => {
    const f = finderOf(frame.url);
    if (!f) return frame.url.replace(/[?#].*$/, '').replace(/.*\//, '') || frame.url;
    return sourceName(f.find(frame.lineNumber, frame.columnNumber), f.app);
  };
}

async function traceOnce(browser, url, storage) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    await seedStorage(context, new URL(url).origin, storage);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WINDOW_MS);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    return mainThreadOf(events, frameNamer(), WINDOW_MS);
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};
const round = (v) => (v == null ? null : Math.round(v));

/** The sources the page's long tasks spent most time in: mean ms per run, the largest first. */
function topSources(runs, count = 8) {
  const total = new Map();
  for (const r of runs) for (const t of r.longTasks) for (const [name, v] of Object.entries(t.sources)) total.set(name, (total.get(name) ?? 0) + v);
  return [...total].map(([name, v]) => ({ name, ms: Math.round(v / runs.length) })).sort((a, b) => b.ms - a.ms).slice(0, count);
}

async function main() {
  const shop = await startBenchShop({ portBase: PORT_BASE, distDir: DIST ?? undefined });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const wanted = process.env.BENCH_TRACE_PAGES ? new Set(process.env.BENCH_TRACE_PAGES.split(',')) : null;
    const pages = shop.pages.filter((p) => !wanted || wanted.has(p.path));
    const runs = new Map(pages.map((p) => [p.name, []]));
    const loads = [];
    // In turn (page after page, RUNS rounds), so a burst of load on the machine touches all pages alike.
    for (let i = 0; i < RUNS; i++) {
      for (const p of pages) {
        loads.push(os.loadavg()[0]);
        const storage = { ...p.storage, installPromptDismissedAt: String(Date.now()) };
        runs.get(p.name).push(await traceOnce(browser, `${shop.origin}${p.path}`, storage));
      }
    }
    const result = {
      measuredAt: new Date().toISOString(),
      chromium: browser.version(),
      cpuSlowdown: CPU_SLOWDOWN,
      windowMs: WINDOW_MS,
      runs: RUNS,
      loadAverage: { min: Math.min(...loads), max: Math.max(...loads) },
      pages: pages.map((p) => {
        const list = runs.get(p.name);
        const pick = (key) => round(median(list.map((r) => r[key])));
        return {
          page: p.name,
          fcp: pick('fcp'),
          lcp: pick('lcp'),
          blockingAfterFcp: pick('blockingAfterFcp'),
          blockingBeforeFcp: pick('blockingBeforeFcp'),
          busy: pick('busy'),
          longTasks: median(list.map((r) => r.longTasks.length)),
          runs: list.map((r) => ({ fcp: round(r.fcp), lcp: round(r.lcp), blockingAfterFcp: round(r.blockingAfterFcp), blockingBeforeFcp: round(r.blockingBeforeFcp),
            busy: round(r.busy), longTasks: r.longTasks.map((t) => [round(t.start), round(t.duration)]) })),
          topSources: topSources(list),
        };
      }),
    };
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, JSON.stringify(result, null, 2));
    for (const p of result.pages) {
      console.log(`  ${p.page.padEnd(34)} FCP ${p.fcp} LCP ${p.lcp} blocking after FCP ${p.blockingAfterFcp} (${p.runs.map((r) => r.blockingAfterFcp).join('/')}) before ${p.blockingBeforeFcp} busy ${p.busy} ms`);
    }
    return result;
  } finally {
    await browser.close();
    await shop.close();
  }
}

main()
  .then(() => console.log(`\nwritten ${path.relative(ROOT, OUT)}`))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
