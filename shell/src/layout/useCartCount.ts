import { useBusState } from 'shared-events';

/** Number of cart lines from the cart owner's state channel (0 until the cart service speaks). */
export function useCartCount(): number {
  return useBusState('cart:changed')?.count ?? 0;
}
