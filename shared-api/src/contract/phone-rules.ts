/**
 * Phone numbers as the shop's forms take them: a dial code of the countries (account-rules'
 * COUNTRIES) and the national digits. Its own entry (shared-api/contract/phone-rules), bundled by the
 * forms that use it (address book, wallet recharge, checkout payment), so the shared root of
 * shared-api that every page's first load carries stays without it.
 */
import { COUNTRIES } from './account-rules';

/** The dial codes of the countries, once each (Somalia and Somaliland share +252), Somalia's first. */
export const DIAL_CODES: readonly string[] = [...new Set(COUNTRIES.map((c) => c.dialCode))];

/** A phone number without its dial code: 7 to 12 digits, once spaces and dashes are dropped (cleanDigits). */
export const PHONE_DIGITS = /^\d{7,12}$/;

/**
 * A phone number as a shopper typed or pasted it, without what people put between its digits:
 * spaces, dashes, and invisible format characters (Unicode Cf). A number copied from WhatsApp or
 * a phone's contacts often comes wrapped in direction marks (U+202A … U+202C) that show nothing,
 * and the shopper would be told the digits they see are wrong. The rule of every form and of the
 * server (auth/rules' compactPhone).
 */
export const cleanDigits = (digits: string): string => digits.replace(/[\s\p{Cf}-]/gu, '');

/**
 * The digits of a box beside a dial-code picker, as the shopper typed or pasted them: cleanDigits,
 * then the picker's own code taken off when the whole number was pasted ('+252 61 234 5678' or
 * '00252 61…' beside +252; the box's hint asks for the number without it, but a copied number
 * carries it). Another country's code stays, so that number is still refused, never stored
 * under the wrong code.
 */
export function nationalDigits(typed: string, dialCode: string): string {
  const digits = cleanDigits(typed);
  const code = dialCode.replace(/^\+/, '');
  const prefix = [`+${code}`, `00${code}`].find((p) => digits.startsWith(p));
  return prefix ? digits.slice(prefix.length) : digits;
}

/**
 * A stored phone ('+252 61 123 4567') as a dial code of DIAL_CODES and its digits, for the forms that
 * show a dial-code list beside a digits box (address book, wallet recharge, checkout payment). A number
 * with none of the codes keeps its digits under `fallbackDial` (Somalia's code unless told).
 */
export function splitPhone(phone: string | undefined | null, fallbackDial: string = DIAL_CODES[0]!): { dialCode: string; digits: string } {
  const compact = cleanDigits(phone ?? '');
  // The longest code first: a shorter code must never swallow another code's digits ('+20' vs '+2526…').
  const dialCode = [...DIAL_CODES].sort((a, b) => b.length - a.length).find((code) => compact.startsWith(code));
  return dialCode ? { dialCode, digits: compact.slice(dialCode.length) } : { dialCode: fallbackDial, digits: compact.replace(/^\+/, '') };
}
