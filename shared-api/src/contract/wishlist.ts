/**
 * The wishlist of spec §3 (Wishlist item) and §7: the shopper's own, by the bearer token (never a
 * user id in the params). Spec §6 lists the wishlist among the public calls, but its items belong
 * to one shopper: without a session every call answers 401 and the browser keeps its local list.
 * A product is on a shopper's wishlist at most once. Only calls are exported as values.
 */
import Type, { type Static } from 'shared-schema';
import { defineCall, Success } from './define';
import { callRoutes } from './routes';
import { Id, IdDigits } from './bounds';

const WishlistItem = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  name: Type.String(),
  /** Dollars with 2 decimals (the product's price today, not when it was added). */
  price: Type.Number(),
  image: Type.String(),
  /** The product's slug; 'product-{id}' when it has none (spec §3). */
  slug: Type.String(),
});
export type WishlistItem = Static<typeof WishlistItem>;

/** Newest first. */
export const wishlist = defineCall(callRoutes.wishlist, {
  params: Type.Object({}),
  result: Type.Object({ status: Success, items: Type.Array(WishlistItem) }),
});

/** Adding a product already on the list answers its item (one item per product); an unknown product is 404. */
export const wishlistAdd = defineCall(callRoutes.wishlistAdd, {
  params: Type.Object({ product_id: Id }),
  result: Type.Object({ status: Success, item: WishlistItem, message: Type.String() }),
});

/** `id` is the item's id; another shopper's item answers 404 like one that does not exist. */
export const wishlistRemove = defineCall(callRoutes.wishlistRemove, {
  params: Type.Object({ id: IdDigits }),
  result: Type.Object({ status: Success, message: Type.String() }),
});

export const wishlistClear = defineCall(callRoutes.wishlistClear, {
  params: Type.Object({}),
  result: Type.Object({ status: Success, message: Type.String() }),
});
