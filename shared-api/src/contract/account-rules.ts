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
