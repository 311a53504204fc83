/**
 * The wishlist's one owner on the page (started by `./account-service`, which the shell starts at
 * boot like the cart owner). It answers wishlist:toggle at once from local state (optimistic, well
 * within the bus' bound), syncs with the server in the background, keeps the list in localStorage
 * and publishes wishlist:changed so every heart and the /wishlist page follow (spec §4 Wishlist).
 *
 * Server errors (spec §8) are only logged and the local state kept, except a refusal (the server
 * answered and said no, e.g. a product that no longer exists): then the heart turns back and the
 * shopper reads why, instead of a heart that silently lies.
 */
import { ApiError, type WishlistItem } from 'shared-api';
import { getBus, type Bus, type PayloadOf } from 'shared-events';
import { startOnce } from 'shared-events/start-once';
import { wishlistChanged, wishlistClear, wishlistRemove, type WishlistEntry } from 'shared-events/definitions';
import { t } from './messages';
import { wishlistApi, type WishlistApi } from './api';
import { added, has, merge, removed, sameProduct } from './rules';
import { loadWishlist, saveWishlist } from './storage';

/** The server said no (not: no answer, no session, a server fault). */
export const isRefusal = (err: unknown): err is ApiError =>
  err instanceof ApiError && (err.kind === 'business' || err.kind === 'rpc') && err.status !== undefined && err.status >= 400 && err.status < 500 && err.status !== 401;

const entryOf = (item: WishlistItem): WishlistEntry => ({ ...item });
const log = (what: string, err: unknown) => console.warn(`[suuq] wishlist: ${what} failed; the local list is kept`, err);

export interface WishlistServiceDeps {
  api: WishlistApi;
}

export function serveWishlist(bus: Bus, deps: WishlistServiceDeps = { api: wishlistApi }): () => void {
  const { api } = deps;
  let items: WishlistEntry[] = loadWishlist();
  let loggedIn = false;
  let synced = false;
  /** Bumped by every local change: a server answer older than the newest change is not applied over it. */
  let generation = 0;

  function commit(next: WishlistEntry[], change = true): void {
    if (change) generation += 1;
    items = next;
    saveWishlist(items);
    bus.publish(wishlistChanged, { product_ids: items.map((i) => i.product_id), items, synced });
  }

  const refused = (err: ApiError, fallback: string) => bus.emit('toast:show', { kind: 'error', message: err.message || fallback });

  /** The server's list, local entries never synced sent up first (spec §4: loaded from local, then the server). */
  async function load(): Promise<void> {
    const at = generation;
    let server: WishlistEntry[];
    try {
      server = (await api.list()).map(entryOf);
    } catch (err) {
      // 404 on the wishlist is an empty list (spec §8); any other error keeps the local list.
      if (err instanceof ApiError && err.status === 404) server = [];
      else {
        log('load', err);
        synced = true;
        commit(items, false);
        return;
      }
    }
    if (at !== generation) return void load();
    const { items: merged, toSend } = merge(items, server);
    synced = true;
    commit(merged, false);
    for (const entry of toSend) void sendAdd(entry);
  }

  async function sendAdd(entry: WishlistEntry): Promise<void> {
    try {
      const item = await api.add(Number(entry.product_id));
      // Still wanted (not removed meanwhile): record the server's id, keep the place in the list.
      if (has(items, entry.product_id)) commit(items.map((i) => (sameProduct(i.product_id, entry.product_id) ? { ...entryOf(item) } : i)), false);
      else if (loggedIn) await sendRemove({ ...entry, id: item.id });
    } catch (err) {
      if (isRefusal(err)) {
        commit(removed(items, entry.product_id));
        refused(err, t('wishlist.addFailed', { name: entry.name }));
      } else log('add', err);
    }
  }

  async function sendRemove(entry: WishlistEntry, rollback?: WishlistEntry[]): Promise<void> {
    try {
      let id = entry.id;
      if (id === null) id = (await api.list()).find((i) => sameProduct(i.product_id, entry.product_id))?.id ?? null;
      if (id !== null) await api.remove(id);
    } catch (err) {
      // Already gone on the server: what the shopper wanted.
      if (isRefusal(err) && err.status !== 404) {
        if (rollback && !has(items, entry.product_id)) commit(rollback);
        refused(err, t('wishlist.removeFailed', { name: entry.name }));
        return;
      }
      if (!isRefusal(err)) return log('remove', err);
    }
    // Remove is synced, then reloaded (spec §4).
    await load();
  }

  function toggle(payload: PayloadOf<'wishlist:toggle'>) {
    const current = items.find((i) => sameProduct(i.product_id, payload.product_id));
    if (current) {
      const before = items;
      commit(removed(items, payload.product_id));
      if (loggedIn) void sendRemove(current, before);
      return { ok: true };
    }
    const entry: WishlistEntry = {
      id: null,
      product_id: payload.product_id,
      name: payload.name ?? '',
      price: payload.price ?? 0,
      image: payload.image ?? `/api/product-image/${payload.product_id}`,
      slug: payload.slug ?? `product-${payload.product_id}`,
    };
    commit(added(items, entry));
    if (loggedIn) {
      void sendAdd(entry);
      return { ok: true };
    }
    // Kept locally and sent up after login (load merges it); the page asks for the login.
    return { ok: false, message: t('wishlist.loginNeeded') };
  }

  const stops = [
    bus.handle('wishlist:toggle', toggle),
    bus.handle(wishlistRemove, ({ product_id }) => {
      const current = items.find((i) => sameProduct(i.product_id, product_id));
      if (!current) return { ok: true };
      const before = items;
      commit(removed(items, product_id));
      if (loggedIn) void sendRemove(current, before);
      return { ok: true };
    }),
    bus.handle(wishlistClear, async () => {
      const before = items;
      commit([]);
      if (!loggedIn) return { ok: true };
      try {
        await api.clear();
        return { ok: true };
      } catch (err) {
        if (isRefusal(err)) {
          commit(before);
          return { ok: false, message: err.message || t('wishlist.clearFailed') };
        }
        log('clear', err);
        return { ok: true };
      }
    }),
  ];
  let first = true;
  const session = bus.state('session:changed').subscribe((s) => {
    const was = loggedIn;
    loggedIn = s.loggedIn;
    if (first && !loggedIn) synced = true;
    first = false;
    if (loggedIn && !was) {
      synced = false;
      void load();
    } else if (!loggedIn && was) {
      // The list was the shopper's who left: the next one on this device does not see it.
      synced = true;
      commit([]);
    }
  });
  // No session published yet (a harness without a shell): a visitor's local list.
  if (first) synced = true;
  commit(items, false);
  return () => {
    stops.forEach((stop) => stop());
    session.unsubscribe();
  };
}

/** The wishlist owner, once per page (the shell at boot, the /wishlist page, a standalone harness). */
export const startWishlistService = (): (() => void) => startOnce('suuq.mf-account.wishlist-service.v1', getBus(), (bus) => serveWishlist(bus));
