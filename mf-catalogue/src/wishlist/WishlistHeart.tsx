import { useState } from 'react';
import { useLocation } from 'shared-router';
import type { ProductSummary } from 'shared-api';
import { HeartFilledIcon, HeartIcon, IconButton } from 'shared-ui';
import { useT } from '../messages';
import { toggleWishlist } from '../product-card/actions';
import { useWishlisted } from './useWishlisted';

type Product = Pick<ProductSummary, 'id' | 'name' | 'price' | 'imageUrl' | 'slug' | 'seller_id' | 'freeDelivery'>;

/**
 * The wishlist heart of a card or a product page: pressed while the wishlist's owner lists the
 * product (wishlist:changed, optimistic changes included), so it turns on at the tap and back
 * when the server refuses.
 */
export function WishlistHeart({ product, size = 20 }: { product: Product; size?: number }) {
  const t = useT();
  const location = useLocation();
  // An owner too old to publish its list: the heart remembers its own taps.
  const [tapped, setTapped] = useState(false);
  const saved = useWishlisted(product.id) ?? tapped;

  async function onClick() {
    const toggled = await toggleWishlist(product, `${location.pathname}${location.search}`);
    if (toggled) setTapped((s) => !s);
  }

  return (
    <IconButton aria-label={t(saved ? 'card.wishlistRemove' : 'card.wishlist', { name: product.name })} aria-pressed={saved} onClick={onClick}>
      {saved ? <HeartFilledIcon size={size} /> : <HeartIcon size={size} />}
    </IconButton>
  );
}
