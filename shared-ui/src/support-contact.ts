/**
 * Customer service beyond what the footer shows (its e-mail and WhatsApp link are BRAND's): the
 * phone to call and the opening hours. Part of the shop's identity like brand.ts, but apart from
 * BRAND, which every first load carries: only the Customer Service page (mf-account) reads this,
 * from this file, so it ships with that page alone.
 */
import { SUPPORT_PHONE } from './brand';

export const SUPPORT_CONTACT = {
  /** The same number as the footer's WhatsApp link. */
  phone: SUPPORT_PHONE,
  /**
   * When customer service answers calls and WhatsApp, in Somalia's time (EAT, UTC+3): days as
   * 0 = Sunday … 6 = Saturday, from `first` to `last` going forward (Saturday to Thursday).
   */
  hours: [
    { first: 6, last: 4, open: '08:00', close: '20:00' },
    { first: 5, last: 5, open: '14:00', close: '20:00' },
  ],
} as const;
