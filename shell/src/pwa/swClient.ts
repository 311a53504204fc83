/**
 * The page's side of the service worker, loaded once the page has settled (startPwa): registers
 * /sw.js, hands the worker what the page fetched before it was in control, and offers a new
 * version (the update toast) when one is waiting.
 */
import { onLanguageChange } from 'shared-ui';
import { MSG } from './swMessages';
import { pwaState } from './pwaState';
import type { RecordedCalls } from './startPwa';

/** What the page fetched before the worker was in control: the worker caches it by its rules. */
function warmUp(worker: ServiceWorker, calls: Array<{ url: string; body: string }>) {
  // Scripts, manifests, the release record and images; not the API's calls (POSTs: sent below).
  const urls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((e) => /^https?:/.test(e.name) && (!e.name.includes('/api/') || e.initiatorType === 'img'))
    .map((e) => e.name);
  // workbox-routing's own message: each URL goes through the route that matches it.
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [location.href, ...urls] } });
  worker.postMessage({ type: MSG.cacheCalls, calls });
  worker.postMessage({ type: MSG.cachePage, url: location.href });
}

/** Set by Update now: the next change of controller is the new version, to reload into. */
let updating = false;

export async function register(container: ServiceWorkerContainer, recording: RecordedCalls | null) {
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
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await container.register('/sw.js', { scope: '/' });
  } catch {
    registration = undefined;
  }
  // No worker (private mode, blocked by the browser or its owner, with or without an error):
  // the shop works as before, online.
  if (!registration) {
    recording?.stop();
    return;
  }
  const worker = registration;
  // After a language switch the page the shopper is on is kept again, in the new language (the
  // worker keeps pages per language): offline, it shows in the language they chose.
  onLanguageChange(() => container.controller?.postMessage({ type: MSG.cachePage, url: location.href, fresh: true }));
  const offer = (worker: ServiceWorker | null) => {
    if (worker && container.controller) pwaState.set({ waiting: worker });
  };
  const track = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => worker.state === 'installed' && offer(worker));
  offer(worker.waiting);
  track(worker.installing);
  worker.addEventListener('updatefound', () => track(worker.installing));
  // A long-open tab still hears of a new release: on return to the tab, and every 30 minutes.
  const check = () => void worker.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
  setInterval(check, 30 * 60 * 1000);
}

/** Update now: the waiting worker takes over (SKIP_WAITING), then controllerchange reloads. */
export function applyUpdate(worker: ServiceWorker): void {
  updating = true;
  worker.postMessage({ type: MSG.skipWaiting });
}
