/**
 * @jest-environment node
 */
// The refresh companion against a fake API (the change feed) and a fake nginx refresh listener.
import http from 'node:http';
import { followCatalogue, pagesOf } from './refresh.mjs';

const servers = [];
const listen = (handler) =>
  new Promise((resolve) => {
    const server = http.createServer(handler).listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
    servers.push(server);
  });
afterAll(() => servers.forEach((s) => (s.closeAllConnections(), s.close())));

const body = (req) => new Promise((resolve) => {
  let text = '';
  req.on('data', (d) => (text += d));
  req.on('end', () => resolve(text ? JSON.parse(text) : null));
});

it("a product's page for a created or changed product; nothing for a deleted one (the feed has no slug)", () => {
  expect(pagesOf({ action: 'update', product: { id: 1, slug: 'cuud-bari' } })).toEqual(['/product/cuud-bari']);
  expect(pagesOf({ action: 'create', product: { id: 2, slug: 'sabuun cad' } })).toEqual(['/product/sabuun%20cad']);
  expect(pagesOf({ action: 'delete', product: { id: 3 } })).toEqual([]);
});

it('follows the feed from the newest change and refreshes each changed page in every language, with the header and the shop\'s Host', async () => {
  const polls = [];
  const api = await listen(async (req, res) => {
    if (req.method === 'HEAD') return res.writeHead(200, { 'x-last-update': '2026-11-28T10:00:00.000001Z' }).end();
    const { params } = await body(req);
    polls.push({ path: req.url, ...params });
    const updates = params.timestamp === '2026-11-28T10:00:00.000001Z' ? [{ action: 'update', product: { id: 7, slug: 'cuud' } }, { action: 'delete', product: { id: 8 } }] : [];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { status: 'success', updates, timestamp: '2026-11-28T10:00:05.000000Z', has_more: false } }));
  });
  const refreshed = [];
  let done;
  const twoDone = new Promise((resolve) => (done = resolve));
  const nginx = await listen((req, res) => {
    refreshed.push({ url: req.url, host: req.headers.host, refresh: req.headers['x-suuq-refresh'], cookie: req.headers.cookie });
    res.end('ok');
    if (refreshed.length === 2) done();
  });
  const follower = followCatalogue({ apiOrigin: api, refreshOrigin: nginx, hosts: ['shop.suuq.so'], everyMs: 10 });
  await twoDone;
  follower.stop();
  expect(polls[0]).toEqual({ path: '/api/product-updates', timestamp: '2026-11-28T10:00:00.000001Z', limit: 200 });
  // The next poll starts where the answer ended.
  expect(polls[1]?.timestamp ?? '2026-11-28T10:00:05.000000Z').toBe('2026-11-28T10:00:05.000000Z');
  expect(refreshed.sort((a, b) => a.cookie.localeCompare(b.cookie))).toEqual([
    { url: '/product/cuud', host: 'shop.suuq.so', refresh: '1', cookie: 'suuq_lang=en' },
    { url: '/product/cuud', host: 'shop.suuq.so', refresh: '1', cookie: 'suuq_lang=so' },
  ]);
});
