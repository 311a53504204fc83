import http from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { freePort } from './freePort';
import { rpcCall } from './shopping';

// The live list with a stream coming up, whatever the suite's own live tests have done to the
// seeded one (live.spec starts it and ends it): what a list test needs to see an upcoming card.

const API = 'http://127.0.0.1:4000';

interface Stream {
  id: number;
  state: string;
  starts_at: string;
  ended_at: string | null;
  viewer_count: number;
}
export interface LiveList {
  status: string;
  live: Stream[];
  upcoming: Stream[];
}

/**
 * The API's live list, with one stream more coming up tomorrow: a copy of the first it lists (its
 * title, seller and products), under an id no stream has.
 */
export async function listWithUpcoming(request: APIRequestContext): Promise<LiveList> {
  const list = await rpcCall<LiveList>(request, `${API}/api/live/streams`, {});
  const first = [...list.live, ...list.upcoming][0]!;
  const ids = [...list.live, ...list.upcoming].map((s) => s.id);
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
  const coming = { ...first, id: Math.max(...ids) + 100, state: 'upcoming', starts_at: tomorrow, ended_at: null, viewer_count: 0 };
  return { ...list, upcoming: [coming, ...list.upcoming] };
}

/**
 * An API in front of the suite's that answers the live list with `list` and passes every other
 * request on as it came: for a render service of the test's own (RENDER_API_ORIGIN).
 */
export async function apiWithList(list: LiveList): Promise<{ origin: string; close: () => Promise<void> }> {
  const port = await freePort();
  const server = http.createServer((req, res) => {
    if (req.url?.split('?')[0] === '/api/live/streams') {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: list }));
      return;
    }
    const onward = http.request(`${API}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    onward.on('error', () => res.writeHead(502).end());
    req.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A seeded stream as the room reads it (/api/live/streams/{id}). */
export interface SeededStream {
  id: number;
  title: string;
  state: 'live' | 'upcoming' | 'ended';
  products: { product_id: number; name: string; in_stock: boolean }[];
}

/**
 * The first seeded stream that `wanted` picks, whatever its state now (ended ones included): the
 * live list holds live and upcoming streams only, so each is asked by id, as the room asks.
 */
export async function seededStream(request: APIRequestContext, wanted: (stream: SeededStream) => boolean, what: string): Promise<SeededStream> {
  for (let id = 1; id <= 20; id += 1) {
    const res = await request.post(`/api/live/streams/${id}`, { data: { jsonrpc: '2.0', method: 'call', params: { id: String(id) }, id: 1 } });
    const body = (await res.json()) as { result?: { status: string; stream?: SeededStream } };
    if (body.result?.status === 'success' && body.result.stream && wanted(body.result.stream)) return body.result.stream;
  }
  throw new Error(`the demo shop has no stream ${what}`);
}
