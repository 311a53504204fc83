/**
 * PostgreSQL only: two API processes on one database, as production runs. A pin changed through
 * one reaches a feed opened on the other (pg_notify fan-out), both count the same viewers, and
 * reminders set at once through both give one row.
 */
import { and, eq } from 'drizzle-orm';
import { accountWithSession } from '../auth/test-kit';
import { products } from '../db/schema';
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
});
