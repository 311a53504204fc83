/**
 * An in-process queue per key, in front of the database's own lock on that key.
 *
 * Why: the counters (counter.ts, auth/throttle.ts) lock a key's rows in a transaction, so parallel
 * hits on one key run one after the other — which is the point. But a transaction waiting for that
 * lock holds a pooled connection the whole time: 150 guesses at one account at once filled the
 * pool with waiters, every other query of the process (any shopper's) queued behind them, and
 * those that waited longer than the pool's connectionTimeoutMillis were answered 503. Queued here
 * first, a key's hits wait in memory and take a connection only when it is their turn, so one hot
 * key holds at most one connection per process. The database lock still orders hits across
 * processes; this queue only keeps one process's waiters off the pool.
 *
 * Several keys are taken in sorted order and held together, so two callers never deadlock.
 */
import type { Db } from '../db/client';

export class KeyQueue {
  /** The last holder's "released" promise per key; absent when nobody holds or waits. */
  private readonly tails = new Map<string, Promise<void>>();

  /** Runs `fn` once every key is free in this process, holding them until it settles. */
  async run<T>(keys: string[], fn: () => Promise<T>): Promise<T> {
    const sorted = [...new Set(keys)].sort();
    const releases: (() => void)[] = [];
    try {
      for (const key of sorted) releases.push(await this.take(key));
      return await fn();
    } finally {
      for (const release of releases) release();
    }
  }

  /** Keys held or waited for right now (0 when idle: nothing is left behind). */
  get size(): number {
    return this.tails.size;
  }

  private async take(key: string): Promise<() => void> {
    const before = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    this.tails.set(key, mine);
    await before;
    return () => {
      if (this.tails.get(key) === mine) this.tails.delete(key);
      release();
    };
  }
}

const queues = new WeakMap<Db, KeyQueue>();

/** The queue of one database (keys of different databases never wait on each other). */
export function keyQueue(db: Db): KeyQueue {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = new KeyQueue()));
  return queue;
}
