/** Account rules shared by the server and the browser forms (spec §3, §5, §9). */

/** The countries of spec §3 with their dial codes (Somalia first: the default). */
export const COUNTRIES = [
  { name: 'Somalia', dialCode: '+252' },
  { name: 'Somaliland', dialCode: '+252' },
  { name: 'Kenya', dialCode: '+254' },
  { name: 'Uganda', dialCode: '+256' },
  { name: 'Egypt', dialCode: '+20' },
  { name: 'Djibouti', dialCode: '+253' },
  { name: 'Ethiopia', dialCode: '+251' },
  { name: 'Saudi Arabia', dialCode: '+966' },
] as const;

/** The dial codes of the countries, once each (Somalia and Somaliland share +252), Somalia's first. */
export const DIAL_CODES: readonly string[] = [...new Set(COUNTRIES.map((c) => c.dialCode))];

/** A phone number without its dial code: 7 to 12 digits, once spaces and dashes are dropped (cleanDigits). */
export const PHONE_DIGITS = /^\d{7,12}$/;

/** The digits a shopper typed, without the spaces and dashes people put in phone numbers. */
export const cleanDigits = (digits: string): string => digits.replace(/[\s-]/g, '');

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

/** Spec §9 and the account rules the server enforces. */
export const AUTH_LIMITS = {
  codeLength: 6,
  codeValidMinutes: 10,
  codeMaxWrongTries: 5,
  resendCooldownSeconds: 60,
  resetCooldownSeconds: 60,
  passwordMin: 8,
  passwordMax: 64,
  minimumAge: 13,
  oldestAge: 100,
  sessionHours: 24,
} as const;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const yearsBefore = (now: Date, years: number) =>
  isoDay(new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())));

/**
 * The dates a shopper may be born on: between 100 and 13 years ago (spec §5, §9). Shared by the
 * register form (shell) and the profile form (mf-account) so both refuse the same days.
 */
export function birthDateBounds(now: Date): { min: string; max: string } {
  return { min: yearsBefore(now, AUTH_LIMITS.oldestAge), max: yearsBefore(now, AUTH_LIMITS.minimumAge) };
}

/** What is wrong with a date of birth (YYYY-MM-DD), or null; each form words it in its own catalogue. */
export function birthDateProblem(value: string, now: Date): 'required' | 'tooYoung' | 'tooOld' | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) return 'required';
  const { min, max } = birthDateBounds(now);
  if (value > max) return 'tooYoung';
  if (value < min) return 'tooOld';
  return null;
}
