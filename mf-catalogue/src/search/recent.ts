import { BRAND } from 'shared-ui';

/** Spec §9: recent searches kept. */
export const RECENT_SEARCHES_MAX = 5;
export const RECENT_SEARCHES_KEY = `${BRAND.slug}RecentSearches`;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or nothing where it is blocked (private mode, storage disabled). */
function defaultStore(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored searches, newest first; a corrupt or foreign value reads as none. */
export function readRecentSearches(store: Store | null = defaultStore()): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
      .slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

/** Adds a search at the front; the same words searched again (any case) move up, never twice. */
export function withRecentSearch(list: readonly string[], keyword: string): string[] {
  const value = keyword.trim().replace(/\s+/g, ' ');
  if (!value) return [...list];
  const same = value.toLocaleLowerCase();
  return [value, ...list.filter((v) => v.toLocaleLowerCase() !== same)].slice(
    0,
    RECENT_SEARCHES_MAX,
  );
}

export function rememberSearch(keyword: string, store: Store | null = defaultStore()): string[] {
  const next = withRecentSearch(readRecentSearches(store), keyword);
  try {
    store?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    /* storage full or blocked: the search itself still happens */
  }
  return next;
}

export function forgetRecentSearches(store: Store | null = defaultStore()): void {
  try {
    store?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    /* nothing stored */
  }
}
