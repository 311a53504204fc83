import { useMemo } from 'react';
import { getBus, type CartLine } from 'shared-events';
import { t } from '../messages';
import type { LineKey } from './rules';

const keyOf = (line: CartLine): LineKey => ({ id: line.id, variant_id: line.variant_id ?? null });

/**
 * What the cart page may ask of the cart's owner. The page only sends commands and reads
 * cart:changed, so the service stays the cart's one writer; a refusal or a missing owner is
 * told to the shopper as a toast instead of failing silently.
 */
export function useCartCommands() {
  return useMemo(() => {
    const bus = getBus();
    const tell = (message: string) => bus.emit('toast:show', { kind: 'error', message });
    // `refused`: told when the command did not change the cart (the page stops waiting for it).
    const run = (send: () => Promise<{ ok: boolean; message?: string }>, refused?: () => void) => {
      void send().then(
        (answer) => {
          if (answer.ok) return;
          refused?.();
          tell(answer.message ?? t('updateFailed'));
        },
        () => {
          refused?.();
          tell(t('updateFailed'));
        },
      );
    };
    return {
      increase: (line: CartLine) => run(() => bus.send('cart:increase', keyOf(line))),
      decrease: (line: CartLine) => run(() => bus.send('cart:decrease', keyOf(line))),
      remove: (line: CartLine, refused?: () => void) => run(() => bus.send('cart:remove', keyOf(line)), refused),
      setQuantity: (line: CartLine, quantity: number) => run(() => bus.send('cart:set-quantity', { ...keyOf(line), quantity })),
      clear: (refused?: () => void) => run(() => bus.send('cart:clear', {}), refused),
    };
  }, []);
}
