import { BusError, getBus, type CartAddItem } from 'shared-events';
import type { LiveProduct } from 'shared-api';
import { t } from '../messages';

/** The cart line offered to the cart's owner (mf-checkout), as mf-catalogue's product card does. */
export function cartItemOf(product: LiveProduct): CartAddItem {
  return {
    id: product.product_id,
    name: product.name,
    price: product.price,
    image: product.image,
    quantity: 1,
    slug: product.slug,
  };
}

const toastError = (message: string) => getBus().emit('toast:show', { kind: 'error', message });

/**
 * Sends cart:add like mf-catalogue's product card: the owner shows 'Added to Cart' and moves the
 * header badge; a refusal or a missing owner gets an error toast here. Resolves true when added.
 */
export async function addToCart(product: LiveProduct): Promise<boolean> {
  try {
    const result = await getBus().send('cart:add', { item: cartItemOf(product) });
    if (result.ok) return true;
    toastError(result.message || t('room.cartFailed', { name: product.name }));
  } catch (err) {
    const noOwner = err instanceof BusError && err.reason === 'no-handler';
    toastError(noOwner ? t('room.cartUnavailable') : t('room.cartFailed', { name: product.name }));
  }
  return false;
}

/** Asks the shell for its login popup, with the way back to this room (like the wishlist heart). */
export function askToLogIn(returnTo: string): void {
  getBus().emit('auth:required', { returnTo });
}
