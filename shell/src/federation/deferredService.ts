/**
 * Starts a headless remote service (the cart owner) after the first page is up instead of at
 * boot, so its remote entry and chunks are not part of the first load: at the earliest of
 *  - a page of its remote opening (at boot or on navigation: single-spa reports every push as
 *    a popstate), so that page never opens before its service,
 *  - a command it owns being sent on the bus (the bus holds it up to 5 s for an owner),
 *  - the shopper's first touch, click or key press (they may be about to use it),
 *  - the page having settled: its load event, a short pause, then an idle moment.
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
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

export function startDeferred(o: DeferredServiceOptions): () => void {
  const win = o.target ?? window;
  let started = false;
  const timers: number[] = [];
  let idleId: number | undefined;
  // Filled after subscribing; the bus log may replay a command during the subscribe call itself.
  const held: { subscription?: { unsubscribe(): void } } = {};
  const cleanup = () => {
    held.subscription?.unsubscribe();
    for (const type of INTERACTIONS) win.removeEventListener(type, startNow, true);
    win.removeEventListener('load', onLoad);
    win.removeEventListener('popstate', onNavigate);
    for (const t of timers) win.clearTimeout(t);
    if (idleId !== undefined) win.cancelIdleCallback?.(idleId);
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
  function onLoad() {
    timers.push(
      win.setTimeout(() => {
        if (typeof win.requestIdleCallback === 'function') idleId = win.requestIdleCallback(startNow, { timeout: 2000 });
        else startNow();
      }, o.settleDelayMs ?? 1500),
    );
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
  for (const type of INTERACTIONS) win.addEventListener(type, startNow, { capture: true, passive: true });
  if (win.document.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad, { once: true });
  return () => {
    started = true;
    cleanup();
  };
}
