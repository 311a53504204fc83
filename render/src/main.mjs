#!/usr/bin/env node
// `pnpm --filter render start`: the render service on RENDER_PORT (3100) in front of the shell's
// static host, reading the release record the shell reads. Not on `npm start`'s path yet: the
// browser does not hydrate the rendered area yet (see README), it renders it again.
import path from 'node:path';
import { API_PORT, APPS, ROOT } from 'deploy/apps';
import { REMOTES_JSON } from 'deploy/releases';
import { startRenderService } from './service.mjs';

const shell = APPS.find((a) => a.pkg === 'shell');
const port = Number(process.env.RENDER_PORT || 3100);
const recordFile = process.env.SUUQ_RELEASES ? path.join(process.env.SUUQ_RELEASES, REMOTES_JSON) : path.join(ROOT, '.tmp/shop/remotes.json');
await startRenderService({
  port,
  upstream: process.env.RENDER_UPSTREAM || `http://127.0.0.1:${shell.port}`,
  recordFile,
  apiOrigin: process.env.RENDER_API_ORIGIN || `http://127.0.0.1:${API_PORT}`,
  origin: process.env.SHOP_ORIGIN || undefined,
  budgetMs: Number(process.env.RENDER_BUDGET_MS || 300),
  log: process.env.RENDER_LOG === '1' ? (line) => console.log(JSON.stringify(line)) : undefined,
});
console.log(`render service on http://127.0.0.1:${port} (pid ${process.pid}), in front of the shell on ${shell.port}, record ${recordFile}`);
