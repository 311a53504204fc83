/**
 * A stream's reminders reach the shopper the way orders and wallet reach them: starting the stream
 * records one live_started domain event per reminder holder in its own transaction, and the
 * notifications dispatcher turns each into the in-app notification after the commit, in the
 * shopper's language (the texts of shared-api/notification-texts). A refused start records none.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { renderNotice } from 'shared-api/notification-texts';
import { outboxMessages, users } from '../db/schema-auth';
import { domainEvents } from '../db/schema-events';
import { liveReminders, liveStreams } from '../db/schema-live';
import { notifications } from '../db/schema-notifications';
import { openLiveShop, ok, send, shopperOf, staffOf, type LiveShop } from './test-kit';

let shop: LiveShop;
beforeAll(async () => {
  shop = await openLiveShop();
});
afterAll(() => shop?.close());

const id = (n: number) => String(n);
const liveEventsOf = (streamId: number) =>
  shop.database.db.select().from(domainEvents).where(and(eq(domainEvents.kind, 'live_started'), sql`${domainEvents.data}->>'stream_id' = ${String(streamId)}`));

async function freshUpcoming(title: string) {
  const [seeded] = await shop.database.db.select().from(liveStreams).where(eq(liveStreams.id, shop.streams.upcoming));
  const [fresh] = await shop.database.db
    .insert(liveStreams)
    .values({ sellerId: seeded!.sellerId, title, state: 'upcoming', startsAt: new Date(Date.now() + 60_000) })
    .returning({ id: liveStreams.id });
  return fresh!.id;
}

describe('live_started reminders', () => {
  it('are domain events of the start, dispatched after the commit as in-app notifications in each shopper’s language', async () => {
    const boss = await staffOf(shop);
    const stream = await freshUpcoming('Jikada Barwaaqo · Reminders');
    const somali = await shopperOf(shop);
    const english = await shopperOf(shop);
    await shop.database.db.update(users).set({ language: 'en' }).where(eq(users.id, english.userId));
    for (const f of [somali, english]) ok(await send(shop.app, 'liveReminderSet', { id: id(stream), on: true }, f), 'liveReminderSet');

    ok(await send(shop.app, 'staffLiveState', { id: id(stream), state: 'live' }, boss), 'staffLiveState');
    const events = await liveEventsOf(stream);
    expect(events.map((e) => e.userId).sort()).toEqual([somali.userId, english.userId].sort());
    const params = { seller: 'Barwaaqo Foods', stream: 'Jikada Barwaaqo · Reminders' };
    for (const e of events) expect(e).toMatchObject({ orderId: null, data: { stream_id: stream, ...params } });

    await shop.app.notificationDispatcher.settle();
    for (const [who, lang] of [[somali, 'so'], [english, 'en']] as const) {
      const rows = await shop.database.db.select().from(notifications).where(eq(notifications.userId, who.userId));
      const text = renderNotice('live_started', params, lang);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'live_started', messageKey: 'live_started', params, title: text.title, body: text.body, orderId: null });
    }
    // Dispatched once, and in-app only: no WhatsApp or e-mail, as before the events carried it.
    expect((await liveEventsOf(stream)).every((e) => e.dispatchedAt !== null)).toBe(true);
    const [s, e] = await shop.database.db.select({ email: users.email, phone: users.fullPhone }).from(users).where(inArray(users.id, [somali.userId, english.userId]));
    expect(await shop.database.db.select().from(outboxMessages).where(inArray(outboxMessages.recipient, [s!.email, s!.phone, e!.email, e!.phone]))).toEqual([]);
  });

  it('records no event when the start is refused', async () => {
    const boss = await staffOf(shop);
    const fan = await shopperOf(shop);
    await shop.database.db.insert(liveReminders).values({ streamId: shop.streams.hodanLive, userId: fan.userId });
    expect((await send(shop.app, 'staffLiveState', { id: id(shop.streams.hodanLive), state: 'live' }, boss)).status).toBe(409);
    expect(await shop.database.db.select().from(domainEvents).where(eq(domainEvents.userId, fan.userId))).toEqual([]);
    await shop.database.db.delete(liveReminders).where(eq(liveReminders.userId, fan.userId));
  });
});
