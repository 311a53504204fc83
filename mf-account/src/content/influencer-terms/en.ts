import type { HelpPage } from '../types';

/** /influencer-terms in English. */
export const en: HelpPage = {
  title: 'Influencer terms',
  intro: 'For creators who present Suuq products in live shopping or on social media.',
  sections: [
    {
      heading: 'Be honest',
      text: ['Say clearly that you work with Suuq. Show the real product and its real price.'],
    },
    {
      heading: 'Referral codes',
      text: [
        'Shoppers who register with your referral code are counted for you; commission is paid by mobile money each month.',
      ],
    },
    {
      heading: 'Not allowed',
      items: [
        'Promising delivery times or discounts the shop does not offer',
        'Content that is false, hateful or unsafe for children',
      ],
    },
  ],
};
