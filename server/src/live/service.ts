/**
 * Live shopping's reads and writes (README.md): streams with their pinned products and viewers,
 * reminders, replay chat and reactions, and the staff desk's pins and state. Every write that a
 * room must see announces itself on LIVE_CHANNEL inside its own transaction (feed.ts fans it out
 * once it commits, to every API process).
 */
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { LiveChatMessage, LiveProduct, LiveState, LiveStream, LiveVideo } from 'shared-api/contract';
import { LIVE_CHAT_KEPT, LIVE_REACTIONS } from '../contract';
import type { Db } from '../db/client';
import { products, sellers, stock } from '../db/schema';
import { users } from '../db/schema-auth';
import { liveChatMessages, liveReminders, liveStreamPins, liveStreams, liveViewers } from '../db/schema-live';
import { centsToDollars } from '../money';
import { recordEvent } from '../events/record';
import { BusinessError, notFound } from '../errors';
import { liveFile, versionOf } from './files';
import type { LiveSettings } from './settings';

/** The channel every API process listens on; payloads are `LiveNotice` JSON. */
export const LIVE_CHANNEL = 'suuq_live';
/** What changed in a stream (small: pg_notify carries at most 8000 bytes; a chat message is < 1 KB). */
export type LiveNotice =
  | { s: number; k: 'pins' | 'state' | 'viewers' }
  | { s: number; k: 'chat'; m: LiveChatMessage }
  | { s: number; k: 'reaction'; e: string };

/** A viewer counts while its feed was seen this recently (the feed's heartbeat is every 15 s). */
export const VIEWER_FRESH_MS = 60_000;
/** Chat: at most this many messages per shopper in CHAT_WINDOW_MS, counted in the database. */
export const CHAT_BURST = 5;
export const CHAT_WINDOW_MS = 30_000;

export const STREAM_NOT_FOUND = 'Live stream not found';
export const STREAM_ENDED = 'This live stream has ended.';
export const STREAM_NOT_STARTED = 'This live stream has not started yet.';

/** A database or an open transaction. */
type Q = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export async function announce(q: Q, notice: LiveNotice): Promise<void> {
  await q.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
}

const streamColumns = {
  id: liveStreams.id,
  title: liveStreams.title,
  description: liveStreams.description,
  state: liveStreams.state,
  startsAt: liveStreams.startsAt,
  endedAt: liveStreams.endedAt,
  hmsRoomId: liveStreams.hmsRoomId,
  replayFile: liveStreams.replayFile,
  recordedAt: liveStreams.recordedAt,
  posterFile: liveStreams.posterFile,
  sellerId: sellers.id,
  sellerName: sellers.name,
};
export type StreamRow = {
  id: number; title: string; description: string; state: string; startsAt: Date; endedAt: Date | null;
  hmsRoomId: string | null; replayFile: string | null; recordedAt: Date | null; posterFile: string | null;
  sellerId: number; sellerName: string;
};

/** The stream of a path id ('12'), or 404. */
export async function streamRow(db: Q, id: number, opts: { lock?: boolean } = {}): Promise<StreamRow> {
  const query = db.select(streamColumns).from(liveStreams).innerJoin(sellers, eq(sellers.id, liveStreams.sellerId)).where(eq(liveStreams.id, id)).limit(1);
  const [row] = await (opts.lock ? query.for('update', { of: liveStreams }) : query);
  if (!row) throw notFound(STREAM_NOT_FOUND);
  return row;
}

