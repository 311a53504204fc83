import type { HelpPage } from '../types';

/** /terms in English. */
export const en: HelpPage = {
  title: 'Terms and conditions',
  intro: 'These terms apply when you shop on Suuq. By placing an order you accept them.',
  sections: [
    {
      heading: 'Your account',
      text: [
        'You must be at least 13 years old. Keep your password secret; you are responsible for orders placed from your account.',
      ],
    },
    {
      heading: 'Orders and prices',
      text: [
        'Prices are in US dollars and include the item; the delivery fee is shown before you pay. An order is accepted when it is Confirmed.',
      ],
    },
    {
      heading: 'Payment',
      text: [
        'Cash on delivery, Suuq wallet, EVC Plus, Zaad, Sahal or eDahab. Wallet credit cannot be exchanged for cash.',
      ],
    },
    {
      heading: 'Cancellation and returns',
      text: ['Cancel before shipping; return after delivery, as set out in Returns & Exchanges.'],
    },
    {
      heading: 'Membership points',
      text: [
        '1 point per $1 of delivered orders; 100 points = $1 of wallet credit. Points of returned orders are taken back.',
      ],
    },
  ],
};
