import { useRef } from 'react';
import { cacheLifetime, callRoutes, type CallClass } from 'shared-api';
import { usePreloaded } from 'shared-federation';

/**
 * The answers the server's render handed this page (shared-federation's pageData) serve the same
 * page again for as long as shared-api's cache would keep the call's own answers (spec §9:
 * homepage 15 min, a product 15 min, a category's products 10 min, search 5 min; a delivery fee
 * not at all).
 *
 * shared-federation hands them to the page the server drew, and from the first navigation on the
 * page asks again. They never reach the client's cache: they are this page's load results (a
 * section list, a category's first pages), not the calls' answers. So Back to /home asked for the
 * sections it had drawn a minute before: a second wait on a slow line, the scroll position lost
 * to the loading rows, and offline an error in place of what was on screen.
 *
 * Their age counts from when the server asked for them: the page's Last-Modified, which the render
 * service sets (a page nginx or the service worker kept is older than the visit), or the visit's
 * start when that is earlier (a phone's clock behind the server's) or the page has none. Not in the
 * page's data: a page's HTML is the same for every shopper and every render of the same answers.
 * Kept in the browser only: the render service draws for every shopper in one process.
 */

interface Kept {
  value: unknown;
  until: number;
}

const kept = new Map<string, Kept>();
const keyOf = (call: string, key: string) => `${call}\u0000${key}`;

/** How long a call's answers stay fresh (shared-api's cache lifetime); 0 for a call it does not cache or know. */
export function freshFor(call: string): number {
  const route = (callRoutes as Record<string, { class: CallClass } | undefined>)[call];
  // Without the call's parameters: the class's own lifetime (a category's products: 10 min, not 15).
  return route ? cacheLifetime(route.class, {}) : 0;
}

/** Keeps an answer the server handed in, until its call's lifetime from `answeredAt` has passed. */
export function keepHandedIn(call: string, key: string, value: unknown, answeredAt: number) {
  const lifetime = freshFor(call);
  if (lifetime > 0) kept.set(keyOf(call, key), { value, until: answeredAt + lifetime });
}

/** A kept answer still fresh at `now`, if there is one. */
export function handedInBefore(call: string, key: string, now = Date.now()): { value: unknown } | undefined {
  const entry = kept.get(keyOf(call, key));
  if (!entry) return undefined;
  if (entry.until > now) return { value: entry.value };
  kept.delete(keyOf(call, key));
  return undefined;
}

/** The page asked the server itself (a reload, a new key): from now on shared-api's cache serves it. */
export function forgetHandedIn(call: string, key: string) {
  kept.delete(keyOf(call, key));
}

/** For tests: a page opened afresh. */
export function forgetAllHandedIn() {
  kept.clear();
}

/**
 * When the answers were asked for: the page's Last-Modified (document.lastModified, which is the
 * time of reading when the page has none), or the visit's start if that is earlier.
 */
function answeredAt(): number {
  const drawn = Date.parse(document.lastModified);
  return Number.isFinite(drawn) ? Math.min(drawn, performance.timeOrigin) : performance.timeOrigin;
}

/**
 * The answer (or failure) the server handed in for `key` of `call` on the page it drew; on a page
 * opened later, a value it handed in that is still fresh. Failures are not kept: a page opened
 * again after one asks, as shared-api forgets failed answers.
 */
export function useHandedIn(call: string | undefined, key: string) {
  const given = usePreloaded(call, key);
  // Kept once per key while the page shows it: a page that then asked again itself (a reload)
  // forgot it, and its next render must not keep it again.
  const keptKey = useRef<string | null>(null);
  if (!call || typeof window === 'undefined') return given;
  if (given) {
    if ('value' in given && keptKey.current !== key) {
      keptKey.current = key;
      keepHandedIn(call, key, given.value, answeredAt());
    }
    return given;
  }
  return handedInBefore(call, key);
}
