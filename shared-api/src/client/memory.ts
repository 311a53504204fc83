/** The client's short-term memory of answers: the cache and the request spacing of spec §9. */

/** JSON with object keys sorted and undefined fields dropped, so equal params give one key. */
export function stableKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => stableKey(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableKey(v)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

interface Cached {
  value: unknown;
  expiresAt: number;
}

/** Successful answers by request key, each with its lifetime; bounded, oldest entries go first. */
export class AnswerCache {
  private readonly entries = new Map<string, Cached>();
  constructor(
    private readonly now: () => number,
    private readonly maxEntries = 300,
  ) {}

  get(key: string): unknown {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: unknown, lifetimeMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + lifetimeMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Forgets every answer, or those whose key starts with `prefix` (a call name). */
  clear(prefix?: string): void {
    if (prefix === undefined) return this.entries.clear();
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

interface Spaced {
  promise: Promise<unknown>;
  /** When the answer arrived; undefined while in flight. */
  settledAt?: number;
  windowMs: number;
}

/**
 * Request spacing: while an identical request is in flight, or finished successfully less than
 * its spacing window ago, a new one shares that answer instead of reaching the network.
 * Failed answers are forgotten at once so a retry does go out.
 */
export class RequestSpacing {
  private readonly entries = new Map<string, Spaced>();
  constructor(private readonly now: () => number) {}

  reuse(key: string): Promise<unknown> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.settledAt === undefined || this.now() - entry.settledAt < entry.windowMs) return entry.promise;
    this.entries.delete(key);
    return undefined;
  }

  track(key: string, promise: Promise<unknown>, windowMs: number): void {
    this.prune();
    const entry: Spaced = { promise, windowMs };
    this.entries.set(key, entry);
    promise.then(
      () => {
        entry.settledAt = this.now();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
  }

  clear(): void {
    this.entries.clear();
  }

  private prune(): void {
    const now = this.now();
    for (const [key, e] of this.entries) {
      if (e.settledAt !== undefined && now - e.settledAt >= e.windowMs) this.entries.delete(key);
    }
  }
}
