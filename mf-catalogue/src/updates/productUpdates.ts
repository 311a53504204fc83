import { api, type ApiClient, type CallName, type Calls, type ResultOf } from 'shared-api';
import { ProductUpdatesPoller } from './poller';

/** Every cached answer that holds products: after a change they must come from the server. */
const PRODUCT_CALLS: CallName[] = [
  'products',
  'product',
  'homepageSections',
  'homepageSection',
  'searchProducts',
];

type ProductUpdate = ResultOf<Calls['productUpdates']>['updates'][number];

let running: ProductUpdatesPoller<ProductUpdate> | null = null;

/**
 * Starts the product updates poll of spec §4 (one per page, however often the catalogue mounts)
 * and returns its stop. On changes the client's product caches are cleared, so the next list
 * the shopper opens shows fresh products. `since`: when the products on screen were fetched.
 */
export function startProductUpdates(client: ApiClient = api, since?: number): () => void {
  const poller = (running ??= new ProductUpdatesPoller<ProductUpdate>({
    since,
    // `fresh`: the products class is cached 10 min, an updates answer must never be.
    fetchUpdates: (since) => client.call('productUpdates', { timestamp: since }, { fresh: true }),
    onUpdates: () => PRODUCT_CALLS.forEach((name) => client.clearCache(name)),
  }));
  poller.start();
  // The poller outlives an unmount, so a 404 keeps it disabled for the rest of the page's life.
  return () => poller.stop();
}

/** A manual refresh (refused within 10 s of the last fetch); nothing when the poll is not running. */
export const refreshProducts = () => running?.refresh() ?? Promise.resolve('disabled' as const);
