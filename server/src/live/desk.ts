/**
 * The staff desk: a stream's pinned products and its state (upcoming → live → ended), each a
 * transaction on the stream's locked row that the room hears of (announce).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { liveReminders, liveStreamPins, liveStreams } from '../db/schema-live';
import { BusinessError } from '../errors';
import { recordEvent } from '../events/record';
import { announce, pinsOf, shapeAll, STREAM_ENDED, streamRow } from './service';

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
