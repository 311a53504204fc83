/** Chat, reactions, reminders and the staff desk's pins and state (PGlite; PostgreSQL with DATABASE_URL). */
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema-auth';
import { liveChatMessages, liveReminders, liveStreamPins, liveStreams } from '../db/schema-live';
import { notifications } from '../db/schema-notifications';
import { products } from '../db/schema';
import { openLiveShop, ok, refusal, send, shopperOf, staffOf, type LiveShop, type Loose } from './test-kit';

let shop: LiveShop;
beforeAll(async () => {
  shop = await openLiveShop();
});
afterAll(() => shop?.close());

const id = (n: number) => String(n);

describe('liveChatSend', () => {
  it('sends as the shopper’s first name, trimmed', async () => {
    const who = await shopperOf(shop);
    await shop.database.db.update(users).set({ name: 'Hodan Abdi Warsame' }).where(eq(users.id, who.userId));
    const r = ok(await send(shop.app, 'liveChatSend', { id: id(shop.streams.hodanLive), text: '  Immisa waaye? ' }, who), 'liveChatSend');
    expect(r.message).toMatchObject({ author: 'Hodan', text: 'Immisa waaye?', id: expect.stringMatching(/^\d+$/) });
  });

  it('is for shoppers only (401 without a session)', async () => {
    expect((await send(shop.app, 'liveChatSend', { id: id(shop.streams.hodanLive), text: 'hi' })).status).toBe(401);
  });

  it('refuses an empty message, an unknown stream, an ended one and one not started', async () => {
    const who = await shopperOf(shop);
    expect(refusal(await send(shop.app, 'liveChatSend', { id: id(shop.streams.hodanLive), text: '   ' }, who))).toEqual({ status: 400, code: 'text', message: 'Write a message first.' });
    expect(refusal(await send(shop.app, 'liveChatSend', { id: '999999', text: 'hi' }, who)).status).toBe(404);
    expect(refusal(await send(shop.app, 'liveChatSend', { id: id(shop.streams.ended), text: 'hi' }, who)).code).toBe('stream_ended');
    expect(refusal(await send(shop.app, 'liveChatSend', { id: id(shop.streams.upcoming), text: 'hi' }, who)).code).toBe('stream_not_live');
    const tooLong = await send(shop.app, 'liveChatSend', { id: id(shop.streams.hodanLive), text: 'x'.repeat(201) }, who);
    expect(tooLong.status).toBe(400);
  });

  it('limits a shopper to 5 messages in 30 s, counted in the database, with a clear message', async () => {
    const who = await shopperOf(shop);
    const answers = await Promise.all(Array.from({ length: 7 }, (_, i) => send(shop.app, 'liveChatSend', { id: id(shop.streams.bakaaraLive), text: `m${i}` }, who)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.status)).toEqual([429, 429]);
    expect(refused[0]!.body.result?.message).toMatch(/^You are sending messages too fast\. Please wait \d+ seconds and try again\.$/);
    const rows = await shop.database.db.select().from(liveChatMessages).where(eq(liveChatMessages.userId, who.userId));
    expect(rows).toHaveLength(5);
  });
});

describe('liveReact', () => {
  it('takes one of the reactions, for shoppers, on a live stream', async () => {
    const who = await shopperOf(shop);
    ok(await send(shop.app, 'liveReact', { id: id(shop.streams.hodanLive), emoji: '🔥' }, who), 'liveReact');
    expect(refusal(await send(shop.app, 'liveReact', { id: id(shop.streams.hodanLive), emoji: '💩' }, who))).toMatchObject({ status: 400, code: 'emoji' });
    expect((await send(shop.app, 'liveReact', { id: id(shop.streams.hodanLive), emoji: '🔥' })).status).toBe(401);
    expect(refusal(await send(shop.app, 'liveReact', { id: id(shop.streams.ended), emoji: '🔥' }, who)).code).toBe('stream_ended');
  });
});

