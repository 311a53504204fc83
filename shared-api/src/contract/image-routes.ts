/**
 * The routes of the product images that come in sizes, a module of their own inside the call
 * table (routes.ts spreads them in): the srcset builder a page bundles (client/images.ts) carries
 * these two paths, not the table of every call.
 */
import type { CallRoute } from './define';

export const imageRoutes = {
  productImage: { http: 'GET', path: '/api/product-image/:id', class: 'images', auth: false },
  productImageAdditional: { http: 'GET', path: '/api/product-image/:id/additional/:imageId', class: 'images', auth: false },
} as const satisfies Record<string, CallRoute>;
