// The wishlist owner seen from the bus: optimistic changes, sync, rollback on a refusal, merge, storage.
import { ApiError, type WishlistItem } from 'shared-api';
import { resetBusForTests, type Bus, type Toast } from 'shared-events';
import { wishlistChanged, wishlistClear, wishlistRemove, type WishlistChanged } from 'shared-events/definitions';
import { setLanguage } from 'shared-ui';
import type { WishlistApi } from './api';
import { serveWishlist } from './service';
import { WISHLIST_KEY } from './storage';

let bus: Bus;
let stop: () => void;
let published: WishlistChanged[];
let toasts: Toast[];

/** A server in memory; `gate` holds answers back until released (to see the optimistic state). */
function fakeServer() {
  let next = 100;
  const server = {
    items: [] as WishlistItem[],
    failWith: null as ApiError | null,
    calls: [] as string[],
    gate: null as Promise<void> | null,
  };
  const wait = async () => {
    if (server.gate) await server.gate;
    if (server.failWith) throw server.failWith;
  };
  const api: WishlistApi = {
    list: async () => (server.calls.push('list'), await wait(), [...server.items]),
    add: async (productId) => {
      server.calls.push(`add ${productId}`);
      await wait();
      const had = server.items.find((i) => i.product_id === productId);
      if (had) return had;
      const item = { id: next++, product_id: productId, name: `Product ${productId}`, price: 2.5, image: `/api/product-image/${productId}`, slug: `p-${productId}` };
      server.items.unshift(item);
      return item;
    },
    remove: async (id) => {
      server.calls.push(`remove ${id}`);
      await wait();
      server.items = server.items.filter((i) => i.id !== id);
    },
    clear: async () => {
      server.calls.push('clear');
      await wait();
      server.items = [];
    },
  };
  return { server, api };
}

const session = (loggedIn: boolean) =>
  bus.publish('session:changed', { loggedIn, user: loggedIn ? { id: 1, name: 'Hodan', role: 'customer' } : null, token: loggedIn ? 'tok' : null });
const latest = () => published[published.length - 1]!;
const settle = () => new Promise((r) => setTimeout(r, 0));
const oil = { product_id: 7, name: 'Saliid Qumbe', price: 5.5, image: '/api/product-image/7', slug: 'saliid-qumbe' };

beforeEach(() => {
  setLanguage('en');
  localStorage.clear();
  bus = resetBusForTests();
  published = [];
  toasts = [];
  bus.state(wishlistChanged).subscribe((s) => published.push(s));
  bus.on('toast:show').subscribe((t) => toasts.push(t));
});
afterEach(() => stop?.());

