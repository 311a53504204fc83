import Type, { type Static } from 'shared-schema';
import { defineEvent } from '../define';
import { Id, LineDetails, Ok } from '../shapes';

/**
 * cart:add v2: the product named `product_id` as in wishlist:toggle, and what v1 let a page
 * leave out (id, price, quantity, name) required, so the owner no longer refuses half lines.
 * mf-checkout accepts v1 and v2 while the senders move over; v1 goes once none sends it.
 */
export const cartAddV2 = defineEvent({
  name: 'cart:add',
  version: 2,
  kind: 'command',
  owner: 'mf-checkout',
  payload: Type.Object({
    line: Type.Object({
      product_id: Id,
      name: Type.String(),
      price: Type.Number({ minimum: 0 }),
      quantity: Type.Integer({ minimum: 1 }),
      ...LineDetails,
    }),
  }),
  result: Ok,
});
export type CartAddV2 = Static<typeof cartAddV2.payload>;
