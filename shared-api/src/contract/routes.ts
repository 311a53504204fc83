/**
 * How every call of the contract travels: its verb and path (spec §7), its policy class in the
 * client (timeouts, spacing, caches, failure protection of spec §9) and whether it sends the
 * bearer token. What each call carries (its params and result schemas) is defined beside its
 * domain (catalogue.ts, auth.ts, …) with `defineCall(callRoutes.name, …)`.
 *
 * The browser's production client sends calls by this table alone: the schemas are for the
 * server, which validates requests with them, and for development builds and tests, which also
 * check answers against them (about 2.4 KB gz of every first load stays out of production pages).
 */
import type { CallRoute } from './define';

export const callRoutes = {
  // Catalogue: products, product, homepage, categories, updates, video ads, the main product image
  homepageSections: { http: 'POST', path: '/api/homepage/sections', class: 'homepage', auth: false },
  homepageSection: { http: 'POST', path: '/api/homepage/section/:name', class: 'homepage', auth: false },
  products: { http: 'POST', path: '/api/products', class: 'products', auth: false },
  product: { http: 'POST', path: '/api/product/:slugOrId', class: 'product', auth: false },
  categories: { http: 'POST', path: '/api/categories', class: 'categories', auth: false },
  productImage: { http: 'GET', path: '/api/product-image/:id', class: 'images', auth: false },
  productUpdates: { http: 'POST', path: '/api/product-updates', class: 'products', auth: false },
  productUpdatesCheck: { http: 'HEAD', path: '/api/product-updates-check', class: 'products', auth: false },
  videoAds: { http: 'POST', path: '/api/video-ads', class: 'homepage', auth: false },
  // Search
  searchProducts: { http: 'POST', path: '/api/products/search', class: 'search', auth: false },
  // Media
  productImageAdditional: { http: 'GET', path: '/api/product-image/:id/additional/:imageId', class: 'images', auth: false },
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
