import { loadOnce } from 'shared-federation';

type StartPoll = (client: undefined, since: number) => () => void;

/**
 * The product updates poll runs while the catalogue is mounted (spec §4). Its first check is a
 * minute away, so its code (the poller) arrives in a chunk of its own once a page is on screen
 * and the browser is idle, out of the first load; it asks for the changes since the catalogue
 * mounted, so nothing that changed meanwhile is missed.
 */
export function deferredUpdates(load: () => Promise<{ startProductUpdates: StartPoll }>) {
  const poller = loadOnce(load);
  let mountedAt: number | null = null;
  let stop: (() => void) | null = null;

  return {
    /** The catalogue's pages are mounted: the poll is wanted. */
    mount(now = Date.now()): void {
      mountedAt ??= now;
    },

    /** A page is on screen and the browser is idle: start the poll if it is still wanted. */
    start(): void {
      if (mountedAt === null || stop) return;
      poller.get().then(
        ({ startProductUpdates }) => {
          // Still wanted, and not started by an earlier page's start meanwhile.
          if (mountedAt !== null && !stop) stop = startProductUpdates(undefined, mountedAt);
        },
        // No poll until the next start; cached lists still expire (spec §9).
        (err: unknown) => console.warn('[mf-catalogue] product updates unavailable', err),
      );
    },

    /** The catalogue's pages are gone: the poll stops. */
    unmount(): void {
      mountedAt = null;
      stop?.();
      stop = null;
    },
  };
}

export const productUpdates = deferredUpdates(
  () => import(/* webpackChunkName: "product-updates" */ './productUpdates'),
);
