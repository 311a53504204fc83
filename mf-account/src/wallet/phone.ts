import { COUNTRIES } from 'shared-api';

/** The dial codes of spec §3, once each (Somalia and Somaliland share +252), Somalia's first. */
export const DIAL_CODES = [...new Set(COUNTRIES.map((c) => c.dialCode))];

/** A mobile money number without its dial code: 7 to 12 digits (spaces and dashes dropped). */
export const PHONE_DIGITS = /^\d{7,12}$/;

/** The session's phone ('+252611234567') split into a dial code of the list and its digits. */
export function splitPhone(phone: string | undefined | null): { dialCode: string; digits: string } {
  const compact = (phone ?? '').replace(/[\s-]/g, '');
  // The longest code first: '+2526…' is +252, never +25.
  const code = [...DIAL_CODES].sort((a, b) => b.length - a.length).find((c) => compact.startsWith(c));
  return code ? { dialCode: code, digits: compact.slice(code.length) } : { dialCode: DIAL_CODES[0]!, digits: compact.replace(/^\+/, '') };
}

export const cleanDigits = (digits: string) => digits.replace(/[\s-]/g, '');
