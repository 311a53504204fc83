#!/usr/bin/env node
// Issue 30: when /home "settles" on the slow line, and what waits for it. Against a production
// build on the bench shop (bench/lib/benchShop.mjs: the render service in front of the shell's
// pages, as `npm start`), a new Chromium profile per run (a new user, no service worker yet),
// applied throttling through CDP as bench/lighthouse.mjs applies it (400 Kbps / 400 ms RTT ×3.75
// per request / 4× CPU), a phone's viewport, no touch. Recorded from the outside only (the app
// carries no marks): the performance timeline (FCP, LCP, load event), the network log (the
// sw-client chunk's request is the moment the page settled: startPwa imports it from whenSettled;
// which requests end last before the load event), the service worker's registration (a wrapper
// around ServiceWorkerContainer.register put in by the harness), navigator.serviceWorker.ready
// and Chromium's beforeinstallprompt.
//
//   node bench/settle.mjs [--dist <folder of the apps' builds>] [--runs 3] [--page /home] [--label main]
// Prints one JSON line per run and a summary table. BENCH_SETTLE_PORT (4480) is the port base.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startBenchShop } from './lib/benchShop.mjs';
import { SLOW } from './lib/lighthouseRun.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', 3));
const PAGE = arg('page', '/home');
const LABEL = arg('label', 'build');
const DIST = arg('dist', process.env.BENCH_DIST);
const PORT_BASE = Number(process.env.BENCH_SETTLE_PORT || 4480);
const WAIT_MS = Number(arg('wait', 60_000));

// Recorded in the page by the harness, before any of the page's scripts run.
const OBSERVE = () => {
  const t = (window.__settle = { marks: {}, lcp: [] });
  const mark = (name) => (t.marks[name] ??= performance.now());
  window.addEventListener('beforeinstallprompt', () => mark('beforeinstallprompt'), { capture: true });
  window.addEventListener('load', () => mark('load'));
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') mark('fcp');
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) t.lcp.push({ at: e.startTime, tag: e.element?.tagName, text: (e.element?.textContent || e.url || '').slice(0, 50) });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // The first view, polled: the page's area hydrated (React has put its props on a button of the
  // server's area) and every picture in the viewport loaded.
  const poll = setInterval(() => {
    const area = document.querySelector('[data-remote-area]');
    const button = area?.querySelector('button, a[href]');
    if (button && Object.keys(button).some((k) => k.startsWith('__reactProps$'))) mark('areaHydrated');
    const inView = [...document.images].filter((i) => {
      const r = i.getBoundingClientRect();
      return r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    });
    if (document.readyState !== 'loading' && inView.length && inView.every((i) => i.complete)) mark('viewportImages');
    if (t.marks.areaHydrated && t.marks.viewportImages) clearInterval(poll);
  }, 100);
  const container = navigator.serviceWorker;
  if (container) {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...a) {
      mark('swRegisterCalled');
      const p = register.apply(this, a);
      p.then(() => mark('swRegistered'), () => mark('swRegisterFailed'));
      return p;
    };
    container.ready.then(() => mark('swReady'));
  }
};

