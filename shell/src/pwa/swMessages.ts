/**
 * Messages between the page (swClient.ts) and the worker (sw.ts). A module of their own: the page's
 * side imports these alone, so the worker's rules (swRules.ts, which re-exports them) and what
 * they import (the page file of each language) stay out of the page's chunks.
 */
export const MSG = {
  /** Waiting worker: take over now (the update toast's Update now). */
  skipWaiting: 'SKIP_WAITING',
  /** Catalogue calls the page made before the worker controlled it: fetch and keep them. */
  cacheCalls: 'CACHE_CALLS',
  /**
   * The page the worker first took over (its document came before the worker): keep it with the
   * pages. A page rendered on the server carries its answers in its HTML and sends no catalogue
   * call, so offline its own document is what shows it again. Also after a language switch,
   * with `fresh: true` (from the server, not the browser's copy): the page in the new language.
   */
  cachePage: 'CACHE_PAGE',
} as const;
