#!/usr/bin/env node
// `pnpm --filter render start`: the render service on RENDER_PORT (3100) in front of the shell's
// static host, reading the release record the shell reads (`npm start` starts it: deploy/src/shop.mjs).
import path from 'node:path';
import { API_PORT, APPS, ROOT } from 'deploy/apps';
import { REMOTES_JSON } from 'deploy/releases';
import { followCatalogue } from './refresh.mjs';
import { startRenderService } from './service.mjs';

const shell = APPS.find((a) => a.pkg === 'shell');
const port = Number(process.env.RENDER_PORT || 3100);
const log = process.env.RENDER_LOG === '1' ? (line) => console.log(JSON.stringify(line)) : undefined;
const apiOrigin = process.env.RENDER_API_ORIGIN || `http://127.0.0.1:${API_PORT}`;
const recordFile = process.env.SUUQ_RELEASES ? path.join(process.env.SUUQ_RELEASES, REMOTES_JSON) : path.join(ROOT, '.tmp/shop/remotes.json');
await startRenderService({
  port,
  host: process.env.RENDER_HOST || undefined,
  upstream: process.env.RENDER_UPSTREAM || `http://127.0.0.1:${shell.port}`,
  recordFile,
  apiOrigin,
  origin: process.env.SHOP_ORIGIN || undefined,
  budgetMs: Number(process.env.RENDER_BUDGET_MS || 300),
  frameBudgetMs: Number(process.env.RENDER_FRAME_BUDGET_MS || 150),
  log,
  // RENDER_ENTRY_ORIGINS="http://127.0.0.1:8081=http://nginx:8081 …": the remotes' origins as this process reaches them.
  entryOrigins: Object.fromEntries((process.env.RENDER_ENTRY_ORIGINS || '').split(/\s+/).filter(Boolean).map((pair) => pair.split('='))),
});
// Behind nginx's page cache (deploy/src/nginx-pages.mjs): RENDER_REFRESH_ORIGIN is its refresh
// listener, RENDER_REFRESH_HOSTS the Host(s) shoppers use (default SHOP_ORIGIN's): a changed
// product's cached page is rendered again within seconds (refresh.mjs).
if (process.env.RENDER_REFRESH_ORIGIN) {
  const hosts = (process.env.RENDER_REFRESH_HOSTS || (process.env.SHOP_ORIGIN ? new URL(process.env.SHOP_ORIGIN).host : '')).split(',').filter(Boolean);
  if (!hosts.length) throw new Error('RENDER_REFRESH_ORIGIN needs RENDER_REFRESH_HOSTS or SHOP_ORIGIN: the Host shoppers use');
  followCatalogue({ apiOrigin, refreshOrigin: process.env.RENDER_REFRESH_ORIGIN, hosts, log });
}
console.log(`render service on http://127.0.0.1:${port} (pid ${process.pid}), in front of the shell on ${shell.port}, record ${recordFile}`);
