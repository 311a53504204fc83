import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { getBus } from 'shared-events';
import { App } from './App';
import { loadRemoteModule, registerFromManifest } from './federation/remotes';
import { getSession } from './session/session';

// single-spa patches history so every router on the page (the shell's and each remote's) hears
// every navigation, whoever made it.
start({ urlRerouteOnly: true });
void registerFromManifest();

/** Headless services owned by remotes that must run before their pages open. */
function startServices() {
  loadRemoteModule<{ startCartService: () => () => void }>('mf-checkout', 'cart-service')
    .then((m) => m.startCartService())
    .catch((err: unknown) => {
      // Without the cart owner, cart commands fail clearly on the bus (no silent loss).
      console.error('[suuq] cart service unavailable', err);
    });
}
getBus();
// Before the first render: routes and remotes see the stored session at once.
getSession().start();
startServices();

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
