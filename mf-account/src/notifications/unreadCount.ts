/**
 * The unread count of the logged-in shopper's notifications, for the shell's header and bottom
 * bar (the header shows how many are unread). mf-account owns notifications, so it asks the
 * server and publishes notifications:changed; the shell only shows the number.
 *
 * Asked when the shopper logs in, when the tab comes back into view, and every minute while it is
 * in view (status changes are written by the server; nothing pushes them to the page). A failed
 * ask keeps the last count: a wrong badge for a minute is better than one that flickers to 0.
 */
import { api } from 'shared-api';
import { getBus, type Bus } from 'shared-events';
import { notificationsChanged } from 'shared-events/definitions';
import * as calls from '../calls';
import { startOnce } from 'shared-events/start-once';

/** How often the count is asked while the page is in view (the spec's product-updates rhythm, §9). */
export const UNREAD_EVERY_MS = 60_000;

export interface UnreadDeps {
  unreadCount: () => Promise<number>;
  every: number;
  doc: Document;
}

const defaults = (): UnreadDeps => ({
  unreadCount: async () => (await api.call(calls.notifications, { limit: 1 })).unread_count,
  every: UNREAD_EVERY_MS,
  doc: document,
});

/** Tells every listener the server's latest count (the notifications page after each mark). */
export function tellUnread(bus: Bus, unread_count: number): void {
  bus.publish(notificationsChanged, { unread_count });
}

export function serveUnreadCount(bus: Bus, deps: UnreadDeps = defaults()): () => void {
  const { doc } = deps;
  let loggedIn = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  /** Bumped on each login and logout: an answer for an earlier session is dropped. */
  let session = 0;

  const ask = async () => {
    const asked = session;
    try {
      const n = await deps.unreadCount();
      if (loggedIn && asked === session) tellUnread(bus, n);
    } catch (err) {
      console.warn('[suuq] notifications: the unread count was not read; the last one is kept', err);
    }
  };
  const schedule = () => {
    clearInterval(timer);
    timer = undefined;
    if (loggedIn && doc.visibilityState !== 'hidden') timer = setInterval(() => void ask(), deps.every);
  };
  const onVisibility = () => {
    schedule();
    if (loggedIn && doc.visibilityState === 'visible') void ask();
  };

  const sub = bus.state('session:changed').subscribe((s) => {
    if (s.loggedIn === loggedIn) return;
    loggedIn = s.loggedIn;
    session += 1;
    schedule();
    if (loggedIn) void ask();
    else tellUnread(bus, 0);
  });
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    sub.unsubscribe();
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}

export const startUnreadCount = (): (() => void) => startOnce('suuq.mf-account.unread-count.v1', getBus(), (bus) => serveUnreadCount(bus));
