import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { getBus } from 'shared-events';
import { App } from './App';
import { startDeferred } from './federation/deferredService';
import { remoteServices } from './federation/remoteServices';
import { registerFromManifest } from './federation/remotes';
import { ownerOf } from './routing/routeTable';
import { getSession } from './session/session';

// single-spa patches history so every router on the page (the shell's and each remote's) hears
// every navigation, whoever made it.
start({ urlRerouteOnly: true });
void registerFromManifest();

/**
 * Headless services owned by remotes. The cart owner starts once the first page is up, or at
 * once for a checkout page, a cart command or the first touch: mf-checkout's entry is then not
 * part of the first load of other pages. If mf-checkout cannot be reached, the service starts
 * again with the next page of mf-checkout that loads (remoteServices).
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
  });
  // The wishlist owner (wishlist:toggle, wishlist:changed for the hearts) the same way: a heart
  // tapped before it runs wakes it, and the bus holds the command until it answers.
  startDeferred({
    start: () =>
      remoteServices.start<{ startWishlistService: () => () => void }>('mf-account', 'wishlist-service', (m) => m.startWishlistService()),
    commands: { subscribe: (fn) => bus.log$.subscribe((entry) => entry.kind === 'command' && fn(entry.name)) },
    owns: (command) => bus.ownerOf(command) === 'mf-account',
    ownsPage: (pathname) => ownerOf(pathname)?.remote === 'mf-account',
  });
}
getBus();
// Before the first render: routes and remotes see the stored session at once.
getSession().start();
startServices();

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
