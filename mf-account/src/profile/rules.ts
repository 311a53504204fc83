/** The profile and password form rules (spec §3, §5), on the shared account rules of shared-api. */
import { AUTH_LIMITS, birthDateProblem, COUNTRIES } from 'shared-api';
// nationalDigits: spaces and dashes are how people write numbers (and a pasted one may hide direction
// marks, or carry the country's own code); anything else but digits is refused.
import { nationalDigits } from 'shared-api/contract/phone-rules';
import { t } from './messages';

export interface ProfileValues {
  name: string;
  country: string;
  dialCode: string;
  phone: string;
  dateOfBirth: string;
}
export type ProfileField = keyof ProfileValues;
export type Errors<K extends string> = Partial<Record<K, string>>;

export const dialCodeOf = (country: string): string => (COUNTRIES.find((c) => c.name === country) ?? COUNTRIES[0]).dialCode;

export function profileErrors(v: ProfileValues, now: Date): Errors<ProfileField> {
  const errors: Errors<ProfileField> = {};
  if (!v.name.trim()) errors.name = t('profile.nameRequired');
  const digits = nationalDigits(v.phone, dialCodeOf(v.country));
  if (!digits) errors.phone = t('profile.phoneRequired');
  else if (!/^\d{6,15}$/.test(digits)) errors.phone = t('profile.phoneDigitsOnly');
  const dob = birthDateProblem(v.dateOfBirth, now);
  if (dob === 'required') errors.dateOfBirth = t('profile.dobRequired');
  else if (dob === 'tooYoung') errors.dateOfBirth = t('profile.dobTooYoung');
  else if (dob === 'tooOld') errors.dateOfBirth = t('profile.dobTooOld');
  return errors;
}

/** The profile as the form sends it: the phone is the country's dial code plus the digits (spec §3). */
export function profileUpdateBody(v: ProfileValues) {
  const dialCode = dialCodeOf(v.country);
  return { name: v.name.trim(), country: v.country, phone: `${dialCode}${nationalDigits(v.phone, dialCode)}`, date_of_birth: v.dateOfBirth };
}

export interface PasswordValues {
  current: string;
  next: string;
  confirm: string;
}
export type PasswordField = keyof PasswordValues;

export function passwordErrors(v: PasswordValues): Errors<PasswordField> {
  const errors: Errors<PasswordField> = {};
  if (!v.current) errors.current = t('password.currentRequired');
  const length = [...v.next].length;
  if (!v.next) errors.next = t('password.newRequired');
  else if (length < AUTH_LIMITS.passwordMin || length > AUTH_LIMITS.passwordMax) {
    errors.next = t('password.length', { min: AUTH_LIMITS.passwordMin, max: AUTH_LIMITS.passwordMax });
  } else if (v.next === v.current) errors.next = t('password.same');
  if (!v.confirm) errors.confirm = t('password.confirmRequired');
  else if (v.confirm !== v.next) errors.confirm = t('password.mismatch');
  return errors;
}
