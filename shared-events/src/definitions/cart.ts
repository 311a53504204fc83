import Type, { type Static } from 'shared-schema';
import { defineEvent } from '../define';
import { Id, LineDetails, Ok } from '../shapes';

/**
 * cart:add v2: the product named `product_id` as in wishlist:toggle, and what v1 let a page
 * leave out (id, price, quantity, name) required, so the owner no longer refuses half lines.
 * mf-checkout answers v1 and v2. Every page now sends v2 through `addToCart` below; v1 goes in a
 * major release of mf-checkout once no live release of a sending remote sends it.
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
export { addToCart, type CartAddTexts } from './add-to-cart';
