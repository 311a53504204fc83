import { useEffect, useState } from 'react';
import { getBus } from 'shared-events';
import type { wishlistChanged } from 'shared-events/definitions/wishlist';

/**
 * The channel by its name alone: a listener needs no schema (the owner's publish checks it), so
 * the definition stays out of the catalogue's first load (e2e/tests/budget.spec.ts).
 */
const channel = { name: 'wishlist:changed' } as typeof wishlistChanged;

/**
 * Whether the product is on the wishlist, as its owner (mf-account) publishes on wishlist:changed:
 * every heart of the page follows one list, and an optimistic change shows at the tap.
 * Undefined until the owner published (an owner too old to publish: the heart keeps its own state).
 */
export function useWishlisted(productId: number | string): boolean | undefined {
  const [saved, setSaved] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const sub = getBus()
      .state(channel)
      .subscribe(({ product_ids }) => setSaved(product_ids.some((id) => String(id) === String(productId))));
    return () => sub.unsubscribe();
  }, [productId]);
  return saved;
}
