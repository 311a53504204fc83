import type { HelpPage } from '../types';

/** /platforms in English. */
export const en: HelpPage = {
  title: 'Our platforms',
  intro: 'Shop Suuq wherever you are.',
  sections: [
    {
      heading: 'On the web',
      text: [
        'suuq.so works on any phone browser, even on slow connections, and remembers your cart.',
      ],
    },
    {
      heading: 'Live shopping',
      text: ['Watch sellers show products live and buy without leaving the stream.'],
    },
    {
      heading: 'WhatsApp',
      text: ['Codes, order updates and our advisors reach you on WhatsApp.'],
    },
  ],
};
