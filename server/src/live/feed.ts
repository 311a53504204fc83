/**
 * The feed of a stream (`GET /api/live/streams/:id/feed`, Server-Sent Events; events in
 * shared-api live-feed.ts): a snapshot first, then pins, viewers, state, chat and reactions.
 *
 * Fan-out across API processes: every write a room must see runs pg_notify(LIVE_CHANNEL) in its
 * transaction (service.ts `announce`); PostgreSQL hands it to every process listening once it
 * commits (PGlite to its one process), and each process sends it to the feeds it holds. The
 * payload says what changed; pins and state are read back from the database, so every viewer
 * gets what was committed, never a process's guess.
 *
 * Viewers: each open feed is a row of live_viewers that its process touches at every heartbeat
 * (HEARTBEAT_MS, with an SSE comment that keeps proxies from closing the connection); the count
 * is the rows seen within VIEWER_FRESH_MS, so two processes agree and a crashed one's viewers
 * fade out within a minute. Opening and closing a feed announce 'viewers', and every process
 * recounts the streams it serves.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { LiveFeedEvent } from 'shared-api/contract';
import type { Database, Db } from '../db/client';
import { liveStreams, liveViewers } from '../db/schema-live';
import { API_POLICY } from '../http/security-headers';
import { announce, hmsRoomOf, LIVE_CHANNEL, pinsOf, recentChat, streamRow, viewerCounts, VIEWER_FRESH_MS, type LiveNotice } from './service';
import type { LiveSettings } from './settings';

export const HEARTBEAT_MS = 15_000;
/** Rows of feeds whose process died are removed once this old (they stopped counting long before). */
const STALE_MS = 10 * 60_000;
/** Opens and closes in a burst are recounted once. */
const RECOUNT_DELAY_MS = 200;

interface Feed {
  id: string;
  streamId: number;
  res: ServerResponse;
  /** Events that came while the snapshot was being read: sent right after it. */
  queue: LiveFeedEvent[] | null;
  /** The viewer count this feed was last told (snapshot or 'viewers'): the same count is not sent twice. */
  viewers?: number;
}

export interface LiveFeedsOptions {
  db: Db;
  settings: LiveSettings;
  now: () => Date;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
}

export class LiveFeeds {
  private readonly feeds = new Map<number, Set<Feed>>();
  private readonly recounts = new Map<number, NodeJS.Timeout>();
  private timer: NodeJS.Timeout | undefined;
  private listenedBefore = false;
  private closed = false;

  constructor(private readonly opts: LiveFeedsOptions) {}

  /** Listens for the notices of every process and starts the heartbeat. */
  start(database: Pick<Database, 'listen'>): void {
    database.listen(LIVE_CHANNEL, {
      notify: (payload) => void this.onNotice(payload).catch((err: unknown) => this.opts.log.warn({ err }, 'live feed: a notice could not be sent on')),
      listening: (on) => {
        // Back after a lost connection: notices may have been missed, so every room starts over.
        if (on && this.listenedBefore) void this.resnapshotAll();
        if (on) this.listenedBefore = true;
      },
    });
    this.timer = setInterval(() => void this.beat().catch((err: unknown) => this.opts.log.warn({ err }, 'live feed: heartbeat failed')), this.opts.heartbeatMs ?? HEARTBEAT_MS);
    this.timer.unref();
  }

  /** Feeds open in this process (tests, logs). */
  get size(): number {
    let n = 0;
    for (const set of this.feeds.values()) n += set.size;
    return n;
  }

