import type { Address, DeliveryMethod } from 'shared-api';
// nationalDigits: spaces and dashes are how people group digits (and a pasted number may hide direction
// marks, or carry the picker's own code); anything else is a typo.
import { nationalDigits, splitPhone } from 'shared-api/contract/phone-rules';
import { DEFAULT_CITY, DEFAULT_COUNTRY, DEFAULT_REGION, DEFAULT_METHOD, dialCodeOf, methodOf } from '../places';

/** What the form holds while the shopper types: every field as text, nothing lost on an error. */
export interface AddressDraft {
  country: string;
  region: string;
  district: string;
  city: string;
  method: DeliveryMethod;
  details: string;
  dial: string;
  digits: string;
  isDefault: boolean;
}

export type DraftField = 'region' | 'district' | 'city' | 'phone';
export type DraftErrors = Partial<Record<DraftField, 'region' | 'district' | 'city' | 'phone' | 'phoneDigits'>>;

export const LIMITS = { city: 80, details: 200, digits: 12, digitsMin: 6 } as const;

export function draftOf(initial?: Address): AddressDraft {
  if (!initial) {
    return {
      country: DEFAULT_COUNTRY, region: DEFAULT_REGION, district: '', city: DEFAULT_CITY, method: DEFAULT_METHOD,
      details: '', dial: dialCodeOf(DEFAULT_COUNTRY), digits: '', isDefault: false,
    };
  }
  const country = initial.country || DEFAULT_COUNTRY;
  const { dialCode: dial, digits } = splitPhone(initial.phone, dialCodeOf(country));
  return {
    country,
    region: initial.region,
    district: initial.district,
    city: initial.city,
    method: methodOf(initial.delivery_method),
    details: initial.details,
    dial,
    digits,
    isDefault: initial.is_default,
  };
}

/** The fields the shopper must fix, each with the reason (texts in messages.ts as error.<reason>). */
export function checkDraft(d: AddressDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!d.region.trim()) errors.region = 'region';
  if (!d.district.trim()) errors.district = 'district';
  if (!d.city.trim()) errors.city = 'city';
  const digits = nationalDigits(d.digits, d.dial);
  if (digits && !/^[0-9]+$/.test(digits)) errors.phone = 'phoneDigits';
  else if (digits && (digits.length < LIMITS.digitsMin || digits.length > LIMITS.digits)) errors.phone = 'phone';
  return errors;
}

/**
 * The params of addressCreate / addressUpdate. An empty phone means the account's phone (the
 * driver always has a number): left out of a new address, sent blank for an edited one (left
 * out, the server would keep the old phone).
 */
export function paramsOf(d: AddressDraft, editing: boolean) {
  const digits = nationalDigits(d.digits, d.dial);
  return {
    country: d.country,
    region: d.region.trim(),
    city: d.city.trim(),
    district: d.district.trim(),
    delivery_method: d.method,
    details: d.details.trim(),
    ...(digits ? { phone: `${d.dial}${digits}` } : editing ? { phone: '' } : {}),
    // The default stays the default until another one is chosen: an edit never sends false.
    ...(editing ? (d.isDefault ? { is_default: true } : {}) : { is_default: d.isDefault }),
  };
}
