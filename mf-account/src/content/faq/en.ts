import type { HelpPage } from '../types';

/** /faq in English. */
export const en: HelpPage = {
  title: 'Frequently asked questions (FAQs)',
  intro:
    'Short answers to what shoppers in Somalia ask us most. Still stuck? Write to support@suuq.so.',
  sections: [
    {
      heading: 'How do I pay?',
      text: [
        'Cash on delivery, your Suuq wallet, or mobile money: EVC Plus, Zaad, Sahal and eDahab. You approve a mobile money payment on your phone with your PIN; we never ask for it.',
      ],
    },
    {
      heading: 'How long does delivery take?',
      text: [
        'In Banadir, 1-2 days with Standard delivery, or the same day / next day with HAAD EXPRESS. Other regions of Somalia take 1 to 7 days depending on the distance; see Shipping for every region.',
      ],
    },
    {
      heading: 'Can I cancel an order?',
      text: [
        'Yes, while it is Placed, Confirmed or Packed: open it in My Account and choose Cancel. Once it has Shipped it can no longer be cancelled, but you can return it after delivery.',
      ],
    },
    {
      heading: 'How do returns work?',
      text: [
        'After delivery, ask for a return from the order page. The refund goes to your wallet or back to the way you paid. See Returns & Exchanges.',
      ],
    },
    {
      heading: 'What are membership points?',
      text: [
        'You earn 1 point for every $1 of delivered orders. 100 points = $1 of wallet credit, redeemed in hundreds from My Account.',
      ],
    },
    {
      heading: 'How do I follow my order?',
      text: [
        'Use Track Orders with your order number (SQ-…), or open the order in My Account to see every step and the courier.',
      ],
    },
    {
      heading: 'I forgot my password',
      text: [
        'Choose Forgot password in the login window: we send a 6-digit code to your e-mail. Changing your password logs out every other device.',
      ],
    },
  ],
};
