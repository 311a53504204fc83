import { BusError, getBus, type CartAddItem } from 'shared-events';
import type { ProductSummary } from 'shared-api';
import { t } from '../messages';

type CartProduct = Pick<ProductSummary, 'id' | 'name' | 'price' | 'imageUrl' | 'slug' | 'seller_id' | 'freeDelivery'>;

/** The cart line a page offers to the cart's owner (mf-checkout) for one product. */
export function cartItemOf(product: CartProduct, quantity = 1): CartAddItem {
  return {
    id: product.id,
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

/**
 * Sends cart:add. The owner shows the success toast ('Added to Cart'); a refusal or a missing
 * owner gets an error toast here, so a tap is never silently lost. Resolves true when added.
 */
export async function addToCart(product: CartProduct, quantity = 1): Promise<boolean> {
  try {
    const result = await getBus().send('cart:add', { item: cartItemOf(product, quantity) });
    if (result.ok) return true;
    toastError(result.message || t('cart.failed', { name: product.name }));
  } catch (err) {
    const noOwner = err instanceof BusError && err.reason === 'no-handler';
    toastError(noOwner ? t('cart.unavailable') : t('cart.failed', { name: product.name }));
  }
  return false;
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
