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
