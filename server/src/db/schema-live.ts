/**
 * Live shopping (spec §2 live routes): a seller's streams, the products pinned in each,
 * shoppers' reminders, who is watching (so every API process counts the same viewers) and the
 * chat of replay rooms. PostgreSQL 15 compatible.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products, sellers } from './schema';
import { users } from './schema-auth';

export const liveStreams = pgTable(
  'live_streams',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id').notNull().references(() => sellers.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** upcoming → live → ended, never back (staffLiveState). */
    state: text('state').notNull().default('upcoming'),
    /** When it is to start (upcoming) or started (live, ended). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The 100ms room viewers join when the shop has 100ms credentials. */
    hmsRoomId: text('hms_room_id'),
    /** The recording played without 100ms: a file name of server/assets/live, and when it was made. */
    replayFile: text('replay_file'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    /** The poster still: a file name of server/assets/live (null: the first pinned product's image). */
    posterFile: text('poster_file'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('live_streams_state_ck', sql`${t.state} in ('upcoming', 'live', 'ended')`),
    index('live_streams_state_idx').on(t.state, t.startsAt),
  ],
);

export const liveStreamPins = pgTable(
  'live_stream_pins',
  {
    streamId: integer('stream_id').notNull().references(() => liveStreams.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    /** 1 first, in the seller's order. */
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('live_stream_pins_stream_product_uq').on(t.streamId, t.productId), index('live_stream_pins_stream_idx').on(t.streamId, t.position)],
);

export const liveReminders = pgTable(
  'live_reminders',
  {
    streamId: integer('stream_id').notNull().references(() => liveStreams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One reminder per shopper and stream, whatever two taps or two API processes race into.
  (t) => [uniqueIndex('live_reminders_stream_user_uq').on(t.streamId, t.userId), index('live_reminders_user_idx').on(t.userId)],
);

/**
 * One row per open feed (a viewer's room), kept fresh by its process's heartbeat: the viewer count
 * is the rows seen in the last minute, so every API process counts the same and a process that
 * died stops counting within a minute.
 */
export const liveViewers = pgTable(
  'live_viewers',
  {
    id: uuid('id').primaryKey(),
    streamId: integer('stream_id').notNull().references(() => liveStreams.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_viewers_stream_idx').on(t.streamId, t.seenAt)],
);

/** Chat of replay rooms (a 100ms room chats over the SDK's broadcast messages instead). */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: serial('id').primaryKey(),
    streamId: integer('stream_id').notNull().references(() => liveStreams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The shopper's first name when sent (a later rename leaves old messages as they were). */
    author: text('author').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_chat_messages_stream_idx').on(t.streamId, t.id), index('live_chat_messages_user_idx').on(t.userId, t.sentAt)],
);
