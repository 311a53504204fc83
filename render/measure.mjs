#!/usr/bin/env node
// Measures the render service on this machine: render time of N different product
// URLs, uncached (the service keeps no page cache; each render asks the API), with autocannon,
// and the HTML size; with `--releases 20`, the process's RSS across that many releases of
// mf-catalogue. Needs mf-catalogue and the shell built. Everything on ports the system picks.
// Usage: node render/measure.mjs [--urls 200] [--releases 20] (`npm run bench -- --only render` runs
// it with --releases 20 after bench/render.mjs, the figures through nginx's cache; it stays beside
// the test helpers it uses, which are the render package's own).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { ROOT } from 'deploy/apps';
import { goLive } from 'deploy/releases';
import { freePort } from 'deploy/free-port';
import { startStaticHost } from 'deploy/static-host';
import { catalogueRelease, markedRelease, renderService, seededApi } from './src/testing/shopParts.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const URLS = arg('urls', 200);
const RELEASES = arg('releases', 0);

const api = await seededApi();
const apiPort = Number(new URL(api.origin).port);
const release = await catalogueRelease(apiPort);
const shellPort = await freePort();
const shell = await startStaticHost({ root: path.join(ROOT, 'shell', 'dist'), port: shellPort, apiPort });
const service = await renderService({ upstream: `http://127.0.0.1:${shellPort}`, releasesDir: release.dir, apiOrigin: api.origin, budgetMs: 1000 });
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${service.child.pid}/status`, 'utf8'))[1]) / 1024;

try {
  const slugs = [];
  for (let offset = 0; slugs.length < URLS; offset += 50) {
    const res = await fetch(`${api.origin}/api/products`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', method: 'call', params: { limit: 50, offset } }) });
    const page = (await res.json()).result.products.map((p) => p.slug);
    if (!page.length) break;
    slugs.push(...page.slice(0, URLS - slugs.length));
  }
  const one = await (await fetch(`${service.origin}/product/${slugs[0]}`)).text();
  const rendered = /data-server-rendered/.test(one);
  console.log(`HTML of /product/${slugs[0]}: ${Buffer.byteLength(one)} B, ${zlib.gzipSync(one).length} B gzip (rendered: ${rendered}); shell page alone: ${fs.statSync(path.join(ROOT, 'shell/dist/index.html')).size} B`);
  // Each URL once in turn, one connection: the render time of each, uncached.
  const result = await autocannon({ url: service.origin, connections: 1, amount: slugs.length, requests: slugs.map((s) => ({ method: 'GET', path: `/product/${s}` })) });
  console.log(`${slugs.length} different product URLs, 1 connection: p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; non-2xx ${result.non2xx}`);
  const load = await autocannon({ url: service.origin, connections: 10, duration: 10, requests: slugs.map((s) => ({ method: 'GET', path: `/product/${s}` })) });
  console.log(`10 connections for 10 s: ${load.requests.average} req/s, p50 ${load.latency.p50} ms, p97.5 ${load.latency.p97_5} ms, p99 ${load.latency.p99} ms; non-2xx ${load.non2xx}`);
  if (RELEASES) {
    console.log(`RSS after the runs above: ${rss().toFixed(0)} MB`);
    for (let i = 1; i <= RELEASES; i += 1) {
      const version = markedRelease(release.dir, `r${i}`);
      goLive({ pkg: 'mf-catalogue', version, dir: release.dir, origin: release.origin });
      for (let n = 0; n < 20; n += 1) await fetch(`${service.origin}/product/${slugs[n % slugs.length]}`).then((r) => r.text());
      if (i % 5 === 0) console.log(`after release ${i}: RSS ${rss().toFixed(0)} MB`);
    }
  }
} finally {
  await service.stop();
  await new Promise((resolve) => shell.close(resolve));
  await release.stop();
  await api.stop();
}
