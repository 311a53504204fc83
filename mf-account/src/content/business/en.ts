import type { HelpPage } from '../types';
import { CONTACT } from '../contact';

/** /business in English. */
export const en: HelpPage = {
  title: 'Suuq for business',
  intro: 'Sell on Suuq, or buy for your shop, office or school.',
  sections: [
    {
      heading: 'Sell with us',
      text: [
        'Sellers list their products, keep stock at our locations and we handle payment, delivery and returns. Payouts go to your mobile money account.',
      ],
    },
    {
      heading: 'Buy in bulk',
      text: [
        'Companies and schools can order in quantity with one invoice and delivery to one address.',
      ],
    },
    {
      heading: 'Talk to us',
      text: [`Write to ${CONTACT.email} with your company name and what you sell or need.`],
    },
  ],
};
