/**
 * PostgreSQL only: two API processes on one database, as production runs. A pin changed through
 * one reaches a feed opened on the other (pg_notify fan-out), both count the same viewers, and
 * reminders set at once through both give one row; a stream started through both at once tells
 * each reminder holder once (one live_started event, one notification, whichever process dispatches).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { accountWithSession } from '../auth/test-kit';
import { products } from '../db/schema';
import { domainEvents } from '../db/schema-events';
import { notifications } from '../db/schema-notifications';
import { liveReminders, liveStreams } from '../db/schema-live';
import { postRpc, twoApisOnOneDatabase, type TwoApis } from '../testing/two-apis';
import { openFeed, type FeedReader, type Loose } from './test-kit';

let two: TwoApis;
const feeds: FeedReader[] = [];
let live = 0;
let upcoming = 0;
beforeAll(async () => {
  two = await twoApisOnOneDatabase('live');
  const rows = await two.database.db.select({ id: liveStreams.id, state: liveStreams.state }).from(liveStreams).orderBy(liveStreams.id);
  live = rows.find((r) => r.state === 'live')!.id;
  upcoming = rows.find((r) => r.state === 'upcoming')!.id;
}, 300_000);
afterAll(async () => {
  feeds.forEach((f) => f.close());
  await two?.stop();
});

const feedOn = async (base: string, id: number) => {
  const f = await openFeed(`${base}/api/live/streams/${id}/feed`);
  feeds.push(f);
  return f;
};

describe('live shopping on two API processes', () => {
  it('a pin changed through one process reaches a feed opened on the other', async () => {
    const [a, b] = two.apis;
    const boss = await accountWithSession(two.database.db, 'staff');
    const feed = await feedOn(b!.url, live);
    await feed.next('snapshot');
    const ids = (await two.database.db.select({ id: products.id }).from(products).limit(3)).map((p) => p.id);
    const answer = await postRpc<Loose>(a!.url, `/api/staff/live/streams/${live}/pins`, { product_ids: ids.reverse() }, { token: boss.token });
    expect(answer.status).toBe(200);
    const pins = await feed.next('pins');
    expect(pins.products.map((p: Loose) => p.product_id)).toEqual(ids);
  });

  it('a chat message sent through one process reaches the other’s feed', async () => {
    const [a, b] = two.apis;
    const who = await accountWithSession(two.database.db, 'customer');
    const feed = await feedOn(b!.url, live);
    await feed.next('snapshot');
    const sent = await postRpc<Loose>(a!.url, `/api/live/streams/${live}/chat`, { text: 'Ma la keeni karaa Kismaayo?' }, { token: who.token });
    expect(sent.status).toBe(200);
    expect((await feed.next('chat')).message).toEqual(sent.result.message);
  });

  it('both processes count the same viewers', async () => {
    const [a, b] = two.apis;
    const onA = await feedOn(a!.url, live);
    const before = (await onA.next('snapshot')).viewer_count as number;
    const onB = await feedOn(b!.url, live);
    expect((await onB.next('snapshot')).viewer_count).toBe(before + 1);
    await onA.next('viewers', (e) => e.viewer_count === before + 1);
    const list = await postRpc<Loose>(b!.url, '/api/live/streams', {});
    expect(list.result.live.find((s: Loose) => s.id === live).viewer_count).toBe(before + 1);
  });

  it('reminders set at once through both processes give one row', async () => {
    const [a, b] = two.apis;
    const who = await accountWithSession(two.database.db, 'customer');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => postRpc<Loose>((i % 2 ? a : b)!.url, `/api/live/streams/${upcoming}/reminder`, { on: true }, { token: who.token })),
    );
    expect(answers.map((x) => x.status)).toEqual(Array(8).fill(200));
    const rows = await two.database.db.select().from(liveReminders).where(and(eq(liveReminders.streamId, upcoming), eq(liveReminders.userId, who.userId)));
    expect(rows).toHaveLength(1);
  });

  it('a stream started through both processes at once tells each reminder holder once', async () => {
    const [a, b] = two.apis;
    const boss = await accountWithSession(two.database.db, 'staff');
    const [seeded] = await two.database.db.select().from(liveStreams).where(eq(liveStreams.id, upcoming));
    const [fresh] = await two.database.db
      .insert(liveStreams)
      .values({ sellerId: seeded!.sellerId, title: 'Both at once', state: 'upcoming', startsAt: new Date(Date.now() + 60_000) })
      .returning({ id: liveStreams.id });
    const fans = [await accountWithSession(two.database.db, 'customer'), await accountWithSession(two.database.db, 'customer')];
    for (const f of fans) expect((await postRpc(a!.url, `/api/live/streams/${fresh!.id}/reminder`, { on: true }, { token: f.token })).status).toBe(200);

    const starts = await Promise.all([a, b].map((api) => postRpc(api!.url, `/api/staff/live/streams/${fresh!.id}/state`, { state: 'live' }, { token: boss.token })));
    expect(starts.map((s) => s.status).sort()).toEqual([200, 409]);
    const events = await two.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.kind, 'live_started'), sql`${domainEvents.data}->>'stream_id' = ${String(fresh!.id)}`));
    expect(events.map((e) => e.userId).sort()).toEqual(fans.map((f) => f.userId).sort());

    // Both processes' dispatchers are woken by the commit; the list call writes what is still pending.
    for (const [i, f] of fans.entries()) {
      const list = await postRpc<{ notifications: { kind: string }[] }>((i % 2 ? a : b)!.url, '/api/notifications', {}, { token: f.token });
      expect(list.result.notifications.filter((n) => n.kind === 'live_started')).toHaveLength(1);
    }
    // Then both dispatchers finish (woken by the commit's NOTIFY): every event dispatched, by one of them.
    const undispatched = () =>
      two.database.db
        .select({ id: domainEvents.id })
        .from(domainEvents)
        .where(and(inArray(domainEvents.id, events.map((e) => e.id)), isNull(domainEvents.dispatchedAt)));
    const deadline = Date.now() + 30_000;
    let left = await undispatched();
    while (left.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      left = await undispatched();
    }
    expect(left).toEqual([]);
    for (const f of fans) {
      expect(await two.database.db.select().from(notifications).where(and(eq(notifications.userId, f.userId), eq(notifications.kind, 'live_started')))).toHaveLength(1);
    }
  });
});
