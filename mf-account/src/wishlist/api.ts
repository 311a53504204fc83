/**
 * The wishlist calls (spec §7), sent by their routes: a shell whose client table predates them
 * (an older shared-api on the page) still sends them. Schemas live in shared-api's contract.
 */
import { api, type CallRoute, type WishlistItem } from 'shared-api';

const route = (name: string, path: string): CallRoute & { name: string } => ({ name, http: 'POST', path, class: 'default', auth: true });
const routes = {
  list: route('wishlist', '/api/wishlist'),
  add: route('wishlistAdd', '/api/wishlist/add'),
  remove: route('wishlistRemove', '/api/wishlist/:id/remove'),
  clear: route('wishlistClear', '/api/wishlist/clear'),
};

export interface WishlistApi {
  list(): Promise<WishlistItem[]>;
  add(productId: number): Promise<WishlistItem>;
  remove(itemId: number): Promise<void>;
  clear(): Promise<void>;
}

export const wishlistApi: WishlistApi = {
  list: async () => ((await api.call(routes.list, {}, { fresh: true })) as { items: WishlistItem[] }).items,
  add: async (productId) => ((await api.call(routes.add, { product_id: productId }, { fresh: true })) as { item: WishlistItem }).item,
  remove: async (itemId) => void (await api.call(routes.remove, { id: String(itemId) }, { fresh: true })),
  clear: async () => void (await api.call(routes.clear, {}, { fresh: true })),
};
