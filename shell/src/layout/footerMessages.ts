import { BRAND, createMessages } from 'shared-ui';

/** The footer's texts (spec §2): they arrive with the footer, after the page's first load. */
const en = {
  footerMyAccount: 'My Account',
  trackOrders: 'Track Orders',
  wishList: 'Wish List',
  reviews: 'Reviews',
  contactUs: 'Contact Us',
  studentDiscount: 'Student & Grad Discount',
  footerHelp: 'Help',
  customerService: 'Customer Service',
  faqs: 'FAQs',
  shipping: 'Shipping',
  billing: 'Billing',
  returns: 'Returns & Exchanges',
  footerAbout: 'About',
  aboutUs: `About ${BRAND.name}`,
  business: `${BRAND.name} for Business`,
  platforms: 'Our Platforms',
  footerTerms: 'Terms & Policies',
  terms: 'Terms of Use',
  privacy: 'Privacy Policy',
  legal: 'Legal',
  influencerTerms: 'Influencer Terms',
  followUs: 'Follow us',
  visitUs: 'Visit us',
  emailUs: 'Email us',
  copyright: `© {{year}} ${BRAND.name}. All rights reserved.`,
  tagline: 'Online shopping for Somalia, delivered to your district.',
};

/** Both languages' texts (the tests read them from here). */
export const footerCatalogue = {
  so: { tagline: 'Dukaan online ah oo Soomaaliya u adeega — waxaan keenaynaa degmadaada.' },
  en,
};

export const { useT } = createMessages('shell-footer', footerCatalogue);