describe('wishlist service (owner of wishlist:toggle)', () => {
  test('a broken stored value never breaks the page: an empty list, and a valid entry among junk is kept', () => {
    localStorage.setItem(WISHLIST_KEY, '{not json');
    stop = serveWishlist(bus, fakeServer());
    expect(latest().product_ids).toEqual([]);
    stop();
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([{ id: null, ...oil }, { product_id: 'x' }, 42, null]));
    stop = serveWishlist(bus, fakeServer());
    expect(latest().product_ids).toEqual([7]);
  });

  test('add is optimistic: the heart is on at the tap, before the server answers, then the item carries the server id', async () => {
    const { server, api } = fakeServer();
    session(true);
    stop = serveWishlist(bus, { api });
    await settle();
    let release!: () => void;
    server.gate = new Promise((r) => (release = r));
    const answer = await bus.send('wishlist:toggle', oil);
    expect(answer).toEqual({ ok: true });
    expect(latest().product_ids).toEqual([7]);
    expect(latest().items[0]!.id).toBeNull();
    release();
    server.gate = null;
    await settle();
    await settle();
    expect(server.items.map((i) => i.product_id)).toEqual([7]);
    expect(latest().items[0]!.id).toBe(100);
    expect(JSON.parse(localStorage.getItem(WISHLIST_KEY)!)[0].id).toBe(100);
  });

  test('a refused add turns the heart back and says why in a toast', async () => {
    const { server, api } = fakeServer();
    session(true);
    stop = serveWishlist(bus, { api });
    await settle();
    server.failWith = new ApiError('business', 'Product not found', 404, 'not_found');
    let release!: () => void;
    server.gate = new Promise((r) => (release = r));
    await bus.send('wishlist:toggle', oil);
    expect(latest().product_ids).toEqual([7]);
    release();
    await settle();
    await settle();
    expect(latest().product_ids).toEqual([]);
    expect(toasts).toEqual([{ kind: 'error', message: 'Product not found' }]);
  });

  test('a network error on add is only logged: the local state is kept (spec §8)', async () => {
    const { server, api } = fakeServer();
    session(true);
    stop = serveWishlist(bus, { api });
    await settle();
    server.failWith = new ApiError('network', 'offline');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await bus.send('wishlist:toggle', oil);
    await settle();
    expect(latest().product_ids).toEqual([7]);
    expect(toasts).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  test('toggle of a saved product removes it at once, then syncs and reloads', async () => {
    const { server, api } = fakeServer();
    server.items = [{ id: 5, ...oil }];
    session(true);
    stop = serveWishlist(bus, { api });
    await settle();
    expect(latest()).toMatchObject({ product_ids: [7], synced: true });
    server.calls = [];
    await bus.send('wishlist:toggle', oil);
    expect(latest().product_ids).toEqual([]);
    await settle();
    await settle();
    expect(server.calls).toEqual(['remove 5', 'list']);
  });

  test('a refused remove puts the item back with a message', async () => {
    const { server, api } = fakeServer();
    server.items = [{ id: 5, ...oil }];
    session(true);
    stop = serveWishlist(bus, { api });
    await settle();
    server.failWith = new ApiError('business', 'Wishlist is locked', 409, 'conflict');
    let release!: () => void;
    server.gate = new Promise((r) => (release = r));
    await bus.send(wishlistRemove, { product_id: 7 });
    expect(latest().product_ids).toEqual([]);
    release();
    await settle();
    await settle();
    expect(latest().product_ids).toEqual([7]);
    expect(toasts.map((t) => t.message)).toEqual(['Wishlist is locked']);
  });

  test('logged out: the tap keeps the product locally and asks for the login; after login it is sent up (merged)', async () => {
    const { server, api } = fakeServer();
    server.items = [{ id: 9, product_id: 3, name: 'Shaah', price: 2.5, image: '/api/product-image/3', slug: 'shaah' }];
    session(false);
    stop = serveWishlist(bus, { api });
    const answer = await bus.send('wishlist:toggle', oil);
    expect(answer).toEqual({ ok: false, message: 'Please log in to save items to your Wish List.' });
    expect(latest().product_ids).toEqual([7]);
    expect(server.calls).toEqual([]);
    session(true);
    await settle();
    await settle();
    expect(server.items.map((i) => i.product_id).sort()).toEqual([3, 7]);
    expect(latest().product_ids).toEqual([7, 3]);
    expect(latest().synced).toBe(true);
  });

  test('a local entry with a server id the server no longer has was removed elsewhere: it goes', async () => {
    const { api } = fakeServer();
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([{ id: 44, ...oil }]));
    session(true);
    stop = serveWishlist(bus, { api });
    await settle();
    expect(latest().product_ids).toEqual([]);
  });

  test('404 on the list is an empty list; another error keeps the local list', async () => {
    const a = fakeServer();
    a.server.failWith = new ApiError('business', 'Not found', 404);
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([{ id: 44, ...oil }]));
    session(true);
    stop = serveWishlist(bus, { api: a.api });
    await settle();
    expect(latest()).toMatchObject({ product_ids: [], synced: true });
    stop();

    const b = fakeServer();
    b.server.failWith = new ApiError('timeout', 'Request timeout');
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([{ id: 44, ...oil }]));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    stop = serveWishlist(bus, { api: b.api });
    await settle();
    expect(latest()).toMatchObject({ product_ids: [7], synced: true });
    warn.mockRestore();
  });

  test('clear empties the local list and the server', async () => {
    const { server, api } = fakeServer();
    server.items = [{ id: 5, ...oil }];
    session(true);
    stop = serveWishlist(bus, { api });
    await settle();
    expect(await bus.send(wishlistClear, {})).toEqual({ ok: true });
    expect(latest().product_ids).toEqual([]);
    expect(server.items).toEqual([]);
    expect(JSON.parse(localStorage.getItem(WISHLIST_KEY)!)).toEqual([]);
  });

  test('logging out empties the list on this device', async () => {
    const { server, api } = fakeServer();
    server.items = [{ id: 5, ...oil }];
    session(true);
    stop = serveWishlist(bus, { api });
    await settle();
    expect(latest().product_ids).toEqual([7]);
    session(false);
    expect(latest().product_ids).toEqual([]);
  });
});