async function oneRun(origin) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-settle-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW.rttMs * 3.75,
      downloadThroughput: (SLOW.throughputKbps * 0.9 * 1024) / 8,
      uploadThroughput: (SLOW.throughputKbps * 0.9 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW.cpuSlowdownMultiplier });
    // The network log in CDP's own clock (seconds, monotonic), turned into ms from navigation.
    const reqs = new Map();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!reqs.has(e.requestId)) reqs.set(e.requestId, { url: e.request.url, type: e.type, start: e.timestamp });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = reqs.get(e.requestId);
      if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
    });
    cdp.on('Network.loadingFailed', (e) => {
      const r = reqs.get(e.requestId);
      if (r) Object.assign(r, { end: e.timestamp, failed: e.errorText });
    });
    await page.goto(origin + PAGE, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction(() => window.__settle?.marks.beforeinstallprompt, null, { timeout: WAIT_MS, polling: 250 }).catch(() => {});
    // The prompt shows 2 s after the offer (spec §4) once its code has arrived: wait for its paint.
    await page.waitForFunction(() => window.__settle.lcp.some((e) => e.at >= window.__settle.marks.beforeinstallprompt + 2000), null, { timeout: 20_000, polling: 250 }).catch(() => {});
    // The service worker may come after the prompt's offer: wait a little for it as well.
    await page.waitForFunction(() => window.__settle?.marks.swReady, null, { timeout: 10_000, polling: 250 }).catch(() => {});
    const observed = await page.evaluate(() => ({ ...window.__settle, nav: performance.getEntriesByType('navigation')[0]?.toJSON() }));
    const docReq = [...reqs.values()].find((r) => r.type === 'Document');
    const at = (ts) => (ts == null ? null : Math.round((ts - docReq.start) * 1000));
    // CDP's clock starts at the document's request; the page's performance clock at navigation start
    // (the same moment within a few ms: the request is sent right after it).
    const list = [...reqs.values()].map((r) => ({ bytes: r.bytes, url: r.url.replace(origin, '').replace(/^http:\/\/127\.0\.0\.1:\d+/, (m) => m.slice(-5)), type: r.type, start: at(r.start), end: at(r.end), failed: r.failed }));
    const m = observed.marks;
    const round = (x) => (x == null ? null : Math.round(x));
    const settledReq = list.find((r) => /\/sw-client\.[0-9a-f]+\.js$/.test(r.url));
    const beforeLoad = list.filter((r) => r.end != null && r.end <= (m.load ?? Infinity)).sort((a, b) => b.end - a.end);
    const images = list.filter((r) => r.type === 'Image');
    return {
      fcp: round(m.fcp),
      lcp: observed.lcp.at(-1) && { at: round(observed.lcp.at(-1).at), tag: observed.lcp.at(-1).tag, text: observed.lcp.at(-1).text },
      domContentLoaded: round(observed.nav?.domContentLoadedEventEnd),
      load: round(m.load),
      settled: settledReq?.start ?? null,
      swRegisterCalled: round(m.swRegisterCalled),
      swReady: round(m.swReady),
      beforeinstallprompt: round(m.beforeinstallprompt),
      areaHydrated: round(m.areaHydrated),
      viewportImages: round(m.viewportImages),
      chunks: Object.fromEntries(list.filter((r) => /(sw-client|app-prompts|footer|search|sw)\.[0-9a-f]*\.?js$/.test(r.url)).map((r) => [r.url.replace(/.*\//, ''), [r.start, r.end]])),
      kbBeforeLoad: Object.fromEntries(['Script', 'Image', 'Document', 'Fetch'].map((ty) => [ty, Math.round(list.filter((r) => r.type === ty && r.end != null && r.end <= (m.load ?? Infinity)).reduce((n, r) => n + (r.bytes ?? 0), 0) / 1024)])),
      requestsBeforeLoad: beforeLoad.length,
      // What the page fetched after its load event (the settled services, the prompt's code, the worker's precache).
      afterLoad: list.filter((r) => r.start >= (m.load ?? Infinity)).map((r) => `${r.start}-${r.end ?? '…'} ${r.type} ${r.url}`),
      imagesBeforeLoad: images.filter((r) => r.end != null && r.end <= (m.load ?? Infinity)).length,
      lastBeforeLoad: beforeLoad.slice(0, 6).map((r) => `${r.end} ${r.type} ${r.url}`),
    };
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

const shop = await startBenchShop({ portBase: PORT_BASE, distDir: DIST });
const runs = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const r = { label: LABEL, run: i + 1, load1: +os.loadavg()[0].toFixed(2), ...(await oneRun(shop.origin)) };
    runs.push(r);
    console.log(JSON.stringify(r));
  }
} finally {
  await shop.close();
}
const s = (x) => (x == null ? '–' : (x / 1000).toFixed(2));
console.log(`\n${LABEL} ${PAGE}: ms from navigation (s)`);
console.log('run | FCP | area hydrated | viewport pictures | load | settled (sw-client requested) | sw register() | sw ready | beforeinstallprompt | LCP | KB before load (script/image) | load1');
for (const r of runs) {
  console.log(`${r.run} | ${s(r.fcp)} | ${s(r.areaHydrated)} | ${s(r.viewportImages)} | ${s(r.load)} | ${s(r.settled)} | ${s(r.swRegisterCalled)} | ${s(r.swReady)} | ${s(r.beforeinstallprompt)} | ${s(r.lcp?.at)} ${r.lcp?.tag ?? ''} | ${r.kbBeforeLoad.Script}/${r.kbBeforeLoad.Image} | ${r.load1}`);
}
