import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_FRAME_ATTRIBUTE } from 'shared-federation/server-page';
import { RenderedLanguage } from 'shared-ui';
import { api } from 'shared-api';
import { start } from 'single-spa';
import { getBus } from 'shared-events';
import { App } from './App';
import { startDeferred } from './startup/deferredService';
import { earlyAwareFetch } from './startup/earlyData';
import { remoteServices } from './federation/remoteServices';
import { registerFromManifest } from './federation/remotes';
import { rememberedCartCount } from './layout/useCartCount';
import { ownerOf } from './routing/routeTable';
import { getSession } from './session/session';
import { startPwa } from './pwa/startPwa';
import { keepServerArea } from './startup/serverArea';
import { dropShellFailed } from './startup/first-frame/firstFrame';

// single-spa patches history so every router on the page (the shell's and each remote's) hears
// every navigation, whoever made it.
start({ urlRerouteOnly: true });
void registerFromManifest();

/** A wake-up of the wishlist owner that is no bus command: the shopper logged in on this page. */
const LOGGED_IN = 'shell:logged-in';

/** Logged in, or a wishlist stored on this device: hearts to fill as soon as the page is up. */
function wishlistToShow(): boolean {
  try {
    const stored = localStorage.getItem('wishlist');
    return localStorage.getItem('userLoggedIn') === 'true' || (stored !== null && stored !== '[]');
  } catch {
    return false;
  }
}

/**
 * Headless services owned by remotes. The cart owner starts once the first page is up when the
 * badge has lines to show (the count the shell last heard), or at once for a checkout page, a
 * cart command or the first touch: mf-checkout's entry is then not part of the first load of
 * other pages, nor, for a visitor with an empty cart, of a page only looked at. If mf-checkout
 * cannot be reached, the service starts again with the next page of mf-checkout that loads
 * (remoteServices).
 */
function startServices() {
  const bus = getBus();
  startDeferred({
    start: () =>
      remoteServices.start<{ startCartService: () => () => void }>('mf-checkout', 'cart-service', (m) => m.startCartService()),
    commands: { subscribe: (fn) => bus.log$.subscribe((entry) => entry.kind === 'command' && fn(entry.name)) },
    // By the bus's registry: a cart:* command this shell's copy never heard of still wakes its owner.
    owns: (command) => bus.ownerOf(command) === 'mf-checkout',
    ownsPage: (pathname) => ownerOf(pathname)?.remote === 'mf-checkout',
    // An empty cart has nothing to correct on screen; a tap may be an Add to Cart.
    onSettle: rememberedCartCount() > 0 ? true : 'first-touch',
  });
  // mf-account's services (the wishlist owner: wishlist:toggle, wishlist:changed fills the hearts;
  // the unread count of notifications for the header) the same way, but at
  // settle only when it has something to show: a logged-in shopper or a list stored on this
  // device. A visitor's first heart tap, a login or an mf-account page wakes it otherwise, so a
  // visitor's first load does not carry mf-account's entry (e2e/tests/budget.spec.ts).
  let wasLoggedIn: boolean | null = null;
  startDeferred({
    start: () =>
      remoteServices.start<{ startAccountService: () => () => void }>('mf-account', 'account-service', (m) => m.startAccountService()),
    commands: {
      subscribe: (fn) =>
        bus.log$.subscribe((entry) => {
          if (entry.kind === 'command') fn(entry.name);
          if (entry.kind === 'state' && entry.name === 'session:changed') {
            const loggedIn = (entry.payload as { loggedIn?: boolean }).loggedIn === true;
            if (loggedIn && wasLoggedIn === false) fn(LOGGED_IN);
            wasLoggedIn = loggedIn;
          }
        }),
    },
    owns: (command) => command === LOGGED_IN || bus.ownerOf(command) === 'mf-account',
    ownsPage: (pathname) => ownerOf(pathname)?.remote === 'mf-account',
    onSettle: wishlistToShow(),
  });
}
getBus();
// Before the first render: routes and remotes see the stored session at once.
getSession().start();
startServices();
// The page's first API request, started by the early script (startup/earlyData.ts), is taken by
// the page's client through this fetch.
api.configure({ fetch: earlyAwareFetch });
// Offline banner, install prompt, service worker (registered once the page has settled); its
// recording of the first visit's calls (for the service worker) goes through the same fetch.
startPwa(window, earlyAwareFetch);

const root = document.getElementById('root');
// The shell's scripts have all loaded: "the shop did not load" (first-frame/) can no longer show.
dropShellFailed(document);
// A page rendered on the server: its remote's area waits for that remote (in its place, or out of
// the render below when only the area came from the server).
keepServerArea(document);
// The frame the render service drew (header, bottom bar, the area's place) is hydrated in the
// language it was drawn in (a device that remembers another switches right after). The static
// page's frame (drawn at build time for no route: tooling/webpack/baked-frame.cjs) is replaced by
// a render of the route: it cannot match every route's tree, and the same header drawn again does
// not move (first-frame.spec: layout shift 0 in Chromium).
const drawnIn = root?.getAttribute(SERVER_FRAME_ATTRIBUTE);
// Hydrated as a transition (as Remix's client entry does): the frame is already on screen, so
// React may build it in slices of a few milliseconds and answer the browser in between; a tap
// on a part not yet hydrated makes React hydrate it at once and handle the tap. Without it
// hydrateRoot is one blocking pass over the whole frame.
if (root && drawnIn)
  startTransition(() => {
    hydrateRoot(
      root,
      <RenderedLanguage value={drawnIn === 'en' ? 'en' : 'so'}>
        <App />
      </RenderedLanguage>,
    );
  });
else if (root) createRoot(root).render(<App />);
