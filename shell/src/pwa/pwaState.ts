import { useSyncExternalStore } from 'react';

/** What the browser said about this page as an app: read by PwaParts, written by startPwa. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
export interface PwaState {
  offline: boolean;
  /** beforeinstallprompt, captured (the browser's own mini-infobar is held back). */
  installEvent: InstallPromptEvent | null;
  installCapturedAt: number;
  /** A new /sw.js, installed and waiting for Update now. */
  waiting: ServiceWorker | null;
}

let state: PwaState = { offline: typeof navigator !== 'undefined' && navigator.onLine === false, installEvent: null, installCapturedAt: 0, waiting: null };
const listeners = new Set<() => void>();

export const pwaState = {
  get: (): PwaState => state,
  set(change: Partial<PwaState>) {
    state = { ...state, ...change };
    listeners.forEach((fn) => fn());
  },
  subscribe(fn: () => void) {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
};

/** What a page the server drew says, and what the browser's hydration of it reads first. */
const SERVER_STATE: PwaState = { offline: false, installEvent: null, installCapturedAt: 0, waiting: null };

export function usePwaState<T>(pick: (s: PwaState) => T): T {
  return useSyncExternalStore(pwaState.subscribe, () => pick(pwaState.get()), () => pick(SERVER_STATE));
}