describe('reminders', () => {
  it('sets and clears a reminder of an upcoming stream; twice is one', async () => {
    const who = await shopperOf(shop);
    const up = id(shop.streams.upcoming);
    expect(ok(await send(shop.app, 'liveReminderSet', { id: up, on: true }, who), 'liveReminderSet')).toMatchObject({ reminder_set: true, message: 'We will remind you when this stream starts.' });
    ok(await send(shop.app, 'liveReminderSet', { id: up, on: true }, who), 'liveReminderSet');
    expect(ok(await send(shop.app, 'liveReminders', {}, who), 'liveReminders').stream_ids).toEqual([shop.streams.upcoming]);
    expect(ok(await send(shop.app, 'liveReminderSet', { id: up, on: false }, who), 'liveReminderSet')).toMatchObject({ reminder_set: false, message: 'Reminder removed.' });
    expect(ok(await send(shop.app, 'liveReminders', {}, who), 'liveReminders').stream_ids).toEqual([]);
  });

  it('is only for upcoming streams, only for shoppers', async () => {
    const who = await shopperOf(shop);
    expect(refusal(await send(shop.app, 'liveReminderSet', { id: id(shop.streams.hodanLive), on: true }, who))).toMatchObject({ status: 409, code: 'stream_live' });
    expect(refusal(await send(shop.app, 'liveReminderSet', { id: id(shop.streams.ended), on: true }, who))).toMatchObject({ status: 409, code: 'stream_ended' });
    expect(refusal(await send(shop.app, 'liveReminderSet', { id: '999999', on: true }, who)).status).toBe(404);
    expect((await send(shop.app, 'liveReminderSet', { id: id(shop.streams.upcoming), on: true })).status).toBe(401);
    expect((await send(shop.app, 'liveReminders', {})).status).toBe(401);
  });
});

describe('staffLivePins', () => {
  const someProducts = async (n: number) => (await shop.database.db.select({ id: products.id }).from(products).limit(n)).map((p) => p.id);

  it('pins products in the order given (staff only)', async () => {
    const boss = await staffOf(shop);
    const [a, b, c] = await someProducts(3);
    const r = ok(await send(shop.app, 'staffLivePins', { id: id(shop.streams.bakaaraLive), product_ids: [c, a, b] }, boss), 'staffLivePins');
    expect(r.products.map((p: Loose) => [p.product_id, p.position])).toEqual([[c, 1], [a, 2], [b, 3]]);
    const stream = ok(await send(shop.app, 'liveStream', { id: id(shop.streams.bakaaraLive) }), 'liveStream');
    expect(stream.stream.products.map((p: Loose) => p.product_id)).toEqual([c, a, b]);
  });

  it('refuses a shopper (403), no session (401), a missing product, a product twice, an ended stream', async () => {
    const boss = await staffOf(shop);
    const who = await shopperOf(shop);
    const [a] = await someProducts(1);
    const stream = id(shop.streams.hodanLive);
    const before = await shop.database.db.select().from(liveStreamPins).where(eq(liveStreamPins.streamId, shop.streams.hodanLive));
    expect((await send(shop.app, 'staffLivePins', { id: stream, product_ids: [a] }, who)).status).toBe(403);
    expect((await send(shop.app, 'staffLivePins', { id: stream, product_ids: [a] })).status).toBe(401);
    expect(refusal(await send(shop.app, 'staffLivePins', { id: stream, product_ids: [a, 999999] }, boss))).toEqual({ status: 404, code: 'not_found', message: 'No product with id 999999.' });
    expect(refusal(await send(shop.app, 'staffLivePins', { id: stream, product_ids: [a, a] }, boss))).toEqual({ status: 400, code: 'product_ids', message: 'Each product can be pinned only once.' });
    expect(refusal(await send(shop.app, 'staffLivePins', { id: id(shop.streams.ended), product_ids: [a] }, boss)).code).toBe('stream_ended');
    expect((await send(shop.app, 'staffLivePins', { id: stream, product_ids: Array.from({ length: 21 }, (_, i) => i + 1) }, boss)).status).toBe(400);
    // Nothing changed by the refusals.
    expect(await shop.database.db.select().from(liveStreamPins).where(eq(liveStreamPins.streamId, shop.streams.hodanLive))).toEqual(before);
  });
});

