/**
 * The wishlist kept in localStorage under 'wishlist' (spec §3). Whatever is stored there (another
 * version's shape, a hand edit, a half-written value) never breaks the page: valid entries are
 * kept, the rest dropped. Storage that is full or blocked only costs persistence.
 */
import { explain } from 'shared-events';
import { WishlistEntry } from 'shared-events/definitions';
import { parseStoredList, readStored, writeStored } from 'shared-events/stored-list';
import { withoutDuplicates } from './rules';

export const WISHLIST_KEY = 'wishlist';

const isEntry = (value: unknown): value is WishlistEntry => explain(WishlistEntry, value) === null;

/** Parses a stored value into valid entries (an unreadable value is an empty list). */
export function parseStoredWishlist(raw: string | null): WishlistEntry[] {
  return withoutDuplicates(parseStoredList(raw, isEntry).entries);
}

export function loadWishlist(): WishlistEntry[] {
  return parseStoredWishlist(readStored(WISHLIST_KEY));
}

export function saveWishlist(items: readonly WishlistEntry[]): void {
  // Refused (full or forbidden): the list lives on in memory (and on the server when logged in).
  writeStored(WISHLIST_KEY, items);
}
