import Type from 'shared-schema';
import { defineEvent } from '../define';
import { Id, Ok } from '../shapes';

/** wishlist:remove v1: take a product off the wishlist (the /wishlist page's Remove). */
export const wishlistRemove = defineEvent({
  name: 'wishlist:remove',
  version: 1,
  kind: 'command',
  owner: 'mf-account',
  payload: Type.Object({ product_id: Id }),
  result: Ok,
});

/** wishlist:clear v1: empty the wishlist, local and server (the page confirmed first). */
export const wishlistClear = defineEvent({
  name: 'wishlist:clear',
  version: 1,
  kind: 'command',
  owner: 'mf-account',
  payload: Type.Object({}),
  result: Ok,
});
