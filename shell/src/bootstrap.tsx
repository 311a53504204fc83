import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { getBus } from 'shared-events';
import { App } from './App';
import { startDeferred } from './federation/deferredService';
import { loadRemoteModule, registerFromManifest } from './federation/remotes';
import { ownerOf } from './routing/routeTable';
import { getSession } from './session/session';

// single-spa patches history so every router on the page (the shell's and each remote's) hears
// every navigation, whoever made it.
start({ urlRerouteOnly: true });
void registerFromManifest();

/**
 * Headless services owned by remotes. The cart owner starts once the first page is up, or at
 * once for a checkout page, a cart command or the first touch: mf-checkout's entry is then not
 * part of the first load of other pages.
 */
function startServices() {
  const bus = getBus();
  startDeferred({
    start: () =>
      loadRemoteModule<{ startCartService: () => () => void }>('mf-checkout', 'cart-service')
        .then((m) => m.startCartService())
        .catch((err: unknown) => {
          // Without the cart owner, cart commands fail clearly on the bus (no silent loss).
          console.error('[suuq] cart service unavailable', err);
        }),
    commands: { subscribe: (fn) => bus.log$.subscribe((entry) => entry.kind === 'command' && fn(entry.name)) },
    // By the bus's registry: a cart:* command this shell's copy never heard of still wakes its owner.
    owns: (command) => bus.ownerOf(command) === 'mf-checkout',
    ownsPage: (pathname) => ownerOf(pathname)?.remote === 'mf-checkout',
  });
}
getBus();
// Before the first render: routes and remotes see the stored session at once.
getSession().start();
startServices();

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
