/**
 * shared-events/definitions: event versions newer than the table every shell knows (events.ts).
 * This entry is not shared through module federation: each remote bundles the definitions it
 * uses from its own build, and registers them on the page's bus (the owner by handling them,
 * a publisher by publishing them), so an older shell's bus still carries them.
 */
export { cartAddV2, addToCart, type CartAddV2, type CartAddTexts } from './cart';
export { addressesChanged, type AddressesChanged } from './addresses';
export { profileChanged, type ProfileChanged } from './profile';
export { wishlistChanged, WishlistEntry, type WishlistChanged } from './wishlist';
export { wishlistClear, wishlistRemove } from './wishlist-commands';
export { notificationsChanged, type NotificationsChanged } from './notifications';
