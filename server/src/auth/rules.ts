/**
 * The account rules the server enforces (spec §3, §5, §9). Messages are the spec's where it has
 * one, otherwise plain sentences the forms can show as they are.
 */
import { AUTH_LIMITS, COUNTRIES } from '../contract';
import { cleanDigits } from 'shared-api/contract/phone-rules';
import { BusinessError } from '../errors';

export const invalid = (message: string) => new BusinessError(400, 'invalid', message);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(raw: string, emptyMessage = 'Please enter your email address'): string {
  const email = raw.trim().toLowerCase();
  if (!email) throw invalid(emptyMessage);
  if (email.length > 254 || !EMAIL.test(email)) throw invalid('Please enter a valid email address');
  return email;
}

/** Invisible format characters (zero-width spaces and joiners, direction marks): no name on their own. */
const FORMAT_CHARACTERS = /\p{Cf}/gu;

export function checkName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  // '\u200b\u200b' passes trim() but shows as nothing: as required as spaces.
  if (!name.replace(FORMAT_CHARACTERS, '').trim()) throw invalid('Name is required');
  if ([...name].length > 100) throw invalid('Name must be at most 100 characters');
  return name;
}

export function checkPasswordRule(password: string, label = 'Password'): string {
  const length = [...password].length;
  if (length === 0) throw invalid(`${label} is required`);
  if (length < AUTH_LIMITS.passwordMin || length > AUTH_LIMITS.passwordMax) {
    throw invalid(`${label} must be between ${AUTH_LIMITS.passwordMin} and ${AUTH_LIMITS.passwordMax} characters`);
  }
  return password;
}

export interface Country {
  name: string;
  dialCode: string;
}

export function checkCountry(raw: string): Country {
  const wanted = raw.trim().toLowerCase();
  const country = COUNTRIES.find((c) => c.name.toLowerCase() === wanted);
  if (!country) throw invalid(`Unknown country: choose one of ${COUNTRIES.map((c) => c.name).join(', ')}`);
  return country;
}

export interface Phone {
  dialCode: string;
  /** Subscriber digits without the dial code. */
  digits: string;
  full: string;
}

/**
 * A phone as typed ('+252 61-234 5678') without its spaces, dashes and invisible direction marks:
 * how accounts store it. The forms' own rule (shared-api's phone-rules), so both agree on a number.
 */
export const compactPhone = cleanDigits;

/** 'Phone number is required'; the phone is the country's dial code plus 6 to 12 digits. */
export function checkPhone(raw: string, country: Country): Phone {
  const compact = compactPhone(raw);
  if (!compact) throw invalid('Phone number is required');
  if (!/^\+\d+$/.test(compact)) throw invalid('Phone number must be the country dial code followed by digits only');
  if (!compact.startsWith(country.dialCode)) throw invalid(`Phone number must start with ${country.dialCode} for ${country.name}`);
  const digits = compact.slice(country.dialCode.length);
  if (digits.length < 6 || digits.length > 12) throw invalid('Phone number must have 6 to 12 digits after the dial code');
  return { dialCode: country.dialCode, digits, full: compact };
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const yearsBefore = (now: Date, years: number) => {
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return isoDate(d);
};

/** YYYY-MM-DD, between 100 and 13 years ago (spec §5). */
export function checkDateOfBirth(raw: string, now: Date): string {
  const value = raw.trim();
  if (!value) throw invalid('Date of birth is required');
  const parsed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = parsed ? new Date(Date.UTC(Number(parsed[1]), Number(parsed[2]) - 1, Number(parsed[3]))) : null;
  if (!date || isoDate(date) !== value) throw invalid('Date of birth must be a date like 1990-05-31');
  if (value > yearsBefore(now, AUTH_LIMITS.minimumAge)) throw invalid('You must be at least 13 years old');
  if (value < yearsBefore(now, AUTH_LIMITS.oldestAge)) throw invalid('Date of birth cannot be more than 100 years ago');
  return value;
}

/** The code field of the verification and reset forms (spec §5 texts). */
export function checkCodeShape(raw: string): string {
  const code = raw.trim();
  if (!code) throw invalid('Please enter the verification code');
  if (!/^\d{6}$/.test(code)) throw invalid('Verification code must be exactly 6 digits');
  return code;
}

/** Login accepts an e-mail address or a phone number (dial code plus digits; '00' for '+'). */
export function loginIdentifier(raw: string): { kind: 'email' | 'phone'; value: string } | null {
  const value = raw.trim();
  if (!value) return null;
  if (value.includes('@')) return { kind: 'email', value: value.toLowerCase() };
  const compact = cleanDigits(value).replace(/[()]/g, '').replace(/^00/, '+');
  if (!/^\+?\d{6,16}$/.test(compact)) return { kind: 'email', value: value.toLowerCase() };
  return { kind: 'phone', value: compact.startsWith('+') ? compact : `+${compact}` };
}

export const secondsText = (n: number) => (n === 1 ? '1 second' : `${n} seconds`);
