import { useEffect, useState } from 'react';

/**
 * Runs `start` once the page no longer needs the network for its first view, at the earliest of
 *  - the shopper's first touch, click, key press or focus (they may be about to use what it
 *    brings: focusing the plain search field fetches the real one),
 *  - the page having settled: its load event, a short pause, then an idle moment.
 * What runs here (idle-time services, fragments that have a plain stand-in) waits until the first
 * view no longer needs the network. Returns a cancel function.
 */
export interface SettleOptions {
  target?: Window;
  settleDelayMs?: number;
  /** Only the shopper's first touch, click, key press or focus: not the page having settled. */
  touchOnly?: boolean;
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

export function whenSettled(start: () => void, o: SettleOptions = {}): () => void {
  const win = o.target ?? window;
  let done = false;
  const timers: number[] = [];
  let idleId: number | undefined;
  const cleanup = () => {
    for (const type of INTERACTIONS) win.removeEventListener(type, startNow, true);
    win.removeEventListener('load', onLoad);
    for (const t of timers) win.clearTimeout(t);
    if (idleId !== undefined) win.cancelIdleCallback?.(idleId);
  };
  function startNow() {
    if (done) return;
    done = true;
    cleanup();
    start();
  }
  function onLoad() {
    timers.push(
      win.setTimeout(() => {
        if (typeof win.requestIdleCallback === 'function') idleId = win.requestIdleCallback(startNow, { timeout: 2000 });
        else startNow();
      }, o.settleDelayMs ?? 1500),
    );
  }
  for (const type of INTERACTIONS) win.addEventListener(type, startNow, { capture: true, passive: true });
  if (!o.touchOnly) {
    if (win.document.readyState === 'complete') onLoad();
    else win.addEventListener('load', onLoad, { once: true });
  }
  return () => {
    done = true;
    cleanup();
  };
}

let settled: Promise<void> | null = null;

/** Resolves once the current page has settled (see whenSettled); the same promise for everyone. */
export function pageSettled(): Promise<void> {
  settled ??= new Promise((resolve) => whenSettled(resolve));
  return settled;
}

/** Whether the current page has settled (see whenSettled); the component re-renders once it has. */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let mounted = true;
    void pageSettled().then(() => mounted && setSettled(true));
    return () => {
      mounted = false;
    };
  }, []);
  return settled;
}
