/**
 * The server's cache of public catalogue answers (spec §9 lifetimes), one per API process.
 *
 * Invalidation: statement triggers on every table a catalogue answer is read from (products,
 * stock, images, sections, categories, sellers, stock locations, deletions) run
 * `pg_notify('suuq_catalogue')` (migration 0014_catalogue_cache.sql); PostgreSQL delivers it after the writing transaction commits,
 * to every process listening, this one included. Any change empties the whole cache: an order
 * changes stock and sold_count (sales order every listing), a review the rating, so finer keys
 * would rarely survive anyway, and a coarse rule cannot miss a dependency.
 *
 * No field is left stale on purpose: price, stock (quantity, isOutOfStock on cards) and rating
 * are as fresh as the notification (milliseconds after commit). The §9 lifetimes bound what a
 * lost notification could cost; while the listening connection is down nothing is cached or
 * answered from the cache, and it is emptied when listening starts again.
 *
 * A read that started before a change and ends after its notification must not be stored: each
 * read notes the generation it began in and stores only if no notification came in between.
 */
import { LRUCache } from 'lru-cache';
import type { CallName } from '../contract';

const MINUTE = 60_000;
export const CATALOGUE_CHANNEL = 'suuq_catalogue';

/** Spec §9: products 10 min (15 min for a category or a single product), homepage 15, categories 30, search 5. */
export function lifetimeOf(name: CallName | string, params: Record<string, unknown>): number | undefined {
  switch (name) {
    case 'products':
      return params.category !== undefined ? 15 * MINUTE : 10 * MINUTE;
    case 'product':
      return 15 * MINUTE;
    case 'homepageSections':
    case 'homepageSection':
      return 15 * MINUTE;
    case 'categories':
      return 30 * MINUTE;
    case 'searchProducts':
      return 5 * MINUTE;
    default:
      return undefined; // everything else is per shopper, a feed (product updates) or not the catalogue's
  }
}

export interface CatalogueCacheOptions {
  /** Bytes of JSON held at most (least recently used answers go first). */
  maxBytes?: number;
}

// Fits the JSON-RPC layer's RpcCache (rpc/plugin.ts) by its shape: the layer above names it, not this one.
export class CatalogueCache {
  private readonly entries: LRUCache<string, string>;
  private generation = 0;
  /** Off until the process listens for changes (and whenever that connection is down). */
  private listening = false;
  hits = 0;
  misses = 0;

  constructor(opts: CatalogueCacheOptions = {}) {
    this.entries = new LRUCache<string, string>({
      maxSize: opts.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (json, key) => json.length + key.length,
    });
  }

  /** A change was committed somewhere (or may have been: the listener was down). */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Listening (true) or not (false): either way what is held may be old, so it goes. */
  setListening(on: boolean): void {
    this.listening = on;
    this.invalidate();
  }

  get size(): number {
    return this.entries.size;
  }

  lookup(name: string, params: Record<string, unknown>) {
    const ttl = lifetimeOf(name, params);
    if (ttl === undefined || !this.listening) return undefined;
    const key = `${name} ${JSON.stringify(params)}`;
    const json = this.entries.get(key);
    if (json !== undefined) {
      this.hits++;
      return { json };
    }
    this.misses++;
    const began = this.generation;
    return {
      put: (json: string) => {
        if (this.generation === began && this.listening) this.entries.set(key, json, { ttl });
      },
    };
  }
}
