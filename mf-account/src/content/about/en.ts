import type { HelpPage } from '../types';
import { CONTACT } from '../contact';

/** /about in English. */
export const en: HelpPage = {
  title: 'About Suuq',
  intro:
    'Suuq is an online shop from Mogadishu for shoppers across Somalia, Somaliland and the region.',
  sections: [
    {
      heading: 'What we do',
      text: [
        'We bring beauty, fashion, electronics and home goods from trusted sellers to your door, with cash on delivery and mobile money, in Somali and English.',
      ],
    },
    {
      heading: 'Where we are',
      text: [`${CONTACT.address}. Stock locations in Muqdisho, Hargeisa and Kismaayo.`],
    },
    {
      heading: 'Contact us',
      text: [`E-mail ${CONTACT.email}, or write to us on WhatsApp from any product page.`],
    },
  ],
};
