/**
 * The texts of the shopper's notifications, once for the server and mf-account: the
 * server renders a notification in the shopper's language when it dispatches it (the in-app row,
 * the WhatsApp message and the e-mail say the same), and stores its message key and params so the
 * notifications page shows it again in whichever language the page is in. Somali first; English
 * keeps the texts the shop sent before. Amounts are cents (shown in dollars, 2 decimals); `status`
 * is an order status and `provider` a mobile money service, both named per language here.
 * Kept out of the `shared-api` entry: only the notifications page and the server load it.
 */
import { gatewayReason } from './contract/gateway-reason';

export const NOTICE_LANGUAGES = ['so', 'en'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];
/** The shop's default language (shared-ui DEFAULT_LANGUAGE): a shopper who never chose reads it. */
export const DEFAULT_NOTICE_LANGUAGE: NoticeLanguage = 'so';

export const NOTICE_KEYS = [
  'order_placed',
  'order_status',
  'order_payment_approved',
  'order_payment_declined',
  'refund_wallet',
  'refund_mobile_money',
  'refund_cash',
  'wallet_recharge',
  'wallet_recharge_declined',
  'wallet_recharge_declined_no_reason',
  'live_started',
] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];

/** What a text may use: `order` (SQ-100042), `amount_cents`, `status`, `provider`, `reason`, `seller`, `stream`. */
export type NoticeParams = Record<string, string | number>;

interface Text {
  title: string;
  body: string;
}

type Catalogue = Record<NoticeKey, Text> & { status: Record<string, string>; statusBody: Record<string, string>; provider: Record<string, string> };

const en: Catalogue = {
  order_placed: { title: 'Order {{order}} placed', body: 'Your order {{order}} has been placed. Total: {{amount}}.' },
  order_status: { title: 'Order {{order}}: {{status}}', body: 'Your order {{order}} is now {{statusBody}}.' },
  order_payment_approved: { title: 'Order {{order}}: payment received', body: 'Your {{provider}} payment of {{amount}} for order {{order}} was approved.' },
  order_payment_declined: { title: 'Order {{order}}: Cancelled', body: 'Your order {{order}} was cancelled: {{reason}}. Nothing was charged.' },
  refund_wallet: { title: 'Refund for order {{order}}', body: '{{amount}} was refunded to your Suuq wallet.' },
  refund_mobile_money: { title: 'Refund for order {{order}}', body: '{{amount}} is being refunded to your mobile money.' },
  refund_cash: { title: 'Refund for order {{order}}', body: '{{amount}} will be refunded in cash.' },
  wallet_recharge: { title: 'Wallet recharged', body: '{{amount}} was added to your Suuq wallet.' },
  wallet_recharge_declined: { title: 'Recharge not approved', body: 'Your wallet recharge of {{amount}} was not approved: {{reason}}' },
  wallet_recharge_declined_no_reason: { title: 'Recharge not approved', body: 'Your wallet recharge of {{amount}} was not approved.' },
  live_started: { title: '{{seller}} is live now', body: 'Live now: “{{stream}}”. Watch now and shop the products in the stream.' },
  status: {
    placed: 'Placed', confirmed: 'Confirmed', packed: 'Packed', shipped: 'Shipped', delivered: 'Delivered',
    cancelled: 'Cancelled', return_requested: 'Return requested', returned: 'Returned',
  },
  statusBody: {
    placed: 'placed', confirmed: 'confirmed', packed: 'packed and ready to leave', shipped: 'on its way', delivered: 'delivered',
    cancelled: 'cancelled', return_requested: 'waiting for its return', returned: 'returned',
  },
  provider: { evc_plus: 'EVC Plus', zaad: 'Zaad', edahab: 'eDahab', sahal: 'Sahal' },
};

