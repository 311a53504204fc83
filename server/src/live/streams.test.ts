/** Reading streams, the replay recording and the poster (PGlite; PostgreSQL with DATABASE_URL). */
import { eq } from 'drizzle-orm';
import { accountWithSession } from '../auth/test-kit';
import { LIVE_CHAT_KEPT } from '../contract';
import { liveChatMessages, liveStreams, liveViewers } from '../db/schema-live';
import { recentChat } from './service';
import { openLiveShop, ok, refusal, send, TEST_HMS, type LiveShop, type Loose } from './test-kit';

let shop: LiveShop;
beforeAll(async () => {
  shop = await openLiveShop();
});
afterAll(() => shop?.close());

describe('liveStreams', () => {
  it('lists live streams by viewers (most first) and upcoming ones soonest first, never ended ones', async () => {
    const { hodanLive, bakaaraLive, upcoming, ended } = shop.streams;
    // Three viewers on Bakaara, one on Hodan: Bakaara comes first whatever the seed's order.
    const now = new Date();
    await shop.database.db.insert(liveViewers).values([
      { id: crypto.randomUUID(), streamId: bakaaraLive, seenAt: now },
      { id: crypto.randomUUID(), streamId: bakaaraLive, seenAt: now },
      { id: crypto.randomUUID(), streamId: bakaaraLive, seenAt: now },
      { id: crypto.randomUUID(), streamId: hodanLive, seenAt: now },
      // Not seen for two minutes: its process died, it no longer counts.
      { id: crypto.randomUUID(), streamId: hodanLive, seenAt: new Date(now.getTime() - 120_000) },
    ]);
    // A second upcoming stream that starts sooner than the seeded one.
    const [seeded] = await shop.database.db.select().from(liveStreams).where(eq(liveStreams.id, upcoming));
    const [sooner] = await shop.database.db
      .insert(liveStreams)
      .values({ sellerId: seeded!.sellerId, title: 'Sooner', state: 'upcoming', startsAt: new Date(now.getTime() + 3_600_000) })
      .returning({ id: liveStreams.id });
    try {
      const r = ok(await send(shop.app, 'liveStreams'), 'liveStreams');
      expect(r.live.map((s: Loose) => [s.id, s.viewer_count])).toEqual([
        [bakaaraLive, 3],
        [hodanLive, 1],
      ]);
      expect(r.upcoming.map((s: Loose) => s.id)).toEqual([sooner!.id, upcoming]);
      expect(r.upcoming.every((s: Loose) => s.viewer_count === 0)).toBe(true);
      expect([...r.live, ...r.upcoming].map((s: Loose) => s.id)).not.toContain(ended);
    } finally {
      await shop.database.db.delete(liveStreams).where(eq(liveStreams.id, sooner!.id));
      await shop.database.db.delete(liveViewers);
    }
  });

  it('gives each stream its seller, poster and pinned products in the seller’s order', async () => {
    const r = ok(await send(shop.app, 'liveStreams'), 'liveStreams');
    const hodan = r.live.find((s: Loose) => s.id === shop.streams.hodanLive);
    expect(hodan.seller.name).toBe('Hodan Beauty');
    expect(hodan.poster).toMatch(/^\/api\/live\/streams\/\d+\/poster\?v=/);
    expect(hodan.products.map((p: Loose) => p.position)).toEqual([1, 2, 3, 4]);
    expect(hodan.products[0]).toMatchObject({ name: 'Henna Cones (pack of 12)', price: 5.5, image: expect.stringMatching(/^\/api\/product-image\/\d+$/) });
    for (const s of [...r.live, ...r.upcoming]) expect(s.products.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the demo seed', () => {
  it('has two live streams, one upcoming within hours and one ended, each with 3–5 pins and a recording', async () => {
    const rows = await shop.database.db.select().from(liveStreams);
    const by = (state: string) => rows.filter((r) => r.state === state);
    expect([by('live').length, by('upcoming').length, by('ended').length]).toEqual([2, 1, 1]);
    const wait = by('upcoming')[0]!.startsAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(60 * 60_000);
    expect(wait).toBeLessThan(6 * 60 * 60_000);
    expect(rows.every((r) => r.replayFile && r.posterFile)).toBe(true);
    const r = ok(await send(shop.app, 'liveStreams'), 'liveStreams');
    for (const s of [...r.live, ...r.upcoming]) expect(s.products.length).toBeGreaterThanOrEqual(3);
    for (const s of [...r.live, ...r.upcoming]) expect(s.products.length).toBeLessThanOrEqual(5);
  });
});

describe('replay chat', () => {
  it(`keeps the last ${LIVE_CHAT_KEPT} messages in answers, oldest first`, async () => {
    const who = await accountWithSession(shop.database.db, 'customer');
    const t0 = Date.now() - 600_000;
    await shop.database.db.insert(liveChatMessages).values(
      Array.from({ length: LIVE_CHAT_KEPT + 7 }, (_, i) => ({ streamId: shop.streams.bakaaraLive, userId: who.userId, author: 'Test', body: `m${i}`, sentAt: new Date(t0 + i) })),
    );
    const kept = await recentChat(shop.database.db, shop.streams.bakaaraLive);
    expect(kept).toHaveLength(LIVE_CHAT_KEPT);
    expect([kept[0]!.text, kept.at(-1)!.text]).toEqual(['m7', `m${LIVE_CHAT_KEPT + 6}`]);
  });
});

describe('liveStream', () => {
  it('plays a live stream’s recording when the shop has no 100ms credentials', async () => {
    const r = ok(await send(shop.app, 'liveStream', { id: String(shop.streams.hodanLive) }), 'liveStream');
    expect(r.stream.state).toBe('live');
    expect(r.video).toEqual({ kind: 'replay', url: expect.stringMatching(/^\/api\/live\/streams\/\d+\/replay\?v=/), recorded_at: r.stream.starts_at });
  });

  it('has no video for an upcoming stream nor an ended one (which it still answers)', async () => {
    const up = ok(await send(shop.app, 'liveStream', { id: String(shop.streams.upcoming) }), 'liveStream');
    expect([up.stream.state, up.video]).toEqual(['upcoming', null]);
    const ended = ok(await send(shop.app, 'liveStream', { id: String(shop.streams.ended) }), 'liveStream');
    expect([ended.stream.state, ended.video]).toEqual(['ended', null]);
    expect(ended.stream.ended_at).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown stream and 400 for an id that is not digits', async () => {
    expect(refusal(await send(shop.app, 'liveStream', { id: '999999' }))).toEqual({ status: 404, code: 'not_found', message: 'Live stream not found' });
    const bad = await send(shop.app, 'liveStream', { id: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toMatch(/Invalid params/);
  });

  it('names the 100ms room when the shop has 100ms credentials', async () => {
    const withHms = await openLiveShop({ hms: TEST_HMS, defaultRoomId: 'room-default-1' });
    try {
      const r = ok(await send(withHms.app, 'liveStream', { id: String(withHms.streams.hodanLive) }), 'liveStream');
      expect(r.video).toEqual({ kind: 'hms', room_id: 'room-default-1' });
    } finally {
      await withHms.close();
    }
  });
});

describe('the replay recording', () => {
  const replayOf = async (id: number) => (ok(await send(shop.app, 'liveStream', { id: String(id) }), 'liveStream').video as Loose).url as string;

  it('is a WebM video, cacheable for good at its versioned URL', async () => {
    const url = await replayOf(shop.streams.bakaaraLive);
    const res = await shop.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])); // EBML magic
    expect(res.rawPayload.length).toBeLessThanOrEqual(400 * 1024);
    const again = await shop.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers byte ranges (206) as a video element seeks, and 416 past the end', async () => {
    const url = await replayOf(shop.streams.hodanLive);
    const whole = await shop.app.inject({ method: 'GET', url });
    const size = whole.rawPayload.length;
    const part = await shop.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));
    const open = await shop.app.inject({ method: 'GET', url, headers: { range: `bytes=${size - 10}-` } });
    expect([open.statusCode, open.rawPayload.length]).toEqual([206, 10]);
    const past = await shop.app.inject({ method: 'GET', url, headers: { range: `bytes=${size}-` } });
    expect([past.statusCode, past.headers['content-range'], past.headers['cache-control']]).toEqual([416, `bytes */${size}`, 'no-store']);
    // Without its version the replay is kept an hour; with it, for good.
    expect(whole.headers['cache-control']).toBe(url.includes('?v=') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    const unversioned = await shop.app.inject({ method: 'GET', url: url.replace(/\?.*$/, '') });
    expect(unversioned.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 for an unknown stream, and the poster is a JPEG', async () => {
    const missing = await shop.app.inject({ method: 'GET', url: '/api/live/streams/999999/replay' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Live stream not found']);
    const list = ok(await send(shop.app, 'liveStreams'), 'liveStreams');
    const poster = await shop.app.inject({ method: 'GET', url: list.live[0].poster });
    expect([poster.statusCode, poster.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });
});
