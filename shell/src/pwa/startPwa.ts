/**
 * The page's side of the installable, offline shop (README "Installable and offline"). In the
 * first load: only listeners and a few lines. The service worker is registered once the page has
 * settled (whenSettled), the prompt and the update toast load their code when they have
 * something to show (PwaParts).
 */
import { api } from 'shared-api';
import { getBus } from 'shared-events';
import { t } from '../messages';
import { whenSettled } from '../federation/whenSettled';
import { MSG } from './swRules';
import { pwaState, type InstallPromptEvent } from './pwaState';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Calls made before the worker controlled this page, to hand it (it keeps the public ones). */
function recordCallsUntilControlled(): { calls: Array<{ url: string; body: string }>; stop: () => void } {
  const calls: Array<{ url: string; body: string }> = [];
  const record: Fetch = (url, init) => {
    const headers = new Headers(init.headers);
    if (init.method === 'POST' && typeof init.body === 'string' && !headers.has('authorization') && calls.length < 40) {
      calls.push({ url: new URL(url, location.href).href, body: init.body });
    }
    return globalThis.fetch(url, init);
  };
  api.configure({ fetch: record });
  return { calls, stop: () => api.configure({ fetch: undefined }) };
}

/** What the page fetched before the worker was in control: the worker caches it by its rules. */
function warmUp(worker: ServiceWorker, calls: Array<{ url: string; body: string }>) {
  const urls = performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((u) => /^https?:/.test(u) && !u.includes('/api/'));
  // workbox-routing's own message: each URL goes through the route that matches it.
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [location.href, ...urls] } });
  worker.postMessage({ type: MSG.cacheCalls, calls });
}

export function startPwa(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    pwaState.set({ installEvent: event as InstallPromptEvent, installCapturedAt: Date.now() });
  });
  win.addEventListener('appinstalled', () => {
    pwaState.set({ installEvent: null, installedAt: Date.now() });
    // Spec §4: after install a toast shows for 3 s.
    getBus().emit('toast:show', { kind: 'success', message: t('appInstalled'), durationMs: 3000 });
  });
  win.addEventListener('online', () => pwaState.set({ offline: false }));
  win.addEventListener('offline', () => pwaState.set({ offline: true }));

  const container = win.navigator.serviceWorker;
  if (!container || win.location.protocol === 'file:') return;
  const recording = container.controller ? null : recordCallsUntilControlled();
  whenSettled(() => void register(container, recording), { target: win });
}

/** Set by Update now: the next change of controller is the new version, to reload into. */
let updating = false;

async function register(container: ServiceWorkerContainer, recording: ReturnType<typeof recordCallsUntilControlled> | null) {
  container.addEventListener('controllerchange', () => {
    // Update now: the new worker took over; the page reloads into the new version.
    if (updating) return location.reload();
    // The first install took this page over: what it fetched before is cached now.
    if (recording && container.controller) {
      recording.stop();
      warmUp(container.controller, recording.calls);
      recording = null;
    }
  });
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register('/sw.js', { scope: '/' });
  } catch {
    recording?.stop();
    return; // no worker (private mode, blocked): the shop works as before, online
  }
  const offer = (worker: ServiceWorker | null) => {
    if (worker && container.controller) pwaState.set({ waiting: worker });
  };
  const track = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => worker.state === 'installed' && offer(worker));
  offer(registration.waiting);
  track(registration.installing);
  registration.addEventListener('updatefound', () => track(registration.installing));
  // A long-open tab still hears of a new release: on return to the tab, and every 30 minutes.
  const check = () => void registration.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
  setInterval(check, 30 * 60 * 1000);
}

/** Update now: the waiting worker takes over (SKIP_WAITING), then controllerchange reloads. */
export function applyUpdate(worker: ServiceWorker): void {
  updating = true;
  worker.postMessage({ type: MSG.skipWaiting });
}
