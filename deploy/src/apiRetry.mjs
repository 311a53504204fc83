// Which API calls nginx may send a second time, to the other API process, when the first one
// fails or goes away mid-request (a rolling restart, a crash): nginx-conf.mjs turns this into its
// `$suuq_api_once` map. Every JSON-RPC call is a POST, and nginx never repeats a POST that reached
// an upstream unless told to (proxy_next_upstream non_idempotent), so the shop says which ones:
//  - reads: calls that change nothing, so a second answer is the same answer;
//  - keyed writes: calls the server answers once per Idempotency-Key (orders/create.ts,
//    payments/recharge.ts: the key is claimed in the write's own transaction, so a repeat on the
//    other process waits for the first and answers the same order), repeated only with a key.
// Any other write goes to one process only (a POST not yet sent is still moved on: connection
// refused). Paths are shared-api's (routes.ts); apiRetry.test.mjs holds this list to them and to
// the generated map. A new read call is not repeated until it is added here: the safe default.

/** Read-only calls: name (shared-api callRoutes) → path. */
export const READ_CALLS = {
  homepageSections: '/api/homepage/sections',
  homepageSection: '/api/homepage/section/:name',
  products: '/api/products',
  product: '/api/product/:slugOrId',
  categories: '/api/categories',
  productUpdates: '/api/product-updates',
  videoAds: '/api/video-ads',
  searchProducts: '/api/products/search',
  seller: '/api/sellers/:id',
  logisticsLocations: '/api/logistics/locations',
  productDeliveryInfo: '/customer/api/product/:id/delivery-info',
  deliveryRegions: '/cutomer/api/regions',
  deliveryDistricts: '/customer/api/districts',
  deliveryRegionsCustomer: '/customer/api/regions',
  deliveryMethods: '/customer/api/delivery/available_methods',
  deliveryOptions: '/customer/api/delivery/available_options',
  calculateFee: '/api/delivery/calculate-fee',
  deliveryQuote: '/api/delivery/quote',
  addresses: '/api/user/addresses',
  orders: '/api/customer/orders',
  order: '/api/customer/orders/:id',
  orderTrack: '/api/customer/orders/:id/track',
  orderAssignment: '/api/customer/orders/:id/assignment',
  orderSeller: '/api/customer/orders/:id/seller',
  walletBalance: '/api/wallet/balance',
  walletTransactions: '/api/wallet/transactions',
  membershipPoints: '/api/membership/points',
  membershipTransactions: '/api/membership/transactions',
  reviewsUser: '/api/reviews/user',
  notifications: '/api/notifications',
  wishlist: '/api/wishlist',
  studentDiscountStatus: '/api/student-discount/status',
  liveStreams: '/api/live/streams',
  liveStream: '/api/live/streams/:id',
  profile: '/api/user/profile',
  demoInfo: '/api/demo-info',
};

/** Writes the server answers once per Idempotency-Key: name → path. */
export const KEYED_CALLS = {
  orderCreate: '/api/customer/orders/create',
  walletRecharge: '/api/wallet/recharge',
};

/** A route's path as a regex body: each `:param` is one path segment. */
const pattern = (p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
const anyOf = (calls) => `(?:${Object.values(calls).map(pattern).join('|')})`;

/**
 * The map's rules, first match wins, on "$request_method $uri $http_idempotency_key": 0 = may be
 * repeated, 1 = once. Keyed writes come before reads: `/api/customer/orders/create` also fits the
 * read `/api/customer/orders/:id`, and must never be repeated without its key.
 * @returns {[string, 0 | 1][]}
 */
export function apiOnceRules() {
  return [
    ['^(?:GET|HEAD) ', 0],
    // A key is one word of visible characters (IDEMPOTENCY_KEY_PATTERN): the server refuses others.
    [`^POST ${anyOf(KEYED_CALLS)} [!-~]+$`, 0],
    [`^POST ${anyOf(KEYED_CALLS)} `, 1],
    [`^POST ${anyOf(READ_CALLS)} [!-~]*$`, 0],
  ];
}
