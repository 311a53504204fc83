import { useEffect, useState } from 'react';
import { getBus } from 'shared-events';
import { wishlistChanged } from 'shared-events/definitions';

/**
 * Whether the product is on the wishlist, as its owner (mf-account) publishes on wishlist:changed:
 * every heart of the page follows one list, and an optimistic change shows at the tap.
 * Undefined until the owner published (an owner too old to publish: the heart keeps its own state).
 */
export function useWishlisted(productId: number | string): boolean | undefined {
  const [saved, setSaved] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const sub = getBus()
      .state(wishlistChanged)
      .subscribe(({ product_ids }) => setSaved(product_ids.some((id) => String(id) === String(productId))));
    return () => sub.unsubscribe();
  }, [productId]);
  return saved;
}