  /** Answers a feed request: 404 JSON for an unknown stream, else the event stream until the viewer leaves. */
  async open(reply: FastifyReply, streamId: number): Promise<void> {
    const { db } = this.opts;
    await streamRow(db, streamId); // 404 before any event
    const feed: Feed = { id: randomUUID(), streamId, res: reply.raw, queue: [] };
    await db.insert(liveViewers).values({ id: feed.id, streamId, seenAt: this.opts.now() });
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // No proxy or browser keeps or transforms it; nginx passes each event at once.
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
      'content-security-policy': API_POLICY,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
    });
    // An EventSource that lost the connection tries again after 3 s.
    reply.raw.write('retry: 3000\n\n');
    let set = this.feeds.get(streamId);
    if (!set) this.feeds.set(streamId, (set = new Set()));
    set.add(feed);
    reply.raw.on('close', () => void this.drop(feed));
    // Gone while the row was written: no 'close' will come any more.
    if (reply.raw.destroyed) {
      await this.drop(feed);
      return;
    }
    try {
      await announce(db, { s: streamId, k: 'viewers' });
      await this.snapshot(feed);
    } catch (err) {
      this.opts.log.warn({ err }, 'live feed: snapshot failed');
      reply.raw.end();
    }
  }

  private async drop(feed: Feed): Promise<void> {
    const set = this.feeds.get(feed.streamId);
    if (!set?.delete(feed)) return;
    if (!set.size) this.feeds.delete(feed.streamId);
    if (this.closed) return;
    try {
      await this.opts.db.delete(liveViewers).where(inArray(liveViewers.id, [feed.id]));
      await announce(this.opts.db, { s: feed.streamId, k: 'viewers' });
    } catch (err) {
      // The row stops counting within a minute anyway.
      this.opts.log.warn({ err }, 'live feed: leaving viewer not removed');
    }
  }

  private write(feed: Feed, event: LiveFeedEvent): void {
    if (feed.queue) {
      feed.queue.push(event);
      return;
    }
    if (event.type === 'viewers') {
      if (feed.viewers === event.viewer_count) return;
      feed.viewers = event.viewer_count;
    }
    if (event.type === 'snapshot') feed.viewers = event.viewer_count;
    if (!feed.res.writableEnded) feed.res.write(`data: ${JSON.stringify(event)}\n\n`);
  }

  private sendTo(streamId: number, event: LiveFeedEvent): void {
    for (const feed of this.feeds.get(streamId) ?? []) this.write(feed, event);
  }

  private async snapshot(feed: Feed): Promise<void> {
    const { db, settings } = this.opts;
    const row = await streamRow(db, feed.streamId);
    const [pins, viewers] = await Promise.all([pinsOf(db, [row.id]), viewerCounts(db, [row.id], this.opts.now())]);
    // A 100ms room chats over the SDK's broadcast messages: no replay chat to send.
    const messages = row.state === 'live' && hmsRoomOf(row, settings) ? [] : await recentChat(db, row.id);
    const viewerCount = row.state === 'live' ? viewers.get(row.id) ?? 0 : 0;
    const queued = feed.queue ?? [];
    feed.queue = null;
    this.write(feed, { type: 'snapshot', state: row.state as 'live', viewer_count: viewerCount, products: pins.get(row.id) ?? [], messages });
    const shown = new Set(messages.map((m) => m.id));
    for (const event of queued) if (event.type !== 'chat' || !shown.has(event.message.id)) this.write(feed, event);
  }

  private async resnapshotAll(): Promise<void> {
    for (const set of this.feeds.values()) {
      for (const feed of set) {
        feed.queue ??= [];
        await this.snapshot(feed).catch(() => undefined);
      }
    }
  }

  private async onNotice(payload: string): Promise<void> {
    let notice: LiveNotice;
    try {
      notice = JSON.parse(payload) as LiveNotice;
    } catch {
      return;
    }
    if (!this.feeds.has(notice.s)) return;
    const { db } = this.opts;
    switch (notice.k) {
      case 'pins': {
        const pins = await pinsOf(db, [notice.s]);
        this.sendTo(notice.s, { type: 'pins', products: pins.get(notice.s) ?? [] });
        break;
      }
      case 'state': {
        const row = await streamRow(db, notice.s);
        this.sendTo(notice.s, { type: 'state', state: row.state as 'live' });
        this.scheduleRecount(notice.s);
        break;
      }
      case 'viewers':
        this.scheduleRecount(notice.s);
        break;
      case 'chat':
        this.sendTo(notice.s, { type: 'chat', message: notice.m });
        break;
      case 'reaction':
        this.sendTo(notice.s, { type: 'reaction', emoji: notice.e });
        break;
    }
  }

  private scheduleRecount(streamId: number): void {
    if (this.recounts.has(streamId) || this.closed) return;
    const timer = setTimeout(() => {
      this.recounts.delete(streamId);
      void this.recount([streamId]).catch((err: unknown) => this.opts.log.warn({ err }, 'live feed: viewers not counted'));
    }, RECOUNT_DELAY_MS);
    timer.unref();
    this.recounts.set(streamId, timer);
  }

  /** Sends 'viewers' to each feed whose count changed since it was last told (write()). */
  private async recount(streamIds: number[]): Promise<void> {
    const ids = streamIds.filter((id) => this.feeds.has(id));
    if (!ids.length) return;
    const { db } = this.opts;
    const counts = await viewerCounts(db, ids, this.opts.now());
    const live = await db.select({ id: liveStreams.id }).from(liveStreams).where(and(eq(liveStreams.state, 'live'), inArray(liveStreams.id, ids)));
    const liveIds = new Set(live.map((r) => r.id));
    for (const id of ids) {
      const n = liveIds.has(id) ? counts.get(id) ?? 0 : 0;
      this.sendTo(id, { type: 'viewers', viewer_count: n });
    }
  }

  /** Keeps connections and this process's viewer rows alive; recounts (rows of others fade out). */
  private async beat(): Promise<void> {
    const ids: string[] = [];
    for (const set of this.feeds.values()) {
      for (const feed of set) {
        // A connection that ended without its 'close' reaching us stops counting here.
        if (feed.res.destroyed || feed.res.writableEnded) {
          void this.drop(feed);
          continue;
        }
        feed.res.write(': heartbeat\n\n');
        ids.push(feed.id);
      }
    }
    const { db } = this.opts;
    const now = this.opts.now();
    if (ids.length) await db.update(liveViewers).set({ seenAt: now }).where(inArray(liveViewers.id, ids));
    await db.delete(liveViewers).where(and(lt(liveViewers.seenAt, new Date(now.getTime() - Math.max(STALE_MS, VIEWER_FRESH_MS)))));
    await this.recount([...this.feeds.keys()]);
  }

  /** Ends every feed (the server is stopping): the rooms' EventSources reconnect to another process. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    for (const t of this.recounts.values()) clearTimeout(t);
    const ids: string[] = [];
    for (const set of this.feeds.values()) {
      for (const feed of set) {
        ids.push(feed.id);
        feed.res.end();
      }
    }
    this.feeds.clear();
    if (ids.length) await this.opts.db.delete(liveViewers).where(inArray(liveViewers.id, ids)).catch(() => undefined);
  }
}
