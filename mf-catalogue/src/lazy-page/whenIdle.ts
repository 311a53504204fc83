/** Without requestIdleCallback (Safari), wait this long after the page rendered. */
const FALLBACK_DELAY_MS = 1500;
/** A page that is never idle (a playing video ad) still gets its task run, later. */
const IDLE_TIMEOUT_MS = 5000;

/** Runs `task` when the browser has nothing better to do; returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(id);
}