const so: Catalogue = {
  order_placed: { title: 'Dalabka {{order}} waa la gudbiyay', body: 'Dalabkaaga {{order}} waa la gudbiyay. Wadarta: {{amount}}.' },
  order_status: { title: 'Dalabka {{order}}: {{status}}', body: 'Dalabkaaga {{order}} hadda waa {{statusBody}}.' },
  order_payment_approved: { title: 'Dalabka {{order}}: lacagta waa la helay', body: 'Lacag bixintaada {{provider}} ee {{amount}} ee dalabka {{order}} waa la aqbalay.' },
  // The reason is the gateway's English words, quoted apart from the Somali sentence.
  order_payment_declined: { title: 'Dalabka {{order}}: La joojiyay', body: 'Dalabkaaga {{order}} waa la joojiyay: “{{reason}}”. Wax lacag ah lagaama jarin.' },
  refund_wallet: { title: 'Lacag celinta dalabka {{order}}', body: '{{amount}} ayaa lagu celiyay wallet-kaaga Suuq.' },
  refund_mobile_money: { title: 'Lacag celinta dalabka {{order}}', body: '{{amount}} ayaa lagugu celinayaa mobile money-gaaga.' },
  refund_cash: { title: 'Lacag celinta dalabka {{order}}', body: '{{amount}} ayaa lagugu celin doonaa lacag caddaan ah.' },
  wallet_recharge: { title: 'Wallet-ka waa la buuxiyay', body: '{{amount}} ayaa lagu daray wallet-kaaga Suuq.' },
  wallet_recharge_declined: { title: 'Buuxinta lama aqbalin', body: 'Buuxinta wallet-kaaga ee {{amount}} lama aqbalin: “{{reason}}”' },
  wallet_recharge_declined_no_reason: { title: 'Buuxinta lama aqbalin', body: 'Buuxinta wallet-kaaga ee {{amount}} lama aqbalin.' },
  // The shop's live texts mix Somali and English (spec: "a Somali-language mix"): the reminder keeps
  // the words it was sent with before it had a key.
  live_started: { title: '{{seller}} is live now', body: 'Hadda waa live: “{{stream}}”. Watch now and shop the products in the stream.' },
  status: {
    placed: 'La dalbaday', confirmed: 'La xaqiijiyay', packed: 'La diyaariyay', shipped: 'Waa la soo diray', delivered: 'La keenay',
    cancelled: 'La joojiyay', return_requested: 'Celin la codsaday', returned: 'La celiyay',
  },
  statusBody: {
    placed: 'la dalbaday', confirmed: 'la xaqiijiyay', packed: 'la diyaariyay oo diyaar u ah inuu baxo', shipped: 'jidka ku jira', delivered: 'la keenay',
    cancelled: 'la joojiyay', return_requested: 'sugaya in la celiyo', returned: 'la celiyay',
  },
  provider: en.provider,
};

export const NOTICE_TEXTS: Record<NoticeLanguage, Catalogue> = { so, en };

export const isNoticeKey = (key: unknown): key is NoticeKey => typeof key === 'string' && (NOTICE_KEYS as readonly string[]).includes(key);
export const isNoticeLanguage = (lang: unknown): lang is NoticeLanguage => typeof lang === 'string' && (NOTICE_LANGUAGES as readonly string[]).includes(lang);

/** Cents as the shop shows money: '$12.50'. */
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** A notification's title and body in `lang`. */
export function renderNotice(key: NoticeKey, params: NoticeParams, lang: NoticeLanguage): Text {
  const texts = NOTICE_TEXTS[lang];
  const status = String(params.status ?? '');
  const values: Record<string, string> = {
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    amount: typeof params.amount_cents === 'number' ? dollars(params.amount_cents) : '',
    status: texts.status[status] ?? status,
    statusBody: texts.statusBody[status] ?? status,
    provider: texts.provider[String(params.provider ?? '')] ?? String(params.provider ?? ''),
    // The gateway's words without the server's 'Payment declined:' (the text says it), and a
    // reason ends the sentence the text goes on with: never two full stops.
    reason: gatewayReason(String(params.reason ?? '')).replace(/\.$/, ''),
  };
  const text = texts[key === 'wallet_recharge_declined' && !values.reason ? 'wallet_recharge_declined_no_reason' : key];
  return { title: fill(text.title, values), body: fill(text.body, values) };
}
