import type { CallClass } from '../contract';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export interface BreakerRule {
  /** Failures (network, timeout, 5xx) that open the protection. */
  threshold: number;
  /** How long it stays open before one trial call goes through. */
  resetMs: number;
}

export interface ClassPolicy {
  timeoutMs: number;
  /** Window in which an identical request reuses the previous answer (see client.ts). */
  spacingMs: number;
  /** Cache lifetime; 0 = not cached. */
  cacheMs: number;
  /** Failure protection; null where spec §9 says it does not apply. */
  breaker: BreakerRule | null;
  /** Shares the 3-slot bulkhead of product paths. */
  productPath: boolean;
}

const PRODUCT_BREAKER: BreakerRule = { threshold: 5, resetMs: 30 * SECOND };
const OTHER_BREAKER: BreakerRule = { threshold: 3, resetMs: 60 * SECOND };

/** Spec §9, per call class. */
export const CLASS_POLICIES: Record<CallClass, ClassPolicy> = {
  products: { timeoutMs: 10 * SECOND, spacingMs: 500, cacheMs: 10 * MINUTE, breaker: null, productPath: true },
  product: { timeoutMs: 10 * SECOND, spacingMs: 300, cacheMs: 15 * MINUTE, breaker: PRODUCT_BREAKER, productPath: true },
  homepage: { timeoutMs: 10 * SECOND, spacingMs: 5 * SECOND, cacheMs: 15 * MINUTE, breaker: null, productPath: false },
  categories: { timeoutMs: 10 * SECOND, spacingMs: SECOND, cacheMs: 30 * MINUTE, breaker: OTHER_BREAKER, productPath: false },
  search: { timeoutMs: 10 * SECOND, spacingMs: 800, cacheMs: 5 * MINUTE, breaker: OTHER_BREAKER, productPath: false },
  // Images load through <img src>, which the browser caches (10 min / 2 h from the server's headers).
  images: { timeoutMs: 15 * SECOND, spacingMs: SECOND, cacheMs: 0, breaker: OTHER_BREAKER, productPath: false },
  'stock-locations': { timeoutMs: 5 * SECOND, spacingMs: SECOND, cacheMs: 10 * MINUTE, breaker: OTHER_BREAKER, productPath: false },
  default: { timeoutMs: 15 * SECOND, spacingMs: SECOND, cacheMs: 0, breaker: OTHER_BREAKER, productPath: false },
};

/** Product lists of one category live 15 min instead of 10 (spec §9). */
export function cacheLifetime(cls: CallClass, params: Record<string, unknown>): number {
  const base = CLASS_POLICIES[cls].cacheMs;
  if (cls === 'products' && params.category !== undefined && params.category !== null && params.category !== '') {
    return 15 * MINUTE;
  }
  return base;
}
