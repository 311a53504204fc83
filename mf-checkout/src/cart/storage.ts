/**
 * The cart persisted in localStorage under 'cart' (spec §3: an array of lines, kept locally).
 * Whatever is stored there — another version's shape, a hand edit, a half-written value — must
 * never break the page: valid lines are kept, the rest dropped, and the repaired value written back.
 * Storage that is full or forbidden (private mode, blocked cookies) only costs persistence.
 */
import { CartLine, explain } from 'shared-events';
import { parseStoredList, readStored, storageArea, writeStored } from 'shared-events/stored-list';
import { mergeDuplicates } from './rules';

export const CART_KEY = 'cart';

const isLine = (value: unknown): value is CartLine => explain(CartLine, value) === null;

/** Parses a stored value into valid cart lines; `repaired` says something had to be dropped or merged. */
export function parseStoredCart(raw: string | null): { lines: CartLine[]; repaired: boolean } {
  const { entries, repaired } = parseStoredList(raw, isLine);
  const lines = mergeDuplicates(entries);
  return { lines, repaired: repaired || lines.length !== entries.length };
}

/** Writes the lines; false when the browser refused (quota, SecurityError) — the cart lives on in memory. */
export function saveCart(lines: readonly CartLine[]): boolean {
  return writeStored(CART_KEY, lines);
}

/** The stored cart, repaired in place when it held anything that is not a cart line. */
export function loadCart(): CartLine[] {
  const { lines, repaired } = parseStoredCart(readStored(CART_KEY));
  if (repaired) saveCart(lines);
  return lines;
}

/** Calls back with the stored cart when another tab changes it (the 'storage' event fires only there). */
export function watchCart(onChange: (lines: CartLine[]) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (e: StorageEvent) => {
    // key null: the other tab cleared all of localStorage.
    if (e.key !== CART_KEY && e.key !== null) return;
    if (e.storageArea && e.storageArea !== storageArea()) return;
    onChange(loadCart());
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
