import { useEffect, useState } from 'react';
import { useBusState } from 'shared-events';
import { useHydrated } from 'shared-ui';

/**
 * The count the shell last heard from the cart owner, kept across page loads: the cart service
 * (mf-checkout) starts after the first page is up, and the badge must be right from its first
 * paint rather than read 0 for seconds. The shell keeps its own note of what it showed; it never
 * reads the cart owner's storage.
 */
export const CART_COUNT_KEY = 'suuq.cartCount';

/** The count the shell last heard (0 when none, or when the note is broken). */
export function rememberedCartCount(): number {
  try {
    const raw = localStorage.getItem(CART_COUNT_KEY);
    const n = raw === null ? 0 : Number(raw);
    // A broken or foreign value shows no badge rather than a wrong one; the owner corrects it soon.
    return Number.isInteger(n) && n >= 0 && n <= 999 ? n : 0;
  } catch {
    return 0;
  }
}

/**
 * Number of cart lines: the cart owner's state channel, or the last count heard until it speaks.
 * None while the browser hydrates a page the server drew (the neutral page has no badge).
 */
export function useCartCount(): number {
  const hydrated = useHydrated();
  const heard = useBusState('cart:changed')?.count;
  const [remembered, setRemembered] = useState(rememberedCartCount);
  // Another tab's shell heard its cart owner: this tab's owner may not be running (it starts
  // when there is a cart to show or at the first touch), so the badge follows that tab's note.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === CART_COUNT_KEY || e.key === null) setRemembered(rememberedCartCount());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  useEffect(() => {
    if (heard === undefined) return;
    try {
      localStorage.setItem(CART_COUNT_KEY, String(heard));
    } catch {
      /* storage full or blocked: the badge waits for the owner on the next load */
    }
  }, [heard]);
  return hydrated ? (heard ?? remembered) : 0;
}
