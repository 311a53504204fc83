/**
 * The cart team's one helper for adding to the cart (shared-events/definitions/add-to-cart, also
 * exported with cart:add v2 from ./cart). A module of its own with type-only imports, so a page
 * that adds to the cart bundles these few lines and not the v2 schema.
 */
import type { Bus } from '../bus';
import type { CartAddV2 } from './cart';

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
    // By name and version, not with the definition: the owner registers v2's schema when it
    // answers, so the pages (/home's product cards) do not carry it.
    const answer = await bus.send('cart:add', { line } as never, { version: 2 });
    if (answer.ok || answer.message) return answer.ok;
    message = texts.failed(line.name);
  } catch (err) {
    // By its reason, not `instanceof`: the page's bus may be an older shell's copy of the class.
    // No owner that registered v2 within the wait: 'unknown-event' (none loaded) or 'no-handler'.
    const reason = (err as { reason?: unknown } | null)?.reason;
    const noOwner = reason === 'no-handler' || reason === 'unknown-event';
    message = noOwner ? texts.unavailable : texts.failed(line.name);
  }
  bus.emit('toast:show', { kind: 'error', message });
  return false;
}
