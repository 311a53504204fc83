#!/usr/bin/env node
// Simulated slow-line FCP (Lighthouse's Lantern: 400 Kbps, 400 ms RTT, 4x CPU) beside the document's
// bytes on the wire, page by page (issue 30's FCP goal). Lantern downloads a document in TCP round
// trips of its congestion window (10 segments of 1,460 B at first, doubling, capped at 13 on this
// line), and paints nothing before the whole document is in: a page past 14,600 B, headers included,
// costs one more round trip (400 ms) before its first paint. Chromium itself paints from the first
// chunk the render service flushes (the head and the frame), which Lantern does not model.
// `node bench/fcp-window.mjs` (RUNS=2, PORT_BASE=4560, EXTRA=/faq,/category/10 adds pages).
import lighthouse from 'lighthouse';
import { startBenchShop, shopOrigin } from './lib/benchShop.mjs';
import { SLOW, withChrome } from './lib/lighthouseRun.mjs';
const PORT = Number(process.env.PORT_BASE || 4560);
const RUNS = Number(process.env.RUNS || 2);
const shop = await startBenchShop({ portBase: PORT });
const origin = shopOrigin(PORT);
const extra = (process.env.EXTRA || '').split(',').filter(Boolean).map((p) => ({ name: p, path: p }));
try {
  for (const p of [...shop.pages.filter((x) => x.path !== '/cart'), ...extra]) {
    for (let i = 0; i < RUNS; i++) {
      const lhr = await withChrome(async (port) => (await lighthouse(`${origin}${p.path}`, { port }, { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'], output: 'json', logLevel: 'error', throttlingMethod: 'simulate', throttling: SLOW, onlyAudits: ['first-contentful-paint', 'network-requests', 'metrics', 'render-blocking-resources'] } })).lhr);
      const reqs = lhr.audits['network-requests'].details.items;
      const doc = reqs[0];
      const m = lhr.audits.metrics.details.items[0];
      const beforeFcp = reqs.filter((r) => r.networkRequestTime < m.observedFirstContentfulPaint && r.priority !== 'Low' && r.priority !== 'VeryLow').map((r) => `${r.resourceType}:${r.priority}:${r.transferSize}`);
      console.log(`${p.path.padEnd(36)} FCP sim ${Math.round(lhr.audits['first-contentful-paint'].numericValue)} ms | observed ${Math.round(m.observedFirstContentfulPaint)} | doc ${doc.url.slice(origin.length)} ${doc.statusCode} transfer ${doc.transferSize} B | high-priority requests started before observed FCP: ${beforeFcp.join(' ')}`);
    }
  }
} finally {
  await shop.close();
}
