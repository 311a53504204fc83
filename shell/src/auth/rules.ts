/** The form rules of spec §5 as small pure functions; each returns the text to show, or null. */
import { AUTH_LIMITS, COUNTRIES, birthDateBounds, birthDateProblem, isApiError } from 'shared-api';
import { nationalDigits } from 'shared-api/contract/phone-rules';
import { t } from './messages';

export type Errors<K extends string> = Partial<Record<K, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | null {
  const value = email.trim();
  if (!value) return t('emailRequired');
  if (!EMAIL.test(value)) return t('emailInvalid');
  return null;
}

export function passwordError(password: string): string | null {
  if (!password) return t('passwordRequired');
  const length = [...password].length;
  if (length < AUTH_LIMITS.passwordMin || length > AUTH_LIMITS.passwordMax) {
    return t('passwordLength', { min: AUTH_LIMITS.passwordMin, max: AUTH_LIMITS.passwordMax });
  }
  return null;
}

export function confirmError(password: string, confirm: string): string | null {
  if (!confirm) return t('confirmRequired');
  return password === confirm ? null : t('passwordsMismatch');
}

// nationalDigits: spaces and dashes are how people write numbers (and a pasted one may hide direction
// marks, or carry the country's own code); anything else but digits is refused.
export function phoneError(phone: string, dialCode: string): string | null {
  const digits = nationalDigits(phone, dialCode);
  if (!digits) return t('phoneRequired');
  return /^\d+$/.test(digits) ? null : t('phoneDigitsOnly');
}

/** Spec §3: the phone is sent as the country's dial code plus the digits. */
export function fullPhone(dialCode: string, phone: string): string {
  return `${dialCode}${nationalDigits(phone, dialCode)}`;
}

export const dialCodeOf = (country: string): string =>
  (COUNTRIES.find((c) => c.name === country) ?? COUNTRIES[0]).dialCode;

/** The dates a shopper may be born on: between 100 and 13 years ago (spec §5, §9; shared-api). */
export { birthDateBounds };

export function birthDateError(value: string, now: Date): string | null {
  const problem = birthDateProblem(value, now);
  if (problem === 'required') return t('dobRequired');
  if (problem === 'tooYoung') return t('dobTooYoung');
  if (problem === 'tooOld') return t('dobTooOld');
  return null;
}

export interface RegistrationValues {
  name: string;
  email: string;
  country: string;
  phone: string;
  password: string;
  confirm: string;
  dateOfBirth: string;
  referral: string;
}
export type RegistrationField = keyof RegistrationValues;

export function registrationErrors(v: RegistrationValues, now: Date): Errors<RegistrationField> {
  const errors: Errors<RegistrationField> = {};
  if (!v.name.trim()) errors.name = t('nameRequired');
  const checks: [RegistrationField, string | null][] = [
    ['email', emailError(v.email)],
    ['phone', phoneError(v.phone, dialCodeOf(v.country))],
    ['password', passwordError(v.password)],
    ['confirm', confirmError(v.password, v.confirm)],
    ['dateOfBirth', birthDateError(v.dateOfBirth, now)],
  ];
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}

export function loginError(identifier: string, password: string): string | null {
  return identifier.trim() && password ? null : t('loginRequired');
}

/** Spec §5: the input keeps digits only, at most 6. */
export const cleanCode = (input: string): string => input.replace(/\D/g, '').slice(0, AUTH_LIMITS.codeLength);

export function codeError(code: string): string | null {
  if (!code) return t('codeRequired');
  return code.length === AUTH_LIMITS.codeLength && /^\d+$/.test(code) ? null : t('codeLength');
}

/** The server explained itself (a business answer), or the call never got an answer. */
const serverMessage = (err: unknown): string | null =>
  isApiError(err) && err.kind === 'business' && err.message ? err.message : null;
const noAnswer = (err: unknown): boolean =>
  !isApiError(err) || err.kind === 'network' || err.kind === 'timeout' || err.kind === 'unavailable';

/** The browser says it has no network: the form says so plainly (and keeps what was typed). */
const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;
const offlineText = (err: unknown): string | null => (noAnswer(err) && browserOffline() ? t('offlineNeedsNetwork') : null);

/** Spec §8: 'Galitaanka wuu fashilmay' plus the server's reason, or a hint; a connection text offline. */
export function loginFailureText(err: unknown): string {
  const message = serverMessage(err);
  if (message) return `${t('loginFailedPrefix')}: ${message}`;
  const offline = offlineText(err);
  if (offline) return offline;
  if (noAnswer(err)) return t('loginFailedConnection');
  return t('loginFailedHint');
}

export function registerFailureText(err: unknown): string {
  return serverMessage(err) ?? offlineText(err) ?? (noAnswer(err) ? t('networkError') : t('registerFailed'));
}

export const loginCodeFailureText = (err: unknown): string => serverMessage(err) ?? offlineText(err) ?? (noAnswer(err) ? t('networkError') : t('loginCodeFailed'));
export const verifyFailureText = (err: unknown): string => serverMessage(err) ?? t('verifyFailed');
export const resendFailureText = (err: unknown): string => serverMessage(err) ?? t('resendFailed');

export function resetRequestFailureText(err: unknown): string {
  return serverMessage(err) ?? (noAnswer(err) ? t('resetError') : t('resetRequestFailed'));
}

export function resetConfirmFailureText(err: unknown): string {
  return serverMessage(err) ?? (noAnswer(err) ? t('resetError') : t('resetConfirmFailed'));
}
