/**
 * Live shopping's streams (README.md): how a room hears of a change (LIVE_CHANNEL), and the reads
 * of streams with their pinned products, viewers and replay chat. The writes are by job beside it:
 * chat.ts (a room's chat and reactions), reminders.ts (a shopper's reminders), desk.ts (the staff
 * desk's pins and state). Every write that a room must see announces itself on LIVE_CHANNEL inside
 * its own transaction (feed.ts fans it out once it commits, to every API process).
 */
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { LiveChatMessage, LiveProduct, LiveState, LiveStream, LiveVideo } from 'shared-api/contract';
import { LIVE_CHAT_KEPT } from '../contract';
import type { Db } from '../db/client';
import { products, sellers, stock } from '../db/schema';
import { liveChatMessages, liveStreamPins, liveStreams, liveViewers } from '../db/schema-live';
import { centsToDollars } from '../money';
import { notFound } from '../errors';
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
export const STREAM_NOT_FOUND = 'Live stream not found';
export const STREAM_ENDED = 'This live stream has ended.';
export const STREAM_NOT_STARTED = 'This live stream has not started yet.';

/** A database or an open transaction. */
export type Q = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

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

export async function shapeAll(db: Q, rows: StreamRow[], now: Date): Promise<LiveStream[]> {
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

export const shapeMessage = (r: typeof liveChatMessages.$inferSelect): LiveChatMessage => ({
  id: String(r.id),
  author: r.author,
  text: r.body,
  sent_at: r.sentAt.toISOString(),
});

