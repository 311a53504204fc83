/**
 * A shopper's reminders of streams still to come: set and cleared one way whatever taps or API
 * processes race (a unique index). When the stream starts, desk.ts tells every holder.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { liveReminders, liveStreams } from '../db/schema-live';
import { BusinessError } from '../errors';
import { STREAM_ENDED, streamRow } from './service';

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
