/** The feed over real HTTP: snapshot first, then pins, chat, reactions, viewers and state as they happen. */
import { eq } from 'drizzle-orm';
import { liveViewers } from '../db/schema-live';
import { products } from '../db/schema';
import { openFeed, openLiveShop, ok, send, shopperOf, staffOf, type FeedReader, type LiveShop, type Loose } from './test-kit';

let shop: LiveShop;
let base: string;
const open: FeedReader[] = [];
beforeAll(async () => {
  shop = await openLiveShop({ heartbeatMs: 300 });
  base = await shop.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  open.splice(0).forEach((f) => f.close());
  // The server sees a closed feed a moment later: each test starts with no viewer left over.
  for (let i = 0; i < 100 && (await shop.database.db.select().from(liveViewers)).length; i++) await new Promise((r) => setTimeout(r, 50));
});
let closed = false;
afterAll(() => (closed ? shop.database.close() : shop?.close()));

const feedOf = async (streamId: number) => {
  const f = await openFeed(`${base}/api/live/streams/${streamId}/feed`);
  open.push(f);
  return f;
};

describe('the feed of a stream', () => {
  it('is an event stream that nginx passes at once, starting with a snapshot of the room', async () => {
    const who = await shopperOf(shop);
    ok(await send(shop.app, 'liveChatSend', { id: String(shop.streams.hodanLive), text: 'Salaan!' }, who), 'liveChatSend');
    const feed = await feedOf(shop.streams.hodanLive);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('no-store, no-transform');
    expect(feed.headers['x-accel-buffering']).toBe('no');
    const snap = await feed.next('snapshot');
    expect(feed.events[0]).toBe(snap);
    expect(snap).toMatchObject({ state: 'live', viewer_count: 1 });
    expect(snap.products.map((p: Loose) => p.position)).toEqual([1, 2, 3, 4]);
    expect(snap.messages.at(-1)).toMatchObject({ author: expect.any(String), text: 'Salaan!' });
  });

  it('sends a pin change and a chat message as they happen', async () => {
    const boss = await staffOf(shop);
    const who = await shopperOf(shop);
    const feed = await feedOf(shop.streams.bakaaraLive);
    await feed.next('snapshot');
    const [p1, p2] = (await shop.database.db.select({ id: products.id }).from(products).limit(2)).map((p) => p.id);
    ok(await send(shop.app, 'staffLivePins', { id: String(shop.streams.bakaaraLive), product_ids: [p2, p1] }, boss), 'staffLivePins');
    const pins = await feed.next('pins');
    expect(pins.products.map((p: Loose) => p.product_id)).toEqual([p2, p1]);
    const sent = ok(await send(shop.app, 'liveChatSend', { id: String(shop.streams.bakaaraLive), text: 'Guntiino cas ma jiraa?' }, who), 'liveChatSend');
    const chat = await feed.next('chat');
    expect(chat.message).toEqual(sent.message);
    ok(await send(shop.app, 'liveReact', { id: String(shop.streams.bakaaraLive), emoji: '❤️' }, who), 'liveReact');
    expect((await feed.next('reaction')).emoji).toBe('❤️');
  });

  it('counts viewers: a second feed raises the count for both, closing lowers it and removes its row', async () => {
    const first = await feedOf(shop.streams.hodanLive);
    const snap = await first.next('snapshot');
    expect(snap.viewer_count).toBe(1);
    const second = await feedOf(shop.streams.hodanLive);
    expect((await second.next('snapshot')).viewer_count).toBe(snap.viewer_count + 1);
    await first.next('viewers', (e) => e.viewer_count === snap.viewer_count + 1);
    second.close();
    await first.next('viewers', (e) => e.viewer_count === snap.viewer_count);
    const rows = await shop.database.db.select().from(liveViewers).where(eq(liveViewers.streamId, shop.streams.hodanLive));
    expect(rows).toHaveLength(snap.viewer_count);
    // Each count once, in order: never the snapshot's count again (a repeat let the wait above
    // return before the second feed had left).
    expect(first.events.filter((e) => e.type === 'viewers').map((e) => e.viewer_count)).toEqual([snap.viewer_count + 1, snap.viewer_count]);
  });

  it('keeps the connection alive with a heartbeat comment', async () => {
    const feed = await feedOf(shop.streams.hodanLive);
    await feed.next('snapshot');
    await new Promise((r) => setTimeout(r, 800));
    expect(feed.comments).toContain(': heartbeat');
  });

  it('tells the room when the stream ends', async () => {
    const boss = await staffOf(shop);
    const feed = await feedOf(shop.streams.hodanLive);
    await feed.next('snapshot');
    ok(await send(shop.app, 'staffLiveState', { id: String(shop.streams.hodanLive), state: 'ended' }, boss), 'staffLiveState');
    expect((await feed.next('state')).state).toBe('ended');
    await feed.next('viewers', (e) => e.viewer_count === 0);
  });

  it('answers 404 as JSON for an unknown stream or an id that is not digits', async () => {
    for (const path of ['/api/live/streams/999999/feed', '/api/live/streams/abc/feed']) {
      const res = await fetch(`${base}${path}`);
      expect([res.status, (await res.json()).message]).toEqual([404, 'Live stream not found']);
    }
  });

  // Last: it stops the server.
  it('ends open feeds when the server stops, so stopping does not wait for viewers to leave', async () => {
    const feed = await feedOf(shop.streams.bakaaraLive);
    await feed.next('snapshot');
    const ended = new Promise<void>((r) => feed.onEnd(r));
    const t0 = Date.now();
    closed = true;
    await shop.app.close();
    await ended;
    expect(Date.now() - t0).toBeLessThan(3_000);
  });
});
