import { BusError, getBus } from 'shared-events';
import { addToCart as sendToCart } from 'shared-events/definitions/add-to-cart';
import type { CartAddV2 } from 'shared-events/definitions/cart';
import type { ProductSummary } from 'shared-api';
import { t } from '../messages';

type CartProduct = Pick<ProductSummary, 'id' | 'name' | 'price' | 'imageUrl' | 'slug' | 'seller_id' | 'freeDelivery'>;

/** The cart line a page offers to the cart's owner (mf-checkout) for one product. */
export function cartLineOf(product: CartProduct, quantity = 1): CartAddV2['line'] {
  return {
    product_id: product.id,
    name: product.name,
    price: product.price,
    image: product.imageUrl,
    quantity,
    slug: product.slug,
    seller_id: product.seller_id,
    freeDelivery: product.freeDelivery,
  };
}

const toastError = (message: string) => getBus().emit('toast:show', { kind: 'error', message });

/** Adds to the cart by the cart team's helper (its error policy), in the catalogue's words. */
export function addToCart(product: CartProduct, quantity = 1): Promise<boolean> {
  return sendToCart(getBus(), cartLineOf(product, quantity), {
    failed: (name) => t('cart.failed', { name }),
    unavailable: t('cart.unavailable'),
  });
}

/** The latest session the shell published, read at once (state channels replay their value). */
function isLoggedIn(): boolean {
  let loggedIn = false;
  getBus()
    .state('session:changed')
    .subscribe((session) => (loggedIn = session.loggedIn))
    .unsubscribe();
  return loggedIn;
}

/**
 * Sends wishlist:toggle to its owner (mf-account). When nobody answers, or the owner refuses a
 * logged-out shopper, the shell is asked for the login popup with the way back here.
 */
export async function toggleWishlist(product: CartProduct, returnTo: string): Promise<boolean> {
  const bus = getBus();
  let refusal: string | undefined;
  try {
    const result = await bus.send('wishlist:toggle', {
      product_id: product.id,
      name: product.name,
      price: product.price,
      image: product.imageUrl,
      slug: product.slug,
    });
    if (result.ok) return true;
    refusal = result.message;
  } catch (err) {
    if (!(err instanceof BusError && err.reason === 'no-handler')) {
      toastError(t('wishlist.failed'));
      return false;
    }
  }
  if (refusal !== undefined && isLoggedIn()) {
    toastError(refusal || t('wishlist.failed'));
    return false;
  }
  bus.emit('auth:required', { returnTo });
  bus.emit('toast:show', { kind: 'info', message: t('wishlist.loginNeeded') });
  return false;
}
