/** Values of the contract that are not calls (index.ts spreads the call modules into `calls`). */

/**
 * Sort keys of the search results page. The page shows them as 'Qiimaha Sare' (price_desc),
 * 'Qiimaha Hoose' (price_asc), 'Faallo Badan' (reviews) and 'Iibka Ugu Badan' (best_selling);
 * 'default' is relevance. Sorting happens after the relevance filter.
 */
export const SEARCH_SORTS = ['default', 'price_desc', 'price_asc', 'reviews', 'best_selling'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * A search answers at most this many products, the most relevant (however common the words: the
 * server's work stays bounded); `total` says this many when there were more.
 */
export const SEARCH_RESULTS_MAX = 1000;

/** Longest keyword the server accepts; longer ones are invalid params. */
export const SEARCH_KEYWORD_MAX = 200;

/**
 * Widths (px) a product image is served in (`?w=`): a fixed set, so every size is drawn once and
 * caches well; any other width is refused (400). 600 is the full tile, the size without `w`.
 */
export const PRODUCT_IMAGE_WIDTHS = [160, 320, 480, 600] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

/** Largest image fix-image accepts, decoded. */
export const FIX_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A product page's slug or id (/product/{slugOrId}): anything else is an invalid product URL. */
export const PRODUCT_SLUG_PATTERN = '^[A-Za-z0-9_-]+$';
export const PRODUCT_SLUG_MAX = 200;

/**
 * The header an order creation carries (one key per checkout attempt): the same key again answers
 * the order it made, never a second one.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A key is 8 to 100 visible ASCII characters (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = '^[\\x21-\\x7E]{8,100}$';

/** The delivery methods of the shop; HAAD EXPRESS only where same-day delivery is possible. */
export const DELIVERY_METHODS = ['Standard', 'HAAD EXPRESS'] as const;
/** Why delivery is free: the product always ships free, or the order from its location reaches the minimum. */
export const FREE_DELIVERY_REASONS = ['free_delivery_product', 'minimum_order_reached'] as const;
/** Most lines a cart sends to a quote or an order. */
export const CART_LINES_MAX = 100;

/** Spec §4 Orders: the states of the state table (server/src/orders/states.ts). */
export const ORDER_STATUSES = ['placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'return_requested', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** How the account lists orders: on their way, delivered, and cancelled or returned. */
export const ORDER_GROUPS = ['active', 'delivered', 'cancelled'] as const;
export type OrderGroup = (typeof ORDER_GROUPS)[number];
/** How an order is paid: cash to the courier, the Suuq wallet's balance, or mobile money now. */
export const PAYMENT_METHODS = ['cash_on_delivery', 'wallet', 'mobile_money'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * Where money owed back goes: the Suuq wallet (always possible), the mobile money account that
 * paid, or cash from the courier (cash on delivery). The server refuses one that does not fit
 * how the order was paid.
 */
export const REFUND_METHODS = ['mobile_money', 'wallet', 'cash'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/** What staff (and the delivery partner's systems) do to an order; the shopper cancels and returns. */
export const STAFF_ORDER_ACTIONS = ['confirm', 'pack', 'ship', 'deliver', 'complete_return'] as const;
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];

/** Mobile money services a payment can go through (WaafiPay-style gateways: spec §1 wallets). */
export const MOBILE_MONEY_PROVIDERS = ['evc_plus', 'zaad', 'sahal', 'edahab'] as const;
export type MobileMoneyProvider = (typeof MOBILE_MONEY_PROVIDERS)[number];
/** Their names as shoppers know them. */
export const MOBILE_MONEY_NAMES: Record<MobileMoneyProvider, string> = { evc_plus: 'EVC Plus', zaad: 'Zaad', sahal: 'Sahal', edahab: 'eDahab' };
/** A wallet recharge is 1 to 1000 dollars. */
export const RECHARGE_MIN = 1;
export const RECHARGE_MAX = 1000;
/** Points: earned per whole dollar of a delivered order's items; 100 points are worth $1 of wallet credit. */
export const POINTS_PER_DOLLAR = 1;
export const POINTS_PER_DOLLAR_CREDIT = 100;
export const POINTS_REDEEM_MIN = 100;
/** Kinds of wallet entries (the ledger) and of points entries. */
export const WALLET_ENTRY_KINDS = ['recharge', 'order_payment', 'refund', 'points_redemption'] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];
export const POINTS_ENTRY_KINDS = ['earned', 'redeemed', 'reversed'] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];
/** Where a mobile money payment is: waiting for the payer's phone, approved, declined or failed. */
export const PAYMENT_STATUSES = ['pending', 'approved', 'declined', 'failed'] as const;
export type MobileMoneyStatus = (typeof PAYMENT_STATUSES)[number];
/** A review's stars and the longest comment it keeps (spec §7 Reviews). */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 1000;
/** What a notification tells (spec §7 Notifications). */
export const NOTIFICATION_KINDS = ['order_placed', 'order_status', 'order_payment', 'wallet_recharge', 'wallet_recharge_declined', 'refund', 'live_started'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** A WhatsApp test message: its longest text, and how many one account may send per hour. */
export const WHATSAPP_TEST_MAX = 500;
export const WHATSAPP_TEST_PER_HOUR = 5;