/** Pinned products of each stream, in the seller's order. */
export async function pinsOf(db: Q, streamIds: number[]): Promise<Map<number, LiveProduct[]>> {
  const out = new Map<number, LiveProduct[]>(streamIds.map((id) => [id, []]));
  if (!streamIds.length) return out;
  const rows = await db
    .select({
      streamId: liveStreamPins.streamId,
      position: liveStreamPins.position,
      id: products.id,
      name: products.name,
      slug: products.slug,
      priceCents: products.priceCents,
      oldPriceCents: products.oldPriceCents,
      inStock: sql<boolean>`exists (select 1 from ${stock} where ${stock.productId} = ${products.id} and ${stock.quantity} > 0)`,
    })
    .from(liveStreamPins)
    .innerJoin(products, eq(products.id, liveStreamPins.productId))
    .where(inArray(liveStreamPins.streamId, streamIds))
    .orderBy(asc(liveStreamPins.streamId), asc(liveStreamPins.position));
  for (const r of rows) {
    out.get(r.streamId)!.push({
      product_id: r.id,
      name: r.name,
      slug: r.slug || `product-${r.id}`,
      price: centsToDollars(r.priceCents),
      old_price: r.oldPriceCents === null ? null : centsToDollars(r.oldPriceCents),
      image: `/api/product-image/${r.id}`,
      in_stock: Boolean(r.inStock),
      position: r.position,
    });
  }
  return out;
}

/** Feeds seen in the last minute, per stream (every API process writes its own rows). */
export async function viewerCounts(db: Q, streamIds: number[], now: Date): Promise<Map<number, number>> {
  const out = new Map<number, number>(streamIds.map((id) => [id, 0]));
  if (!streamIds.length) return out;
  const rows = await db
    .select({ streamId: liveViewers.streamId, n: count() })
    .from(liveViewers)
    .where(and(inArray(liveViewers.streamId, streamIds), gt(liveViewers.seenAt, new Date(now.getTime() - VIEWER_FRESH_MS))))
    .groupBy(liveViewers.streamId);
  for (const r of rows) out.set(r.streamId, Number(r.n));
  return out;
}

export const replayUrl = (row: Pick<StreamRow, 'id' | 'replayFile'>) => {
  const file = liveFile(row.replayFile);
  return file ? `/api/live/streams/${row.id}/replay?v=${versionOf(file)}` : null;
};

function posterOf(row: StreamRow, pins: LiveProduct[]): string {
  const file = liveFile(row.posterFile);
  if (file) return `/api/live/streams/${row.id}/poster?v=${versionOf(file)}`;
  return pins[0]?.image ?? '';
}

export function shapeStream(row: StreamRow, pins: LiveProduct[], viewers: number): LiveStream {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    seller: { id: row.sellerId, name: row.sellerName },
    state: row.state as LiveState,
    starts_at: row.startsAt.toISOString(),
    ended_at: row.endedAt ? row.endedAt.toISOString() : null,
    viewer_count: row.state === 'live' ? viewers : 0,
    poster: posterOf(row, pins),
    products: pins,
  };
}

/** The 100ms room a stream plays in, when the shop has 100ms credentials. */
export const hmsRoomOf = (row: StreamRow, settings: LiveSettings) => (settings.hms ? (row.hmsRoomId ?? settings.defaultRoomId) : null);

/** How a live stream's room gets its picture: 100ms when set up, else its recording; null otherwise. */
export function videoOf(row: StreamRow, settings: LiveSettings): LiveVideo {
  if (row.state !== 'live') return null;
  const room = hmsRoomOf(row, settings);
  if (room) return { kind: 'hms', room_id: room };
  const url = replayUrl(row);
  return url ? { kind: 'replay', url, recorded_at: (row.recordedAt ?? row.startsAt).toISOString() } : null;
}

async function shapeAll(db: Q, rows: StreamRow[], now: Date): Promise<LiveStream[]> {
  const ids = rows.map((r) => r.id);
  const [pins, viewers] = await Promise.all([pinsOf(db, ids), viewerCounts(db, rows.filter((r) => r.state === 'live').map((r) => r.id), now)]);
  return rows.map((r) => shapeStream(r, pins.get(r.id) ?? [], viewers.get(r.id) ?? 0));
}

/** Live now (most viewers first, then the longest running) and coming up (soonest first). */
export async function listStreams(db: Db, now: Date) {
  const rows = await db
    .select(streamColumns)
    .from(liveStreams)
    .innerJoin(sellers, eq(sellers.id, liveStreams.sellerId))
    .where(inArray(liveStreams.state, ['live', 'upcoming']))
    .orderBy(asc(liveStreams.startsAt), asc(liveStreams.id));
  const all = await shapeAll(db, rows, now);
  return {
    live: all.filter((s) => s.state === 'live').sort((a, b) => b.viewer_count - a.viewer_count),
    upcoming: all.filter((s) => s.state === 'upcoming'),
  };
}

