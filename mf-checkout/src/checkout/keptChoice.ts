/**
 * What the shopper chose on /checkout, kept for the tab's session: a reload (after a timeout, or
 * while a mobile money payment waits for the phone) brings back the same note, address and
 * payment, so the retried order has the same body and therefore the same Idempotency-Key and the
 * server answers the order it already made. Without the payment, a reload fell back to cash on
 * delivery and a second tap placed a second order beside the one waiting to be paid.
 * Forgotten once the order is placed, and when another shopper checks out on this tab (a logout,
 * then someone else's login): the note, address and paying phone are the first shopper's.
 */
import { MOBILE_MONEY_PROVIDERS, PAYMENT_METHODS } from 'shared-api';
import { DIAL_CODES } from 'shared-api/contract/phone-rules';
import { readTabMemory, writeTabMemory } from 'shared-ui/tab-memory';
import { initialPayment, type PaymentChoice } from './payment';

const NOTE = 'suuq.checkout.note';
const ADDRESS = 'suuq.checkout.address';
const PAYMENT = 'suuq.checkout.payment';
const OWNER = 'suuq.checkout.owner';

export const keptNote = (): string => readTabMemory(NOTE) ?? '';
export const keepNote = (note: string): void => writeTabMemory(NOTE, note);

export function keptAddressId(): number | null {
  const value = Number(readTabMemory(ADDRESS));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
export const keepAddressId = (id: number | null): void => writeTabMemory(ADDRESS, id ? String(id) : null);

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/** The kept payment choice, or the first visit's (cash on delivery) when none or a broken one is kept. */
export function keptPayment(): PaymentChoice {
  let kept: Partial<Record<keyof PaymentChoice, unknown>> | null = null;
  try {
    kept = JSON.parse(readTabMemory(PAYMENT) ?? 'null');
  } catch {
    kept = null;
  }
  if (!kept || typeof kept !== 'object') return initialPayment();
  const { method, provider, dialCode, digits, usePoints } = kept;
  if (!isOneOf(PAYMENT_METHODS, method)) return initialPayment();
  return {
    method,
    provider: isOneOf(MOBILE_MONEY_PROVIDERS, provider) ? provider : '',
    dialCode: isOneOf(DIAL_CODES, dialCode) ? dialCode : DIAL_CODES[0]!,
    digits: typeof digits === 'string' && /^[\d\s-]{0,20}$/.test(digits) ? digits : '',
    usePoints: usePoints === true,
  };
}
export const keepPayment = (choice: PaymentChoice): void => writeTabMemory(PAYMENT, JSON.stringify(choice));

export function forgetCheckoutChoices(): void {
  writeTabMemory(NOTE, null);
  writeTabMemory(ADDRESS, null);
  writeTabMemory(PAYMENT, null);
}

/**
 * The kept choices are `userId`'s from now on: another shopper's are forgotten first. Unknown
 * (undefined: the session not yet published) changes nothing, so a reload never loses them.
 */
export function claimCheckoutChoices(userId: number | string | undefined): void {
  if (userId === undefined) return;
  const owner = String(userId);
  const kept = readTabMemory(OWNER);
  if (kept !== null && kept !== owner) forgetCheckoutChoices();
  writeTabMemory(OWNER, owner);
}
