/** Customer service's number: calls, and WhatsApp (the footer's WhatsApp link is this number). */
export const SUPPORT_PHONE = '+252610000000';

/**
 * The shop's identity in one place: a white-label deployment changes this file only.
 * 'HAAD EXPRESS' is the delivery service, not the shop, so it is not here.
 */
export const BRAND = {
  name: 'Suuq',
  slug: 'suuq',
  /** localStorage key of the logged-in user. */
  userKey: 'suuqUser',
  /** Homepage section key of the live-shopping row. */
  liveSection: 'suuq_live',
  supportEmail: 'support@suuq.so',
  address: 'Maka Al-Mukarama Road, Hodan District, Mogadishu, Banadir, Somalia',
  social: {
    facebook: 'https://www.facebook.com/suuq.so',
    whatsapp: `https://wa.me/${SUPPORT_PHONE.slice(1)}`,
    instagram: 'https://www.instagram.com/suuq.so',
    tiktok: 'https://www.tiktok.com/@suuq.so',
  },
} as const;

export type Brand = typeof BRAND;
