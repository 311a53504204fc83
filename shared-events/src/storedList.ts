/**
 * A list a service keeps in localStorage beside its state channel (the cart's lines, the
 * wishlist's entries): whatever is stored there (another version's shape, a hand edit, a
 * half-written value) never breaks the page, and storage that is full or blocked (private mode,
 * blocked cookies) only costs persistence. Its own entry ('shared-events/stored-list'): each
 * remote bundles these few lines; it takes a predicate rather than a schema, so it adds no
 * validator to the bundle.
 */

/** The page's localStorage; null without a window or where the browser forbids it. */
export function storageArea(): Storage | null {
  try {
    // Reading `window.localStorage` itself throws a SecurityError when storage is blocked.
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The raw value stored under `key`; null when there is none or it cannot be read. */
export function readStored(key: string): string | null {
  try {
    return storageArea()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` as JSON; false when the browser refused (quota, SecurityError, no storage). */
export function writeStored(key: string, value: unknown): boolean {
  try {
    const store = storageArea();
    if (!store) return false;
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/**
 * The entries of a stored list that `isEntry` accepts. `repaired` says the stored value had to
 * change to get them (unreadable, not a list, or entries dropped); nothing stored is not a repair.
 */
export function parseStoredList<T>(raw: string | null, isEntry: (value: unknown) => value is T): { entries: T[]; repaired: boolean } {
  if (raw === null) return { entries: [], repaired: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { entries: [], repaired: true };
  }
  if (!Array.isArray(value)) return { entries: [], repaired: true };
  const entries = value.filter(isEntry);
  return { entries, repaired: entries.length !== value.length };
}
