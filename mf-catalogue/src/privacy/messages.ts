import { createMessages } from 'shared-ui';

/**
 * The privacy policy's text: a catalogue of its own (beside src/messages.ts, which keeps the
 * heading and date), so it arrives with the page and not on every page. The body is English in
 * both languages; the headings are Somali in 'so'.
 */
const en = {
  'privacy.summary':
    'In short: we use your information only to run the shop for you, and we never sell it.',
  'privacy.intro':
    '{{brand}} runs an online shop for customers in Somalia and neighbouring countries. This policy explains what personal information we collect when you use our website or app, why, who we share it with, and the choices you have.',
  'privacy.collect.title': 'What we collect',
  'privacy.collect.account':
    'Account details: your name, e-mail address, phone number with country code, date of birth and password. The password is stored only as a secure hash, never in readable form.',
  'privacy.collect.addresses':
    'Delivery addresses: country, region, city, district and the delivery method you choose, so we can calculate delivery fees and bring your order.',
  'privacy.collect.orders':
    'Orders: the products you buy, quantities, sellers and stock locations, order notes, cancellations, returns and the reviews you write.',
  'privacy.collect.wallet':
    'Wallet and membership: your wallet balance, top-ups and transactions, and the membership points you earn and redeem. We never store your mobile-money PIN or full card number.',
  'privacy.collect.device':
    "On your device: your cart, wishlist, recent searches and login state are kept in your browser's local storage so the shop stays quick on a slow connection.",
  'privacy.codes.title': 'Verification codes',
  'privacy.codes.body':
    'When you register, verify your account or reset your password, we send a six-digit code by WhatsApp and by e-mail. We use your phone number and e-mail address for these codes and for messages about your orders, and not for advertising unless you agree.',
  'privacy.use.title': 'How we use it',
  'privacy.use.body':
    'To create and protect your account, process and deliver your orders, calculate delivery fees, run your wallet and membership points, answer your questions, prevent fraud and improve the shop.',
  'privacy.share.title': 'Who we share it with',
  'privacy.share.body':
    'We never sell your personal information. We share only what is needed: the seller and the delivery team get your name, phone number and delivery address to bring your order; payment and mobile-money providers get what they need to complete a payment; and authorities get information only when the law requires it.',
  'privacy.keep.title': 'How long we keep it',
  'privacy.keep.body':
    'We keep your account information while your account is open. Order and wallet records are kept as long as accounting and legal rules require; after that they are deleted or made anonymous.',
  'privacy.security.title': 'Keeping it safe',
  'privacy.security.body':
    'Connections to the shop are encrypted, passwords are hashed, and our staff see only what their work needs. Keep your password and verification codes to yourself: {{brand}} staff will never ask you for them.',
  'privacy.rights.title': 'Your choices',
  'privacy.rights.body':
    'You can see and correct your profile and addresses in My Account at any time. You can ask us for a copy of your information, or to delete your account, by writing to us; we answer within 30 days.',
  'privacy.children.title': 'Children',
  'privacy.children.body': 'You must be at least 13 years old to open an account.',
  'privacy.changes.title': 'Changes to this policy',
  'privacy.changes.body':
    'When we change this policy we update the date at the top and, for important changes, tell you in the shop or by e-mail.',
  'privacy.contact.title': 'Contact us',
  'privacy.contact.body': 'Questions about your privacy? Write to',
  'privacy.contact.address': 'or visit us at {{address}}.',
};

export const { t, useT } = createMessages('mf-catalogue-privacy', {
  so: {
    'privacy.summary':
      'Kooban: xogtaada waxaan u isticmaalnaa oo keliya adeegga dukaanka — marna ma iibinno.',
    'privacy.collect.title': 'Macluumaadka aan ururino — What we collect',
    'privacy.codes.title': 'Koodhadhka xaqiijinta — Verification codes',
    'privacy.use.title': 'Sida aan u isticmaalno — How we use it',
    'privacy.share.title': 'Cidda aan la wadaagno — Who we share it with',
    'privacy.keep.title': 'Muddada aan hayno — How long we keep it',
    'privacy.security.title': 'Amniga — Keeping it safe',
    'privacy.rights.title': 'Xuquuqdaada — Your choices',
    'privacy.children.title': 'Carruurta — Children',
    'privacy.changes.title': 'Isbeddellada — Changes to this policy',
    'privacy.contact.title': 'Nala soo xiriir — Contact us',
  },
  en,
});
