/** A seeded shop for live shopping's tests: the demo streams, a shopper, staff, and calls by name. */
import http from 'node:http';
import Value from 'typebox/value';
import { buildApp } from '../app';
import { accountWithSession } from '../auth/test-kit';
import { calls, type CallName } from '../contract';
import type { Database } from '../db/client';
import { seedDemo } from '../seed';
import { createTestDatabase } from '../db/test-db';
import { rpc, type RpcAnswer, type TestApp } from '../testing/app';
import type { LiveSettings } from './settings';

// Answers read loosely in tests (their shape is checked against the contract by ok()).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = Record<string, any>;

export const TEST_HMS = { accessKey: 'test-access-key-0123', secret: 'test-app-secret-0123456789abcdef' };

export interface LiveShop {
  app: TestApp;
  database: Database;
  /** The demo streams by what they are. */
  streams: { hodanLive: number; bakaaraLive: number; upcoming: number; ended: number };
  close(): Promise<void>;
}

export async function openLiveShop(live: Partial<LiveSettings> & { heartbeatMs?: number } = {}): Promise<LiveShop> {
  const database = await createTestDatabase();
  await seedDemo(database.db);
  const app = await buildApp({ database, checkResults: true, live: { hms: null, defaultRoomId: null, ...live } });
  const list = (await rpc(app, calls.liveStreams.path)).body.result as Loose;
  const ended = await database.db.execute<{ id: number }>(`select id from live_streams where state = 'ended' order by id limit 1`);
  const endedId = Number(((ended as unknown as { rows: { id: number }[] }).rows ?? [])[0]?.id);
  const byTitle = (l: Loose[], word: string) => l.find((s) => String(s.title).includes(word))!.id as number;
  return {
    app,
    database,
    streams: { hodanLive: byTitle(list.live, 'Henna'), bakaaraLive: byTitle(list.live, 'Eid'), upcoming: list.upcoming[0].id, ended: endedId },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const shopperOf = (shop: LiveShop) => accountWithSession(shop.database.db, 'customer');
export const staffOf = (shop: LiveShop) => accountWithSession(shop.database.db, 'staff');

const pathOf = (name: CallName, params: Loose) => calls[name].path.replace(':id', encodeURIComponent(String(params.id ?? '')));

/** A call as `who` (a token, or nobody). */
export async function send(app: TestApp, name: CallName, params: Loose = {}, who?: { token: string } | null): Promise<RpcAnswer> {
  const raw = await app.inject({
    method: 'POST',
    url: pathOf(name, params),
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    payload: { jsonrpc: '2.0', method: 'call', params, id: 1 },
  });
  return { status: raw.statusCode, body: raw.json(), raw };
}

/** The result of a call that must succeed, checked against the contract. */
export function ok(res: RpcAnswer, name: CallName): Loose {
  if (res.status !== 200 || res.body.result?.status !== 'success') throw new Error(`${name} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 500)}`);
  expect(Value.Check(calls[name].result, res.body.result)).toBe(true);
  return res.body.result as Loose;
}

/** A refusal: its HTTP status, code and message. */
export const refusal = (res: RpcAnswer) => ({ status: res.status, code: res.body.result?.code, message: res.body.result?.message });

/** A feed read as a browser's EventSource would: events as they come, comments, and waiting for one. */
export interface FeedReader {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: Loose[];
  comments: string[];
  /** The next event of `type` (after those already taken) matching `test`, within `ms`. */
  next(type: string, test?: (e: Loose) => boolean, ms?: number): Promise<Loose>;
  close(): void;
  /** Called once the server ended the stream. */
  onEnd(fn: () => void): void;
}

export function openFeed(url: string): Promise<FeedReader> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream' } }, (res) => {
      const reader: FeedReader & { waiters: (() => boolean)[]; taken: Set<Loose> } = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events: [],
        comments: [],
        waiters: [],
        taken: new Set(),
        next(type, test = () => true, ms = 10_000) {
          return new Promise((ok, fail) => {
            const timer = setTimeout(() => fail(new Error(`no '${type}' event within ${ms} ms; got ${JSON.stringify(reader.events).slice(0, 800)}`)), ms);
            const look = () => {
              const found = reader.events.find((e) => !reader.taken.has(e) && e.type === type && test(e));
              if (!found) return false;
              reader.taken.add(found);
              clearTimeout(timer);
              ok(found);
              return true;
            };
            if (!look()) reader.waiters.push(look);
          });
        },
        close: () => req.destroy(),
        onEnd: (fn) => res.once('end', fn),
      };
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          for (const line of frame.split('\n')) {
            if (line.startsWith('data: ')) reader.events.push(JSON.parse(line.slice(6)));
            else if (line.startsWith(':')) reader.comments.push(line);
          }
        }
        // Waiters that did not find theirs wait for the next chunk.
        reader.waiters = reader.waiters.filter((look) => !look());
      });
      res.on('error', () => undefined);
      resolve(reader);
    });
    req.on('error', reject);
  });
}
