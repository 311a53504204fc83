/**
 * The cart's one owner on the page (exposed as `./cart-service`; the shell starts it at boot).
 * It answers the cart:* commands, keeps the lines in localStorage, and publishes cart:changed
 * so the header badge and the cart page follow — nobody else writes the cart.
 */
import { getBus, type Bus, type CartAddItem, type CartLine, type CommandName, type PayloadOf, type ResultOf } from 'shared-events';
import { cartAddV2, type CartAddV2 } from 'shared-events/definitions/cart';
import { startOnce } from 'shared-events/start-once';
import { t } from './serviceMessages';
import { addItem, cartState, decrease, findLine, increase, removeLine, setQuantity, type LineKey } from './rules';
import { loadCart, saveCart, watchCart } from './storage';

type Answer = ResultOf<CommandName>;
const OK: Answer = { ok: true };

/** What a page offers, whichever version of cart:add it speaks (v1 and v2 live side by side). */
function offered(payload: PayloadOf<'cart:add'> | CartAddV2, version: number): CartAddItem {
  if (version === cartAddV2.version) {
    const { product_id, ...line } = (payload as CartAddV2).line;
    return { ...line, id: product_id };
  }
  return (payload as PayloadOf<'cart:add'>).item;
}

function serve(bus: Bus): () => void {
  let lines: CartLine[] = loadCart();
  const publish = () => bus.publish('cart:changed', cartState(lines));

  function commit(next: CartLine[]): void {
    // Unchanged (a decrease at 1): nothing to store and nothing for listeners to redo.
    if (JSON.stringify(next) === JSON.stringify(lines)) return;
    lines = next;
    saveCart(lines);
    publish();
  }

  function onLine(key: LineKey, change: (current: CartLine[]) => CartLine[]): Answer {
    if (!findLine(lines, key)) return { ok: false, message: t('notInCart') };
    commit(change(lines));
    return OK;
  }

  const stops = [
    bus.handle(
      'cart:add',
      (payload, { version }) => {
        const outcome = addItem(lines, offered(payload, version));
        if (!outcome.ok) {
          const message = t(`refused:${outcome.refusal}`);
          bus.emit('toast:show', { kind: 'error', message });
          return { ok: false, message };
        }
        commit(outcome.lines);
        bus.emit('toast:show', { kind: 'success', message: t('addedToCart') });
        return OK;
      },
      { also: [cartAddV2] },
    ),
    bus.handle('cart:set-quantity', ({ id, variant_id, quantity }) =>
      onLine({ id, variant_id }, (current) => setQuantity(current, { id, variant_id }, quantity)),
    ),
    bus.handle('cart:increase', (key) => onLine(key, (current) => increase(current, key))),
    bus.handle('cart:decrease', (key) => onLine(key, (current) => decrease(current, key))),
    bus.handle('cart:remove', (key) => onLine(key, (current) => removeLine(current, key))),
    // The confirmation is the page's job; a command that arrives means the shopper confirmed.
    bus.handle('cart:clear', () => {
      commit([]);
      return OK;
    }),
    // Another tab changed the cart: take its lines as they are (already stored, so no write back).
    watchCart((stored) => {
      if (JSON.stringify(stored) === JSON.stringify(lines)) return;
      lines = stored;
      publish();
    }),
  ];
  publish();
  return () => stops.forEach((stop) => stop());
}

/**
 * Starts the cart owner once per page, however many bundles or callers ask (the shell at boot,
 * a standalone harness). Each caller gets its own stop; the owner steps down when the last stops.
 */
export const startCartService = (): (() => void) => startOnce('suuq.mf-checkout.cart-service.v1', getBus(), serve);
