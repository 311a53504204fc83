/**
 * The wishlist kept in localStorage under 'wishlist' (spec §3). Whatever is stored there (another
 * version's shape, a hand edit, a half-written value) never breaks the page: valid entries are
 * kept, the rest dropped. Storage that is full or blocked only costs persistence.
 */
import { explain } from 'shared-events';
import { WishlistEntry } from 'shared-events/definitions';
import { withoutDuplicates } from './rules';

export const WISHLIST_KEY = 'wishlist';

function area(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Parses a stored value into valid entries (an unreadable value is an empty list). */
export function parseStoredWishlist(raw: string | null): WishlistEntry[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return withoutDuplicates(value.filter((v): v is WishlistEntry => explain(WishlistEntry, v) === null));
}

export function loadWishlist(): WishlistEntry[] {
  try {
    return parseStoredWishlist(area()?.getItem(WISHLIST_KEY) ?? null);
  } catch {
    return [];
  }
}

export function saveWishlist(items: readonly WishlistEntry[]): void {
  try {
    area()?.setItem(WISHLIST_KEY, JSON.stringify(items));
  } catch {
    // Full or forbidden: the list lives on in memory (and on the server when logged in).
  }
}
