/**
 * How every call of the contract travels: its verb and path (spec §7), its policy class in the
 * client (timeouts, spacing, caches, failure protection of spec §9) and whether it sends the
 * bearer token. What each call carries (its params and result schemas) is defined beside its
 * domain (catalogue.ts, auth.ts, …) with `defineCall(callRoutes.name, …)`.
 *
 * The browser's production client sends calls by this table alone: the schemas are for the
 * server, which validates requests with them, and for development builds and tests, which also
 * check answers against them (so no first load downloads the schemas of every call).
 */
import type { CallRoute } from './define';
import { imageRoutes } from './image-routes';

export const callRoutes = {
  // Catalogue: products, product, homepage, categories, updates, video ads, the main product image
  homepageSections: { http: 'POST', path: '/api/homepage/sections', class: 'homepage', auth: false },
  homepageSection: { http: 'POST', path: '/api/homepage/section/:name', class: 'homepage', auth: false },
  products: { http: 'POST', path: '/api/products', class: 'products', auth: false },
  product: { http: 'POST', path: '/api/product/:slugOrId', class: 'product', auth: false },
  categories: { http: 'POST', path: '/api/categories', class: 'categories', auth: false },
  productImage: imageRoutes.productImage,
  productUpdates: { http: 'POST', path: '/api/product-updates', class: 'products', auth: false },
  productUpdatesCheck: { http: 'HEAD', path: '/api/product-updates-check', class: 'products', auth: false },
  videoAds: { http: 'POST', path: '/api/video-ads', class: 'homepage', auth: false },
  // Search
  searchProducts: { http: 'POST', path: '/api/products/search', class: 'search', auth: false },
  // Media
  productImageAdditional: imageRoutes.productImageAdditional,
  productLeaflet: { http: 'GET', path: '/api/product-leaflet/:id', class: 'images', auth: false },
  productMedia: { http: 'GET', path: '/api/product-media/:id', class: 'images', auth: false },
  checkImage: { http: 'POST', path: '/api/check-image/:id', class: 'images', auth: false },
  // Staff only: the bearer token of a 'staff' account (401 without a session, 403 for a shopper).
  fixImage: { http: 'POST', path: '/api/fix-image/:id', class: 'images', auth: true },
  // Sellers and stock locations
  seller: { http: 'POST', path: '/api/sellers/:id', class: 'default', auth: false },
  logisticsLocations: { http: 'POST', path: '/api/logistics/locations', class: 'stock-locations', auth: false },
  // Delivery
  productDeliveryInfo: { http: 'POST', path: '/customer/api/product/:id/delivery-info', class: 'default', auth: false },
  deliveryRegions: { http: 'POST', path: '/cutomer/api/regions', class: 'default', auth: false },
  deliveryDistricts: { http: 'POST', path: '/customer/api/districts', class: 'default', auth: false },
  deliveryRegionsCustomer: { http: 'POST', path: '/customer/api/regions', class: 'default', auth: false },
  deliveryMethods: { http: 'POST', path: '/customer/api/delivery/available_methods', class: 'default', auth: false },
  deliveryOptions: { http: 'POST', path: '/customer/api/delivery/available_options', class: 'default', auth: false },
  calculateFee: { http: 'POST', path: '/api/delivery/calculate-fee', class: 'default', auth: false },
  // Public: a saved address (delivery_address_id) is used only with the bearer token of its owner.
  deliveryQuote: { http: 'POST', path: '/api/delivery/quote', class: 'default', auth: false },
  // Addresses (the bearer's own)
  addresses: { http: 'POST', path: '/api/user/addresses', class: 'default', auth: true },
  addressCreate: { http: 'POST', path: '/api/user/address', class: 'default', auth: true },
  addressUpdate: { http: 'PUT', path: '/api/user/address/:id', class: 'default', auth: true },
  addressDelete: { http: 'POST', path: '/api/user/address/:id/delete', class: 'default', auth: true },
  // Orders (the bearer's own; another account's order answers 404)
  orders: { http: 'POST', path: '/api/customer/orders', class: 'default', auth: true },
  orderCreate: { http: 'POST', path: '/api/customer/orders/create', class: 'default', auth: true },
  order: { http: 'POST', path: '/api/customer/orders/:id', class: 'default', auth: true },
  orderCancel: { http: 'POST', path: '/api/customer/orders/:id/cancel', class: 'default', auth: true },
  orderReturn: { http: 'POST', path: '/api/customer/orders/:id/return', class: 'default', auth: true },
  orderNote: { http: 'POST', path: '/api/customer/orders/:id/note', class: 'default', auth: true },
  orderTrack: { http: 'POST', path: '/api/customer/orders/:id/track', class: 'default', auth: true },
  orderAssignment: { http: 'POST', path: '/api/customer/orders/:id/assignment', class: 'default', auth: true },
  orderSeller: { http: 'POST', path: '/api/customer/orders/:id/seller', class: 'default', auth: true },
  orderSubscribe: { http: 'POST', path: '/api/customer/orders/:id/subscribe', class: 'default', auth: true },
  staffOrderAdvance: { http: 'POST', path: '/api/staff/orders/:id/advance', class: 'default', auth: true },
  // Wallet and membership points (the bearer's own)
  walletBalance: { http: 'POST', path: '/api/wallet/balance', class: 'default', auth: true },
  walletRecharge: { http: 'POST', path: '/api/wallet/recharge', class: 'default', auth: true },
  walletRechargeStatus: { http: 'POST', path: '/api/wallet/recharge/:id', class: 'default', auth: true },
  walletTransactions: { http: 'POST', path: '/api/wallet/transactions', class: 'default', auth: true },
  membershipPoints: { http: 'POST', path: '/api/membership/points', class: 'default', auth: true },
  membershipRedeem: { http: 'POST', path: '/api/membership/redeem', class: 'default', auth: true },
  membershipTransactions: { http: 'POST', path: '/api/membership/transactions', class: 'default', auth: true },
  // Reviews (the bearer's own; only a product of their own delivered order)
  reviewSubmit: { http: 'POST', path: '/api/reviews/submit', class: 'default', auth: true },
  reviewsUser: { http: 'POST', path: '/api/reviews/user', class: 'default', auth: true },
  // Notifications (the bearer's own) and the WhatsApp test message
  notifications: { http: 'POST', path: '/api/notifications', class: 'default', auth: true },
  notificationsMarkAllRead: { http: 'POST', path: '/api/notifications/mark-all-read', class: 'default', auth: true },
  notificationRead: { http: 'POST', path: '/api/notifications/:id/read', class: 'default', auth: true },
  whatsappSendTest: { http: 'POST', path: '/api/whatsapp/send-test', class: 'default', auth: true },
  // Wishlist (the bearer's own; another shopper's item answers 404)
  wishlist: { http: 'POST', path: '/api/wishlist', class: 'default', auth: true },
  wishlistAdd: { http: 'POST', path: '/api/wishlist/add', class: 'default', auth: true },
  wishlistRemove: { http: 'POST', path: '/api/wishlist/:id/remove', class: 'default', auth: true },
  wishlistClear: { http: 'POST', path: '/api/wishlist/clear', class: 'default', auth: true },
  // Ila Tali, the shopping advisor (the bearer's own)
  advisorSuggest: { http: 'POST', path: '/api/advisor/suggest', class: 'default', auth: true },
  advisorAsk: { http: 'POST', path: '/api/advisor/ask', class: 'default', auth: true },
  advisorQuestions: { http: 'POST', path: '/api/advisor/questions', class: 'default', auth: true },
  // Student & Grad discount (the bearer's own)
  studentDiscountRequest: { http: 'POST', path: '/api/student-discount/request', class: 'default', auth: true },
  studentDiscountVerify: { http: 'POST', path: '/api/student-discount/verify', class: 'default', auth: true },
  studentDiscountStatus: { http: 'POST', path: '/api/student-discount/status', class: 'default', auth: true },
  // Customer service (spec §2 Footer): public; with the bearer token the shopper's, who may name an order of theirs.
  supportMessage: { http: 'POST', path: '/api/support/messages', class: 'default', auth: false },
  // Live shopping (spec §2): streams and the room's token are public (the token's user is the
  // bearer's when there is one); chat, reactions and reminders are the bearer's.
  liveStreams: { http: 'POST', path: '/api/live/streams', class: 'default', auth: false },
  liveStream: { http: 'POST', path: '/api/live/streams/:id', class: 'default', auth: false },
  liveToken: { http: 'POST', path: '/api/live/token', class: 'default', auth: true },
  liveChatSend: { http: 'POST', path: '/api/live/streams/:id/chat', class: 'default', auth: true },
  liveReact: { http: 'POST', path: '/api/live/streams/:id/react', class: 'default', auth: true },
  liveReminders: { http: 'POST', path: '/api/live/reminders', class: 'default', auth: true },
  liveReminderSet: { http: 'POST', path: '/api/live/streams/:id/reminder', class: 'default', auth: true },
  // Staff only (the seller's desk), like staffOrderAdvance.
  staffLivePins: { http: 'POST', path: '/api/staff/live/streams/:id/pins', class: 'default', auth: true },
  staffLiveState: { http: 'POST', path: '/api/staff/live/streams/:id/state', class: 'default', auth: true },
  // Auth and profile
  register: { http: 'POST', path: '/api/user/register', class: 'default', auth: false },
  verify: { http: 'POST', path: '/api/user/verify', class: 'default', auth: false },
  resendCode: { http: 'POST', path: '/api/user/resend-code', class: 'default', auth: false },
  checkVerification: { http: 'POST', path: '/api/user/check-verification', class: 'default', auth: false },
  login: { http: 'POST', path: '/api/user/login', class: 'default', auth: false },
  loginCodeRequest: { http: 'POST', path: '/api/user/login-code/request', class: 'default', auth: false },
  loginCodeConfirm: { http: 'POST', path: '/api/user/login-code/confirm', class: 'default', auth: false },
  logout: { http: 'POST', path: '/api/logout', class: 'default', auth: true },
  validateToken: { http: 'POST', path: '/api/validate_token', class: 'default', auth: true },
  resetRequest: { http: 'POST', path: '/api/auth/reset/request', class: 'default', auth: false },
  resetConfirm: { http: 'POST', path: '/api/auth/reset/confirm', class: 'default', auth: false },
  changePassword: { http: 'POST', path: '/api/user/change-password', class: 'default', auth: true },
  profile: { http: 'POST', path: '/api/user/profile', class: 'default', auth: true },
  profileUpdate: { http: 'POST', path: '/api/user/profile/update', class: 'default', auth: true },
  demoInfo: { http: 'POST', path: '/api/demo-info', class: 'default', auth: false },
  devOutbox: { http: 'POST', path: '/api/dev/outbox', class: 'default', auth: false },
} as const satisfies Record<string, CallRoute>;
