import type { HelpPage } from '../types';

/** /billing-info in English. */
export const en: HelpPage = {
  title: 'Billing and payment',
  intro:
    'Prices are in US dollars. You pay for the items plus the delivery fee shown at checkout, nothing else.',
  sections: [
    {
      heading: 'Cash on delivery',
      text: ['Pay the courier in cash when the order arrives. Please have the exact amount ready.'],
    },
    {
      heading: 'Mobile money',
      items: ['EVC Plus (Hormuud)', 'Zaad (Telesom)', 'Sahal (Golis)', 'eDahab (Somtel)'],
      text: [
        'You get a prompt on your phone and approve it with your PIN. If you do not approve in time, nothing is charged and you can try again.',
      ],
    },
    {
      heading: 'Suuq wallet',
      text: [
        'Recharge your wallet with mobile money from My Account › Wallet, then pay orders from it in one tap. Refunds and redeemed points also go to the wallet.',
      ],
    },
    {
      heading: 'Receipts',
      text: [
        'Every order has its own page in My Account with the items, the delivery fee, the total and the payment method.',
      ],
    },
  ],
};
