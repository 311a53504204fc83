/**
 * Marks the moment a part of the page starts idle-time work (a deferred service, a fragment
 * that had a plain stand-in, prefetching other pages). What the browser requests after it is not
 * part of the page's first load: the size budget and the benchmark (bench/lib/firstLoad.mjs,
 * which repeats the name) count only what came before.
 */
export const IDLE_WORK_MARK = 'suuq:idle-work';

export function markIdleWork(): void {
  globalThis.performance?.mark?.(IDLE_WORK_MARK);
}
