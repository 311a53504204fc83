import Type, { type Static } from 'typebox';
import { defineEvent } from '../define';
import { Id, LineDetails, Ok } from '../shapes';
import type { Bus } from '../bus';

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

/** What a shopper reads when adding fails, in the sending page's own catalogue. */
export interface CartAddTexts {
  /** The owner failed, or refused without saying why. */
  failed: (name: string) => string;
  /** No cart owner came to the page within the bus's wait (mf-checkout did not load). */
  unavailable: string;
}

/**
 * Every page's one way to add to the cart (the product card, the live room, the advisor, the
 * wishlist): cart:add v2, which the cart's owner answers since shells that carry registered
 * versions. One error policy: the owner speaks for the cart ('Added to Cart', and a refusal with
 * its reason are its own toasts); the sender speaks only where the owner could not: a refusal
 * without a reason or an owner that failed ('Could not add …'), no owner on the page ('The cart
 * is not available right now …'). A tap is never silently lost. Resolves true when added.
 */
export async function addToCart(bus: Bus, line: CartAddV2['line'], texts: CartAddTexts): Promise<boolean> {
  let message: string;
  try {
    const answer = await bus.send(cartAddV2, { line });
    if (answer.ok || answer.message) return answer.ok;
    message = texts.failed(line.name);
  } catch (err) {
    // By its reason, not `instanceof`: the page's bus may be an older shell's copy of the class.
    const noOwner = (err as { reason?: unknown } | null)?.reason === 'no-handler';
    message = noOwner ? texts.unavailable : texts.failed(line.name);
  }
  bus.emit('toast:show', { kind: 'error', message });
  return false;
}