describe('staffLiveState', () => {
  it('starts an upcoming stream and tells every reminder holder in the same transaction; ends it with ended_at', async () => {
    const boss = await staffOf(shop);
    const [seeded] = await shop.database.db.select().from(liveStreams).where(eq(liveStreams.id, shop.streams.upcoming));
    const [fresh] = await shop.database.db
      .insert(liveStreams)
      .values({ sellerId: seeded!.sellerId, title: 'Jikada Barwaaqo · Test', state: 'upcoming', startsAt: new Date(Date.now() + 60_000) })
      .returning({ id: liveStreams.id });
    const fans = [await shopperOf(shop), await shopperOf(shop)];
    const bystander = await shopperOf(shop);
    for (const f of fans) ok(await send(shop.app, 'liveReminderSet', { id: id(fresh!.id), on: true }, f), 'liveReminderSet');

    const live = ok(await send(shop.app, 'staffLiveState', { id: id(fresh!.id), state: 'live' }, boss), 'staffLiveState');
    expect(live.stream.state).toBe('live');
    for (const f of fans) {
      const notes = ok(await send(shop.app, 'notifications', {}, f), 'notifications').notifications;
      expect(notes[0]).toMatchObject({ kind: 'live_started', title: 'Barwaaqo Foods is live now', message: expect.stringContaining('Jikada Barwaaqo · Test') });
    }
    expect(await shop.database.db.select().from(notifications).where(eq(notifications.userId, bystander.userId))).toEqual([]);
    expect(refusal(await send(shop.app, 'staffLiveState', { id: id(fresh!.id), state: 'live' }, boss))).toMatchObject({ status: 409, code: 'stream_live' });

    const ended = ok(await send(shop.app, 'staffLiveState', { id: id(fresh!.id), state: 'ended' }, boss), 'staffLiveState');
    expect(ended.stream.state).toBe('ended');
    expect(Date.parse(ended.stream.ended_at)).toBeGreaterThanOrEqual(Date.parse(live.stream.starts_at));
    expect(refusal(await send(shop.app, 'staffLiveState', { id: id(fresh!.id), state: 'live' }, boss)).code).toBe('stream_ended');
  });

  it('writes no notification when the start fails (one transaction)', async () => {
    const boss = await staffOf(shop);
    const fan = await shopperOf(shop);
    // A reminder on a stream that is already live (written by hand): starting it again is refused.
    await shop.database.db.insert(liveReminders).values({ streamId: shop.streams.hodanLive, userId: fan.userId });
    expect((await send(shop.app, 'staffLiveState', { id: id(shop.streams.hodanLive), state: 'live' }, boss)).status).toBe(409);
    expect(await shop.database.db.select().from(notifications).where(eq(notifications.userId, fan.userId))).toEqual([]);
    await shop.database.db.delete(liveReminders).where(and(eq(liveReminders.userId, fan.userId)));
  });

  it('refuses ending a stream that has not started, a shopper, and a state that is not live or ended', async () => {
    const boss = await staffOf(shop);
    const who = await shopperOf(shop);
    expect(refusal(await send(shop.app, 'staffLiveState', { id: id(shop.streams.upcoming), state: 'ended' }, boss))).toMatchObject({ status: 409, code: 'stream_not_live' });
    expect((await send(shop.app, 'staffLiveState', { id: id(shop.streams.hodanLive), state: 'ended' }, who)).status).toBe(403);
    expect((await send(shop.app, 'staffLiveState', { id: id(shop.streams.hodanLive), state: 'upcoming' }, boss)).status).toBe(400);
  });
});
