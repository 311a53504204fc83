/**
 * The shopper's payment choice at checkout and the rules around it: what the wallet (and the
 * points, when used) covers, what a mobile money payment needs, and the order body's fields.
 */
import type { MobileMoneyProvider, PaymentMethod } from 'shared-api';
import { DIAL_CODES, nationalDigits, PHONE_DIGITS } from 'shared-api/contract/phone-rules';

export interface PaymentChoice {
  method: PaymentMethod;
  provider: MobileMoneyProvider | '';
  dialCode: string;
  digits: string;
  usePoints: boolean;
}

export const initialPayment = (): PaymentChoice => ({ method: 'cash_on_delivery', provider: '', dialCode: DIAL_CODES[0]!, digits: '', usePoints: false });

/** What the wallet can pay now: its balance, plus the points' worth when the shopper uses them. */
export function walletCovers(balance: number, pointsValue: number, usePoints: boolean): number {
  return Math.round((balance + (usePoints ? pointsValue : 0)) * 100) / 100;
}

/** The wallet can pay this total (an unknown total — no quote yet — is not refused here; the server decides). */
export const walletCanPay = (covers: number, total: number | null) => total === null || covers >= total;

export interface PaymentErrors {
  provider?: 'providerRequired';
  phone?: 'phoneRequired' | 'phoneDigits';
}

/** A mobile money payment needs the service and a phone; the others need nothing more here. */
export function paymentErrors(choice: PaymentChoice): PaymentErrors {
  if (choice.method !== 'mobile_money') return {};
  const errors: PaymentErrors = {};
  const digits = nationalDigits(choice.digits, choice.dialCode);
  if (!choice.provider) errors.provider = 'providerRequired';
  if (!digits) errors.phone = 'phoneRequired';
  else if (!PHONE_DIGITS.test(digits)) errors.phone = 'phoneDigits';
  return errors;
}

/** The payment fields of orderCreate's body: only those of the chosen method. */
export function paymentFields(choice: PaymentChoice) {
  if (choice.method === 'mobile_money' && choice.provider) {
    return { payment_method: choice.method, payment_provider: choice.provider, payment_phone: `${choice.dialCode}${nationalDigits(choice.digits, choice.dialCode)}` };
  }
  if (choice.method === 'wallet' && choice.usePoints) return { payment_method: choice.method, use_points: true };
  return { payment_method: choice.method };
}
