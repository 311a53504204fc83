import { getBus } from 'shared-events';
import { addToCart as sendToCart } from 'shared-events/definitions/add-to-cart';
import type { CartAddV2 } from 'shared-events/definitions/cart';
import type { LiveProduct } from 'shared-api';
import { t } from '../messages';

/** The cart line offered to the cart's owner (mf-checkout), as mf-catalogue's product card does. */
export function cartLineOf(product: LiveProduct): CartAddV2['line'] {
  return {
    product_id: product.product_id,
    name: product.name,
    price: product.price,
    image: product.image,
    quantity: 1,
    slug: product.slug,
  };
}

/** Adds to the cart by the cart team's helper (its error policy), in the room's words. */
export function addToCart(product: LiveProduct): Promise<boolean> {
  return sendToCart(getBus(), cartLineOf(product), {
    failed: (name) => t('room.cartFailed', { name }),
    unavailable: t('room.cartUnavailable'),
  });
}

/** Asks the shell for its login popup, with the way back to this room (like the wishlist heart). */
export function askToLogIn(returnTo: string): void {
  getBus().emit('auth:required', { returnTo });
}
