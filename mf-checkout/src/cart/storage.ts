/**
 * The cart persisted in localStorage under 'cart' (spec §3: an array of lines, kept locally).
 * Whatever is stored there — another version's shape, a hand edit, a half-written value — must
 * never break the page: valid lines are kept, the rest dropped, and the repaired value written back.
 * Storage that is full or forbidden (private mode, blocked cookies) only costs persistence.
 */
import { CartLine, explain } from 'shared-events';
import { mergeDuplicates } from './rules';

export const CART_KEY = 'cart';

// Reading `window.localStorage` itself throws a SecurityError when storage is blocked.
function area(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return area()?.getItem(CART_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Parses a stored value into valid cart lines; `repaired` says something had to be dropped. */
export function parseStoredCart(raw: string | null): { lines: CartLine[]; repaired: boolean } {
  if (raw === null) return { lines: [], repaired: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { lines: [], repaired: true };
  }
  if (!Array.isArray(value)) return { lines: [], repaired: true };
  const valid = value.filter((v): v is CartLine => explain(CartLine, v) === null);
  const lines = mergeDuplicates(valid);
  return { lines, repaired: lines.length !== value.length };
}

/** Writes the lines; false when the browser refused (quota, SecurityError) — the cart lives on in memory. */
export function saveCart(lines: readonly CartLine[]): boolean {
  try {
    const store = area();
    if (!store) return false;
    store.setItem(CART_KEY, JSON.stringify(lines));
    return true;
  } catch {
    return false;
  }
}

/** The stored cart, repaired in place when it held anything that is not a cart line. */
export function loadCart(): CartLine[] {
  const { lines, repaired } = parseStoredCart(readRaw());
  if (repaired) saveCart(lines);
  return lines;
}

/** Calls back with the stored cart when another tab changes it (the 'storage' event fires only there). */
export function watchCart(onChange: (lines: CartLine[]) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (e: StorageEvent) => {
    // key null: the other tab cleared all of localStorage.
    if (e.key !== CART_KEY && e.key !== null) return;
    if (e.storageArea && e.storageArea !== area()) return;
    onChange(loadCart());
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
