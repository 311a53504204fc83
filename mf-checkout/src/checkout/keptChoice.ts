/**
 * What the shopper chose on /checkout, kept for the tab's session: a reload (after a timeout, say)
 * brings back the same note and the same address, so the retried order has the same body and
 * therefore the same Idempotency-Key. Forgotten once the order is placed.
 */
const NOTE = 'suuq.checkout.note';
const ADDRESS = 'suuq.checkout.address';

function get(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    return null; // storage blocked: the choice lives as long as the page
  }
}

function put(key: string, value: string | null): void {
  try {
    if (value) globalThis.sessionStorage?.setItem(key, value);
    else globalThis.sessionStorage?.removeItem(key);
  } catch {
    // quota or privacy mode: nothing kept
  }
}

export const keptNote = (): string => get(NOTE) ?? '';
export const keepNote = (note: string): void => put(NOTE, note);

export function keptAddressId(): number | null {
  const value = Number(get(ADDRESS));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
export const keepAddressId = (id: number | null): void => put(ADDRESS, id ? String(id) : null);

export function forgetCheckoutChoices(): void {
  put(NOTE, null);
  put(ADDRESS, null);
}
