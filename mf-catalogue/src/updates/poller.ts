/** Spec §9: poll every 60 s; back-off on failure up to 5 min; manual refresh blocked within 10 s. */
export const POLL_INTERVAL_MS = 60_000;
export const MAX_BACKOFF_MS = 5 * 60_000;
export const MANUAL_REFRESH_BLOCK_MS = 10_000;
export const MIN_FETCH_INTERVAL_MS = 60_000;

export interface UpdatesAnswer<U> {
  updates: U[];
  /** The next poll's "since". */
  timestamp: string;
}

export interface PollerDeps<U> {
  /** Changes since `since` (ms since 1970 or the server's ISO time). */
  fetchUpdates: (since: number | string) => Promise<UpdatesAnswer<U>>;
  onUpdates: (updates: U[]) => void;
  /** The first poll asks for the changes since then (default: when the poller is made). */
  since?: number;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** Spec §4: active, disabled (the endpoint answered 404), with back-off on failure. */
export type PollerState = 'stopped' | 'active' | 'backing-off' | 'disabled';
export type RefreshOutcome = 'refreshed' | 'too-soon' | 'disabled' | 'failed';

/** The wait after `failures` failures in a row: 60 s doubled each time, never over 5 min. */
export function backoffDelay(failures: number): number {
  return Math.min(POLL_INTERVAL_MS * 2 ** Math.max(0, failures), MAX_BACKOFF_MS);
}

const isNotFound = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { status?: unknown }).status === 404;

/**
 * Asks the server what changed in the catalogue since the last answer, so lists can drop stale
 * products. Polls are never closer than 60 s; a manual refresh may come sooner but not within
 * 10 s of the last fetch. A 404 means this server has no updates endpoint: polling stops for good.
 */
export class ProductUpdatesPoller<U> {
  private timer: unknown = null;
  private since: number | string;
  private failures = 0;
  private lastFetchAt = -Infinity;
  private inFlight: Promise<RefreshOutcome> | null = null;
  private current: PollerState = 'stopped';
  private readonly now: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly deps: PollerDeps<U>) {
    this.now = deps.now ?? (() => Date.now());
    this.setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
    this.since = deps.since ?? this.now();
  }

  get state(): PollerState {
    return this.current;
  }

  /** The first poll comes one interval after start: what the page just loaded is fresh. */
  start(): void {
    if (this.current !== 'stopped') return;
    this.current = 'active';
    this.schedule(POLL_INTERVAL_MS);
  }

  stop(): void {
    if (this.current !== 'disabled') this.current = 'stopped';
    this.cancel();
  }

  /** The shopper asked for fresh products now. */
  refresh(): Promise<RefreshOutcome> {
    if (this.current === 'disabled') return Promise.resolve('disabled');
    if (this.inFlight) return this.inFlight;
    if (this.now() - this.lastFetchAt < MANUAL_REFRESH_BLOCK_MS) return Promise.resolve('too-soon');
    return this.poll();
  }

  private cancel() {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  private schedule(delay: number) {
    this.cancel();
    if (this.current === 'stopped' || this.current === 'disabled') return;
    // Never sooner than 60 s after the last fetch, whoever made it.
    const wait = Math.max(delay, this.lastFetchAt + MIN_FETCH_INTERVAL_MS - this.now());
    this.timer = this.setTimer(() => {
      this.timer = null;
      void this.poll();
    }, wait);
  }

  private poll(): Promise<RefreshOutcome> {
    this.cancel();
    this.lastFetchAt = this.now();
    const run = this.deps.fetchUpdates(this.since).then(
      (answer): RefreshOutcome => {
        this.failures = 0;
        this.since = answer.timestamp;
        if (this.current === 'backing-off') this.current = 'active';
        if (answer.updates.length > 0) this.deps.onUpdates(answer.updates);
        this.schedule(POLL_INTERVAL_MS);
        return 'refreshed';
      },
      (err: unknown): RefreshOutcome => {
        if (isNotFound(err)) {
          this.current = 'disabled';
          this.cancel();
          return 'disabled';
        }
        this.failures += 1;
        if (this.current === 'active') this.current = 'backing-off';
        this.schedule(backoffDelay(this.failures));
        return 'failed';
      },
    );
    this.inFlight = run.finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }
}
