/**
 * The notifications dispatcher: turns each domain event (events/record.ts) into the
 * shopper's in-app notification, one WhatsApp message and one e-mail, in the shopper's language,
 * once. It runs after the writer's commit, never inside it (an order is answered without waiting
 * for WhatsApp or SMTP): the table's trigger NOTIFYs 'suuq_events' on commit and every API process
 * LISTENs; a sweep every SWEEP_MS picks up what a lost notice or a stopped process left.
 *
 * Once per event, across processes: an event is claimed with `FOR UPDATE SKIP LOCKED` and a lease
 * (claimed_until), so two dispatchers never hold the same one; the in-app row is unique per event;
 * the channels that went out are recorded in sent_channels with the event's outcome, so a retry
 * after a failed send sends only the channels still missing. (A process that dies between a send
 * and that record may send it again once its lease ends: at least once for the outside world,
 * never twice otherwise.)
 *
 * An order's events go by WhatsApp and e-mail only on the channels that order is subscribed to
 * when the event is dispatched (order_subscriptions: both from its creation, each one turned off by
 * the order page's updates panel, orders/follow.ts); the in-app notification always. Events of no
 * order (a wallet recharge) go to both channels; a live stream's reminder is in-app only.
 */
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { DEFAULT_NOTICE_LANGUAGE, isNoticeLanguage, type NoticeLanguage } from 'shared-api/notification-texts';
import type { Database, Db } from '../db/client';
import { users } from '../db/schema-auth';
import { domainEvents } from '../db/schema-events';
import { notifications } from '../db/schema-notifications';
import { orderSubscriptions } from '../db/schema-orders';
import type { DomainEvent } from '../events/record';
import type { Channel, Messenger } from '../messaging';
import type { MessagingLog } from '../messaging/types';
import { noticeOf, noticeText } from './notices';

/** The channel the table's trigger NOTIFYs (migration 0020_notification_events.sql). */
export const EVENTS_CHANNEL = 'suuq_events';
const CHANNELS: Channel[] = ['whatsapp', 'email'];

export interface DispatcherOptions {
  db: Db;
  messenger: Messenger;
  log?: MessagingLog;
  /** How long a claim holds an event (ms); a send that outlasts it may be repeated by another process. */
  claimMs?: number;
  /** First wait before a failed send is tried again (ms); doubles per attempt. */
  retryMs?: number;
  /** Attempts before the messages of an event are given up (logged; the in-app notification stays). */
  maxAttempts?: number;
  /** How often the sweep looks for events a lost notice left (ms). */
  sweepMs?: number;
}

type EventRow = typeof domainEvents.$inferSelect;

const languageOf = (value: string | null | undefined): NoticeLanguage => (isNoticeLanguage(value) ? value : DEFAULT_NOTICE_LANGUAGE);

async function recipient(db: Db, userId: number) {
  const [user] = await db.select({ email: users.email, phone: users.fullPhone, language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return user ? { ...user, language: languageOf(user.language) } : null;
}

/**
 * The channels an event goes out on: an order's subscribed ones, both for the wallet's events. A
 * live reminder is in-app only, as the reminder button promised when it was set.
 */
async function channelsOf(db: Db, e: EventRow): Promise<Channel[]> {
  if (e.kind === 'live_started') return [];
  if (e.orderId === null) return CHANNELS;
  const rows = await db.select({ channel: orderSubscriptions.channel }).from(orderSubscriptions).where(eq(orderSubscriptions.orderId, e.orderId));
  return CHANNELS.filter((c) => rows.some((r) => r.channel === c));
}

/** The event's in-app notification in `lang`, unless it exists already (one per event). */
async function writeInApp(db: Db, e: EventRow, lang: NoticeLanguage) {
  const notice = noticeOf({ kind: e.kind as DomainEvent['kind'], data: e.data as DomainEvent['data'], orderId: e.orderId });
  const text = noticeText(notice, lang);
  await db
    .insert(notifications)
    .values({ userId: e.userId, kind: notice.kind, title: text.title, body: text.body, orderId: e.orderId, eventId: e.id, messageKey: notice.key, params: notice.params })
    .onConflictDoNothing({ target: notifications.eventId });
  return { notice, text };
}

/**
 * The list call's consistency: the shopper's events committed but not dispatched yet get their
 * in-app rows now (the dispatcher finds them written and only sends the messages).
 */
export async function writePendingInApp(db: Db, userId: number): Promise<void> {
  const pending = await db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.userId, userId), isNull(domainEvents.dispatchedAt)))
    .orderBy(asc(domainEvents.id));
  if (!pending.length) return;
  const user = await recipient(db, userId);
  for (const e of pending) await writeInApp(db, e, user?.language ?? DEFAULT_NOTICE_LANGUAGE);
}

