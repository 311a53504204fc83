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
/** Cash on delivery today; the wallet issue adds wallet balance and mobile money. */
export const PAYMENT_METHODS = ['cash_on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const REFUND_METHODS = ['mobile_money', 'wallet', 'cash'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/** What staff (and the delivery partner's systems) do to an order; the shopper cancels and returns. */
export const STAFF_ORDER_ACTIONS = ['confirm', 'pack', 'ship', 'deliver', 'complete_return'] as const;
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];
