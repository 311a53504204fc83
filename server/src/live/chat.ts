/**
 * A live room's chat and reactions (README.md): a shopper's message is saved and announced in one
 * transaction, at most CHAT_BURST per CHAT_WINDOW_MS (counted in the database, across rooms and
 * API processes); a reaction is only announced. Both only while the stream is live.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { LIVE_REACTIONS } from '../contract';
import type { Db } from '../db/client';
import { users } from '../db/schema-auth';
import { liveChatMessages } from '../db/schema-live';
import { BusinessError } from '../errors';
import { announce, shapeMessage, STREAM_ENDED, STREAM_NOT_STARTED, streamRow, type StreamRow } from './service';

/** Chat: at most this many messages per shopper in CHAT_WINDOW_MS, counted in the database. */
export const CHAT_BURST = 5;
export const CHAT_WINDOW_MS = 30_000;

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
