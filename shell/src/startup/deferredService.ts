import { whenSettled } from './whenSettled';

/**
 * Starts a headless remote service (the cart owner) after the first page is up instead of at
 * boot, so its remote entry and chunks are not part of the first load: at the earliest of
 *  - a page of its remote opening (at boot or on navigation: single-spa reports every push as
 *    a popstate), so that page never opens before its service,
 *  - a command it owns being sent on the bus (the bus holds it up to 5 s for an owner),
 *  - the page having settled, or the shopper's first touch, click or key press (whenSettled);
 *    only the latter with onSettle 'first-touch', none of them with onSettle false.
 */
export interface DeferredServiceOptions {
  start: () => void;
  /** Names of the bus messages sent so far and from now on (the bus log replays its past). */
  commands: { subscribe(fn: (name: string) => void): { unsubscribe(): void } };
  owns: (command: string) => boolean;
  /** The path is a page of the service's remote. */
  ownsPage?: (pathname: string) => boolean;
  target?: Window;
  settleDelayMs?: number;
  /**
   * False: not at settle, only by a page or a command (a service with nothing to show yet).
   * 'first-touch': not at settle either, but at the shopper's first touch, click or key press
   * (a service that has nothing to show yet and answers what a tap may ask).
   */
  onSettle?: boolean | 'first-touch';
}

export function startDeferred(o: DeferredServiceOptions): () => void {
  const win = o.target ?? window;
  let started = false;
  let cancelSettle = () => {};
  // Filled after subscribing; the bus log may replay a command during the subscribe call itself.
  const held: { subscription?: { unsubscribe(): void } } = {};
  const cleanup = () => {
    held.subscription?.unsubscribe();
    win.removeEventListener('popstate', onNavigate);
    cancelSettle();
  };
  function startNow() {
    if (started) return;
    started = true;
    cleanup();
    o.start();
  }
  function onNavigate() {
    if (o.ownsPage?.(win.location.pathname)) startNow();
  }
  held.subscription = o.commands.subscribe((name) => {
    if (o.owns(name)) startNow();
  });
  if (started) {
    held.subscription.unsubscribe();
    return () => {};
  }
  onNavigate();
  if (started) return () => {};
  win.addEventListener('popstate', onNavigate);
  if (o.onSettle !== false)
    cancelSettle = whenSettled(startNow, { target: win, settleDelayMs: o.settleDelayMs, touchOnly: o.onSettle === 'first-touch' });
  return () => {
    started = true;
    cleanup();
  };
}
