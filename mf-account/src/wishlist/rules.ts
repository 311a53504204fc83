/** The wishlist's pure rules: one entry per product, newest first, and how local meets server. */
import type { WishlistEntry } from 'shared-events/definitions';

export const sameProduct = (a: WishlistEntry['product_id'], b: WishlistEntry['product_id']) => String(a) === String(b);

export const has = (items: readonly WishlistEntry[], productId: WishlistEntry['product_id']) => items.some((i) => sameProduct(i.product_id, productId));

/** Keeps the first entry of each product (the list is newest first). */
export function withoutDuplicates(items: readonly WishlistEntry[]): WishlistEntry[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = String(i.product_id);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const added = (items: readonly WishlistEntry[], entry: WishlistEntry) => withoutDuplicates([entry, ...items]);

export const removed = (items: readonly WishlistEntry[], productId: WishlistEntry['product_id']) => items.filter((i) => !sameProduct(i.product_id, productId));

/**
 * Local entries meet the server's list after a load: the server's list is the truth, plus every
 * local entry never synced (no id: added while logged out or offline), which is to be sent up.
 * A local entry with an id that the server no longer has was removed elsewhere, so it goes.
 */
export function merge(local: readonly WishlistEntry[], server: readonly WishlistEntry[]): { items: WishlistEntry[]; toSend: WishlistEntry[] } {
  const toSend = local.filter((i) => i.id === null && !has(server, i.product_id));
  return { items: withoutDuplicates([...toSend, ...server]), toSend };
}
