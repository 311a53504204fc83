import type { HelpPage } from '../types';

/** /returns in English. */
export const en: HelpPage = {
  title: 'Returns & Exchanges',
  intro:
    'Changed your mind, or something is wrong? Here is what you can do at each step of an order.',
  sections: [
    {
      heading: 'Before it ships: cancel',
      text: [
        'While your order is Placed, Confirmed or Packed, cancel it from its page in My Account and give a reason. Anything you paid is refunded.',
      ],
    },
    {
      heading: 'After it is delivered: return',
      text: [
        'Once the order is Delivered, choose Return on its page and tell us why. The order shows Return requested until we collect the items; then it is Returned.',
      ],
    },
    {
      heading: 'Your refund',
      items: [
        'Paid from the wallet: back to your Suuq wallet.',
        'Paid with mobile money: back to the paying phone (EVC Plus, Zaad, Sahal, eDahab), or to your wallet if you prefer.',
        'Paid in cash on delivery: to mobile money, your wallet or in cash, as you choose.',
      ],
    },
    {
      heading: 'Exchanges',
      text: ['Return the item and order the size or colour you want: the new order ships at once.'],
    },
    { heading: 'Points', text: ['Points earned on a returned order are taken back.'] },
  ],
};
