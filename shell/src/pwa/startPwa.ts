/**
 * The page's side of the installable, offline shop (README "Installable and offline"). In the
 * first load: only listeners and a few lines. The service worker is registered once the page has
 * settled (whenSettled), the prompt and the update toast load their code when they have
 * something to show (PwaParts).
 */
import { api } from 'shared-api';
import { getBus } from 'shared-events';
import { whenSettled } from '../startup/whenSettled';
import { pwaState, type InstallPromptEvent } from './pwaState';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RecordedCalls {
  calls: Array<{ url: string; body: string }>;
  stop: () => void;
}

/** Calls made before the worker controlled this page, to hand it (it keeps the public ones). */
function recordCallsUntilControlled(fetchFn: Fetch): RecordedCalls {
  const calls: Array<{ url: string; body: string }> = [];
  const record: Fetch = (url, init) => {
    // shared-api's transport sends its headers as a plain object (Authorization only with a session).
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (init.method === 'POST' && typeof init.body === 'string' && !headers.Authorization && calls.length < 40) {
      calls.push({ url: new URL(url, location.href).href, body: init.body });
    }
    return fetchFn(url, init);
  };
  api.configure({ fetch: record });
  return { calls, stop: () => api.configure({ fetch: fetchFn }) };
}

/** fetchFn: the page client's fetch, which the recording wraps while it lasts (bootstrap's earlyAwareFetch). */
export function startPwa(win: Window = window, fetchFn: Fetch = (url, init) => globalThis.fetch(url, init)): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    pwaState.set({ installEvent: event as InstallPromptEvent, installCapturedAt: Date.now() });
  });
  win.addEventListener('appinstalled', () => {
    pwaState.set({ installEvent: null });
    // Spec §4: after install a toast shows for 3 s (its text comes with the prompt's code).
    void import(/* webpackChunkName: "app-prompts" */ './pwaMessages').then(({ t }) =>
      getBus().emit('toast:show', { kind: 'success', message: t('appInstalled'), durationMs: 3000 }),
    );
  });
  win.addEventListener('online', () => pwaState.set({ offline: false }));
  win.addEventListener('offline', () => pwaState.set({ offline: true }));

  const container = win.navigator.serviceWorker;
  if (!container || win.location.protocol === 'file:') return;
  const recording = container.controller ? null : recordCallsUntilControlled(fetchFn);
  whenSettled(
    () =>
      void import(/* webpackChunkName: "sw-client" */ './swClient').then(
        ({ register }) => register(container, recording),
        () => recording?.stop(),
      ),
    { target: win },
  );
}

