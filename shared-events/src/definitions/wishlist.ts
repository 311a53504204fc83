import Type, { type Static } from 'shared-schema';
import { defineEvent } from '../define';

/** A product id as events.ts spells it (not imported: this entry stays off the events table's bytes). */
const Id = Type.Union([Type.Integer(), Type.String({ minLength: 1 })]);

/** A product on the wishlist as the page knows it; `id` is the server's item id, null until synced. */
export const WishlistEntry = Type.Object({
  id: Type.Union([Type.Integer(), Type.Null()]),
  product_id: Id,
  name: Type.String(),
  price: Type.Number({ minimum: 0 }),
  image: Type.String(),
  slug: Type.String(),
});
export type WishlistEntry = Static<typeof WishlistEntry>;

/**
 * wishlist:changed v1: the wishlist's one owner (mf-account's wishlist service, answering
 * wishlist:toggle) publishes the products on it after every change, optimistic ones included, so
 * every heart on cards and product pages and the /wishlist page follow. Added after shells that
 * know only events.ts: publisher and listeners pass this definition to the bus. Its own entry
 * ('shared-events/definitions/wishlist') lets the catalogue's first load take it alone.
 */
export const wishlistChanged = defineEvent({
  name: 'wishlist:changed',
  version: 1,
  kind: 'state',
  owner: 'mf-account',
  payload: Type.Object({
    /** The products on the list, for a heart's filled/empty at a glance. */
    product_ids: Type.Array(Id),
    items: Type.Array(WishlistEntry),
    /** False until the first server load of a logged-in shopper answered (the page's loading state). */
    synced: Type.Boolean(),
  }),
});
export type WishlistChanged = Static<typeof wishlistChanged.payload>;

