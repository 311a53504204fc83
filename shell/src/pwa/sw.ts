/**
 * The shop's service worker, /sw.js (built by workbox-webpack-plugin's InjectManifest from this
 * file; the rules of each request are in swRules.ts). It takes over on its first install
 * (clients.claim) so the first visit is already cached for an offline reload; a later version
 * waits until the shopper presses Update now (SKIP_WAITING), so no page runs a mix of releases.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  CACHE_NAMES,
  CATALOGUE_OFFLINE_S,
  IMAGE_LONG_S,
  IMAGE_SHORT_S,
  MSG,
  PAGE_FILES,
  catalogueKey,
  isHashedChunk,
  isKeepableAnswer,
  isPublicCatalogueCall,
  isPageKey,
  isReleaseRecord,
  pageKey,
  shopperLanguage,
  type CookieJar,
} from './swRules';

// The DOM typings of the workspace: only what this worker uses of its own scope.
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(r: Promise<Response> | Response): void;
}
interface MessageEventLike extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  /** The Cookie Store API, where the browser has it in workers (swRules.shopperLanguage). */
  cookieStore?: CookieJar;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'fetch', fn: (e: FetchEvent) => void): void;
  addEventListener(type: 'message', fn: (e: MessageEventLike) => void): void;
  addEventListener(type: 'activate', fn: (e: ExtendableEvent) => void): void;
}
const sw = self as unknown as WorkerScope;

// The shell's own build: index.html, its entry and chunks. A release folder's copy of the same
// file (/releases/shell/<version>/main.x.js, see deploy/src/releases.mjs) is the same bytes.
// `self.__WB_MANIFEST` as written: InjectManifest puts the list of the shell's files there.
// No directory index: `/` is a page (the server redirects it to /home), not the Somali index.html.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST, {
  directoryIndex: '',
  urlManipulation: ({ url }) => {
    const m = /^\/releases\/shell\/[^/]+(\/.*)$/.exec(url.pathname);
    return m ? [new URL(m[1]!, url.origin)] : [];
  },
});
cleanupOutdatedCaches();
clientsClaim();

// Pages: always the network first (a release changes index.html in place), kept per address and
// language (the cookie's, which the server drew it in: swRules.pageKey). Offline: that page in the
// shopper's language, else the static page of that language (precached, its frame drawn for no
// route: the shell renders any route into it). Never another address's page (since every page
// comes in the server's frame drawn for its own route) nor the other language's.
const pageLanguage = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => pageKey(request.url, await shopperLanguage(sw.cookieStore)),
};
const pages = new NetworkFirst({ cacheName: CACHE_NAMES.pages, plugins: [new CacheableResponsePlugin({ statuses: [200] }), pageLanguage] });

sw.addEventListener('message', (event) => {
  const data = event.data as { type?: string; calls?: Array<{ url: string; body: string }>; url?: unknown; fresh?: unknown } | null;
  if (data?.type === MSG.skipWaiting) void sw.skipWaiting();
  if (data?.type === MSG.cacheCalls && Array.isArray(data.calls)) {
    // Sent again by the worker: the page's own answers came before it was in control.
    const requests = data.calls
      .slice(0, 40)
      .map((c) => new Request(c.url, { method: 'POST', body: c.body, headers: { 'Content-Type': 'application/json', Accept: 'application/json' } }))
      .filter((request) => isPublicCatalogueCall(request, sw.location.origin));
    event.waitUntil(Promise.all(requests.map((request) => keepCall(request).catch(() => undefined))));
  }
  const page = data?.type === MSG.cachePage && typeof data.url === 'string' ? new URL(data.url, sw.location.origin) : null;
  if (page && page.origin === sw.location.origin) {
    // The page as the network gives it now (rendered by the server, or the shell's page), kept
    // under its language like every page (above). Sent at the first take-over (the browser's
    // copy of the page just loaded will do) and after a language switch (`fresh`, swClient.ts):
    // then from the server, as the browser's cache may hold the page in the old language (the
    // rendered page is public, max-age=0 with stale-while-revalidate, and does not vary by cookie).
    const cache: RequestCache = data?.fresh === true ? 'no-cache' : 'default';
    const request = new Request(page.href, { headers: { Accept: 'text/html' }, cache });
    pages.handle({ event: event as unknown as ExtendableEvent, request }).catch(() => undefined);
  }
});

registerRoute(
  new NavigationRoute(async (options) => {
    try {
      const response = await pages.handle({ event: options.event, request: options.request });
      if (response) return response;
    } catch {
      // offline and this page never kept in this language
    }
    return (await matchPrecache(PAGE_FILES[await shopperLanguage(sw.cookieStore)])) ?? Response.error();
  }),
);

// Pages kept by a worker from before the language keys: never read again, so not kept.
sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.open(CACHE_NAMES.pages).then(async (cache) => {
      for (const key of await cache.keys()) if (!isPageKey(key.url)) await cache.delete(key);
    }),
  );
});

registerRoute(
  ({ url }) => isReleaseRecord(url),
  new NetworkFirst({ cacheName: CACHE_NAMES.records, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && isHashedChunk(url),
  new CacheFirst({
    cacheName: CACHE_NAMES.chunks,
    plugins: [
      // Remotes' scripts may load without CORS (an opaque answer, status 0).
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true }),
    ],
  }),
);

// Images: cache first for 10 minutes; a copy kept 2 hours answers when the network fails.
const imagesLong = new CacheExpiration(CACHE_NAMES.imagesLong, { maxAgeSeconds: IMAGE_LONG_S, maxEntries: 150 });
registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxAgeSeconds: IMAGE_SHORT_S, maxEntries: 150, purgeOnQuotaError: true }),
      {
        cacheDidUpdate: async ({ request, newResponse }) => {
          const long = await caches.open(CACHE_NAMES.imagesLong);
          await long.put(request, newResponse.clone());
          await imagesLong.updateTimestamp(request.url);
          void imagesLong.expireEntries();
        },
        handlerDidError: async ({ request }) => {
          if (await imagesLong.isURLExpired(request.url)) return undefined;
          return (await caches.open(CACHE_NAMES.imagesLong)).match(request);
        },
      },
    ],
  }),
);

// Catalogue answers (swRules.ts: why POST, and why only these): network first, then the copy.
const catalogueExpiry = new CacheExpiration(CACHE_NAMES.catalogue, { maxAgeSeconds: CATALOGUE_OFFLINE_S, maxEntries: 300 });
async function keepCall(request: Request): Promise<Response> {
  const key = await catalogueKey(request.url, await request.clone().text());
  try {
    const response = await fetch(request);
    const copy = response.clone();
    void copy
      .json()
      .then(async (json: unknown) => {
        if (!isKeepableAnswer(copy.status, json)) return;
        const headers = new Headers({ 'Content-Type': 'application/json' });
        await (await caches.open(CACHE_NAMES.catalogue)).put(key, new Response(JSON.stringify(json), { status: 200, headers }));
        await catalogueExpiry.updateTimestamp(key);
        await catalogueExpiry.expireEntries();
      })
      .catch(() => undefined);
    return response;
  } catch (networkError) {
    const cached = (await catalogueExpiry.isURLExpired(key)) ? undefined : await caches.match(key, { cacheName: CACHE_NAMES.catalogue });
    if (cached) return cached;
    throw networkError;
  }
}
registerRoute(({ request }) => isPublicCatalogueCall(request, sw.location.origin), ({ request }) => keepCall(request as Request), 'POST');

// Anything else that fails offline fails as the browser would have (no made-up answers).
setCatchHandler(async () => Response.error());
