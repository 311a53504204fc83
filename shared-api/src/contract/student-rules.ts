/**
 * The Student & Grad discount's constants and rules: the percentage, cap and validity, the
 * discount of an items subtotal and which e-mail addresses are academic. In 'shared-api/contract'
 * (the server, tests, and pages that import this file), not in the 'shared-api' package entry:
 * everything that entry exports is in every page's first load (budget.spec), and only the
 * discount's own pages need these.
 */

/**
 * The Student & Grad discount (spec §1 extra features): a verified school e-mail takes this
 * percentage off an order's items (not the delivery fee), at most the cap per order, for the
 * validity after verification. The code sent to the school e-mail follows the account codes'
 * rules (6 digits, 60-s resend cooldown, a few wrong tries).
 */
export const STUDENT_DISCOUNT = {
  percent: 10,
  capCents: 2000,
  validMonths: 12,
  codeLength: 6,
  codeValidMinutes: 30,
  codeMaxWrongTries: 5,
  resendCooldownSeconds: 60,
} as const;
export const STUDENT_KINDS = ['student', 'graduate'] as const;
export type StudentKind = (typeof STUDENT_KINDS)[number];
export const STUDENT_DISCOUNT_STATUSES = ['none', 'pending', 'verified', 'expired'] as const;
export type StudentDiscountStatus = (typeof STUDENT_DISCOUNT_STATUSES)[number];

/** The discount on an items subtotal (cents): the percentage, rounded to the cent, at most the cap. */
export function studentDiscountCents(subtotalCents: number): number {
  if (!Number.isFinite(subtotalCents) || subtotalCents <= 0) return 0;
  return Math.min(STUDENT_DISCOUNT.capCents, Math.round((subtotalCents * STUDENT_DISCOUNT.percent) / 100));
}

/**
 * Schools whose e-mail domains do not end in .edu or .ac.xx (or that shoppers ask about by name):
 * Somali and East African universities. Kept here alone: the server decides, the page lists them.
 */
export const ACADEMIC_DOMAINS = [
  'simad.edu.so', 'uniso.edu.so', 'amoud.edu.so', 'mu.edu.so', 'puntlanduniversity.edu.so', 'pu.edu.so',
  'snu.edu.so', 'hu.edu.so', 'jazeerauniversity.edu.so', 'uoh.edu.so', 'gollisuniversity.org', 'gollis.edu.so',
  'plasma.edu.so', 'benadiruniversity.net', 'bu.edu.so', 'zamzamuniversity.edu.so', 'jigjigauniversity.edu.et',
  'uonbi.ac.ke', 'ku.ac.ke', 'mak.ac.ug', 'udsm.ac.tz', 'aau.edu.et', 'ju.edu.et',
] as const;

/** Whether an e-mail address belongs to a school: .edu, .edu.xx, .ac.xx, or a listed university. */
export function isAcademicEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const domain = email.slice(at + 1).trim().toLowerCase();
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) return false;
  if (/(^|\.)edu$/.test(domain) || /\.(edu|ac)\.[a-z]{2}$/.test(domain)) return true;
  return ACADEMIC_DOMAINS.some((d) => domain === d || domain.endsWith(`.${d}`));
}