export async function getStream(db: Db, id: number, settings: LiveSettings, now: Date) {
  const row = await streamRow(db, id);
  const [stream] = await shapeAll(db, [row], now);
  return { stream: stream!, video: videoOf(row, settings) };
}

/** The last LIVE_CHAT_KEPT messages of a stream, oldest first. */
export async function recentChat(db: Q, streamId: number): Promise<LiveChatMessage[]> {
  const rows = await db
    .select()
    .from(liveChatMessages)
    .where(eq(liveChatMessages.streamId, streamId))
    .orderBy(desc(liveChatMessages.id))
    .limit(LIVE_CHAT_KEPT);
  return rows.reverse().map(shapeMessage);
}

const shapeMessage = (r: typeof liveChatMessages.$inferSelect): LiveChatMessage => ({
  id: String(r.id),
  author: r.author,
  text: r.body,
  sent_at: r.sentAt.toISOString(),
});

function refuseUnlessLive(row: StreamRow) {
  if (row.state === 'ended') throw new BusinessError(409, 'stream_ended', STREAM_ENDED);
  if (row.state !== 'live') throw new BusinessError(409, 'stream_not_live', STREAM_NOT_STARTED);
}

export const CHAT_EMPTY = 'Write a message first.';
export const chatTooFast = (seconds: number) => `You are sending messages too fast. Please wait ${seconds} seconds and try again.`;

/** The first word of the shopper's name, as the room shows it. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'Shopper';

/** A shopper's chat message in a live room (at most CHAT_BURST per CHAT_WINDOW_MS, across rooms). */
export async function sendChat(db: Db, userId: number, streamId: number, text: string, now: Date) {
  const body = text.trim();
  if (!body) throw new BusinessError(400, 'text', CHAT_EMPTY);
  const message = await db.transaction(async (tx) => {
    const row = await streamRow(tx, streamId);
    refuseUnlessLive(row);
    // One shopper's sends are counted one at a time, so two tabs cannot both slip under the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_CHAT}, ${userId})`);
    const since = new Date(now.getTime() - CHAT_WINDOW_MS);
    const recent = await tx
      .select({ sentAt: liveChatMessages.sentAt })
      .from(liveChatMessages)
      .where(and(eq(liveChatMessages.userId, userId), gt(liveChatMessages.sentAt, since)))
      .orderBy(asc(liveChatMessages.sentAt));
    if (recent.length >= CHAT_BURST) {
      const wait = Math.max(1, Math.ceil((recent[recent.length - CHAT_BURST]!.sentAt.getTime() + CHAT_WINDOW_MS - now.getTime()) / 1000));
      throw new BusinessError(429, 'rate_limited', chatTooFast(wait), { retry_after: wait });
    }
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
    const [saved] = await tx
      .insert(liveChatMessages)
      .values({ streamId, userId, author: firstName(user?.name ?? ''), body, sentAt: now })
      .returning();
    const shaped = shapeMessage(saved!);
    await announce(tx, { s: streamId, k: 'chat', m: shaped });
    return shaped;
  });
  return { message };
}

/** Advisory lock class of chat sends (the second key is the shopper). */
const ADVISORY_CHAT = 1_313_000_001;

export const REACTION_UNKNOWN = `Choose one of the reactions: ${LIVE_REACTIONS.join(' ')}`;

export async function react(db: Db, streamId: number, emoji: string) {
  if (!(LIVE_REACTIONS as readonly string[]).includes(emoji)) throw new BusinessError(400, 'emoji', REACTION_UNKNOWN);
  const row = await streamRow(db, streamId);
  refuseUnlessLive(row);
  await announce(db, { s: streamId, k: 'reaction', e: emoji });
  return {};
}

/** The bearer's reminders of streams still to come. */
export async function reminders(db: Db, userId: number) {
  const rows = await db
    .select({ id: liveReminders.streamId })
    .from(liveReminders)
    .innerJoin(liveStreams, eq(liveStreams.id, liveReminders.streamId))
    .where(and(eq(liveReminders.userId, userId), eq(liveStreams.state, 'upcoming')))
    .orderBy(asc(liveStreams.startsAt), asc(liveStreams.id));
  return { stream_ids: rows.map((r) => r.id) };
}