export class NotificationDispatcher {
  private readonly claimMs: number;
  private readonly retryMs: number;
  private readonly maxAttempts: number;
  private readonly sweepMs: number;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly opts: DispatcherOptions) {
    this.claimMs = opts.claimMs ?? 60_000;
    this.retryMs = opts.retryMs ?? 30_000;
    this.maxAttempts = opts.maxAttempts ?? 8;
    this.sweepMs = opts.sweepMs ?? 15_000;
  }

  /** Woken by each committed event (LISTEN), and by the sweep. */
  start(database: Pick<Database, 'listen'>): void {
    database.listen(EVENTS_CHANNEL, { notify: () => this.kick(), listening: (on) => on && this.kick() });
    this.timer = setInterval(() => this.kick(), this.sweepMs);
    this.timer.unref();
  }

  /** One drain at a time; a wake-up during one runs another after it. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((err: Error) => this.opts.log?.warn({ err }, 'notifications: dispatching failed; tried again on the next event or sweep'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves once no drain is running (tests: everything committed before was dispatched). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Everything committed so far dispatched, by this call or a drain already running (tests). */
  async settle(): Promise<void> {
    await this.drain();
    await this.idle();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.idle();
  }

  /** Dispatches every event that is due; answers how many. */
  async drain(): Promise<number> {
    let done = 0;
    // Forward only: an event whose send failed waits for a later pass, never loops in this one.
    let after = 0;
    for (;;) {
      const event = await this.claim(after);
      if (!event) return done;
      await this.dispatch(event);
      after = event.id;
      done += 1;
    }
  }

  /** The oldest event after `after` that nobody holds, leased to this process (attempts counted). */
  private async claim(after: number): Promise<EventRow | undefined> {
    const { db } = this.opts;
    const due = db
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(and(isNull(domainEvents.dispatchedAt), gt(domainEvents.id, after), or(isNull(domainEvents.claimedUntil), lt(domainEvents.claimedUntil, sql`now()`))))
      .orderBy(asc(domainEvents.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(domainEvents)
      .set({ claimedUntil: sql`now() + make_interval(secs => ${this.claimMs / 1000}::float8)`, attempts: sql`${domainEvents.attempts} + 1` })
      .where(and(inArray(domainEvents.id, due), isNull(domainEvents.dispatchedAt)))
      .returning();
    return row;
  }

  private async dispatch(e: EventRow): Promise<void> {
    const { db, messenger, log } = this.opts;
    const user = await recipient(db, e.userId);
    if (!user) {
      await db.update(domainEvents).set({ dispatchedAt: sql`now()` }).where(eq(domainEvents.id, e.id));
      return;
    }
    const { notice, text } = await writeInApp(db, e, user.language);
    const sent: Channel[] = [];
    let failed = false;
    for (const channel of await channelsOf(db, e)) {
      if (e.sentChannels.includes(channel)) continue;
      const to = channel === 'email' ? user.email : user.phone;
      try {
        await messenger.send(
          channel === 'email'
            ? { to, channel, template: notice.key, subject: text.title, text: text.body }
            : { to, channel, template: notice.key, text: `${text.title}\n${text.body}` },
        );
        sent.push(channel);
      } catch (err) {
        failed = true;
        log?.error({ err: err as Error, event: e.id, channel }, 'notifications: a message could not be sent');
      }
    }
    // One write per event (the dispatcher shares the database with the requests): the channels that
    // went out, and either done or, after a failure, a back-off before the next try.
    const sentChannels = sql`${domainEvents.sentChannels} || ${`{${sent.join(',')}}`}::text[]`;
    if (failed && e.attempts < this.maxAttempts) {
      const wait = Math.min(this.retryMs * 2 ** (e.attempts - 1), 60 * 60_000);
      await db.update(domainEvents).set({ sentChannels, claimedUntil: sql`now() + make_interval(secs => ${wait / 1000}::float8)` }).where(eq(domainEvents.id, e.id));
      return;
    }
    if (failed) log?.error({ event: e.id, attempts: e.attempts }, 'notifications: messages given up after every attempt (the in-app notification stands)');
    await db.update(domainEvents).set({ sentChannels, dispatchedAt: sql`now()`, claimedUntil: null }).where(eq(domainEvents.id, e.id));
  }
}