export const REMINDER_SET = 'We will remind you when this stream starts.';
export const REMINDER_CLEARED = 'Reminder removed.';
export const REMINDER_LIVE = 'This stream is live now: watch it instead.';

export async function setReminder(db: Db, userId: number, streamId: number, on: boolean) {
  const row = await streamRow(db, streamId);
  if (row.state === 'ended') throw new BusinessError(409, 'stream_ended', STREAM_ENDED);
  if (row.state === 'live') throw new BusinessError(409, 'stream_live', REMINDER_LIVE);
  if (on) {
    // The unique index keeps one row, whatever two taps or two API processes race into.
    await db.insert(liveReminders).values({ streamId, userId }).onConflictDoNothing();
  } else {
    await db.delete(liveReminders).where(and(eq(liveReminders.streamId, streamId), eq(liveReminders.userId, userId)));
  }
  return { reminder_set: on, message: on ? REMINDER_SET : REMINDER_CLEARED };
}

export const PINS_TWICE = 'Each product can be pinned only once.';
export const pinsMissing = (ids: number[]) => `No product with id ${ids.join(', ')}.`;

/** Staff: the stream's pinned products become exactly these, in this order. */
export async function setPins(db: Db, streamId: number, productIds: number[]) {
  if (new Set(productIds).size !== productIds.length) throw new BusinessError(400, 'product_ids', PINS_TWICE);
  return db.transaction(async (tx) => {
    // The stream's row is locked: two desks pinning at once apply one after the other.
    const row = await streamRow(tx, streamId, { lock: true });
    if (row.state === 'ended') throw new BusinessError(409, 'stream_ended', STREAM_ENDED);
    const found = productIds.length ? await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds)) : [];
    const missing = productIds.filter((id) => !found.some((f) => f.id === id));
    if (missing.length) throw new BusinessError(404, 'not_found', pinsMissing(missing));
    await tx.delete(liveStreamPins).where(eq(liveStreamPins.streamId, streamId));
    if (productIds.length) await tx.insert(liveStreamPins).values(productIds.map((productId, i) => ({ streamId, productId, position: i + 1 })));
    await announce(tx, { s: streamId, k: 'pins' });
    return { products: (await pinsOf(tx, [streamId])).get(streamId)! };
  });
}

export const ALREADY_LIVE = 'This stream is already live.';
export const NOT_STARTED_CANNOT_END = 'This stream has not started: start it before ending it.';

/**
 * Staff: upcoming → live or live → ended. Starting it records one live_started event per reminder
 * holder in the same transaction (events/record.ts): the notifications dispatcher tells them after
 * the commit, so a refused or rolled-back start tells nobody, and live never imports notifications.
 */
export async function setState(db: Db, streamId: number, state: 'live' | 'ended', now: Date) {
  const row = await db.transaction(async (tx) => {
    const current = await streamRow(tx, streamId, { lock: true });
    if (current.state === 'ended') throw new BusinessError(409, 'stream_ended', STREAM_ENDED);
    if (state === 'live') {
      if (current.state === 'live') throw new BusinessError(409, 'stream_live', ALREADY_LIVE);
      await tx.update(liveStreams).set({ state: 'live', startsAt: now }).where(eq(liveStreams.id, streamId));
      const holders = await tx.select({ userId: liveReminders.userId }).from(liveReminders).where(eq(liveReminders.streamId, streamId));
      for (const h of holders) {
        await recordEvent(tx, { kind: 'live_started', userId: h.userId, data: { stream_id: streamId, seller: current.sellerName, stream: current.title } });
      }
    } else {
      if (current.state !== 'live') throw new BusinessError(409, 'stream_not_live', NOT_STARTED_CANNOT_END);
      await tx.update(liveStreams).set({ state: 'ended', endedAt: now }).where(eq(liveStreams.id, streamId));
    }
    await announce(tx, { s: streamId, k: 'state' });
    return streamRow(tx, streamId);
  });
  const [stream] = await shapeAll(db, [row], now);
  return { stream: stream! };
}
