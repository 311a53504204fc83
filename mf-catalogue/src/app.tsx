import type { LifeCycles } from 'single-spa';
import { remoteLifecycles } from 'shared-federation';
import { AppRoutes } from './routes';
import { productUpdates } from './updates/deferredUpdates';

const app = remoteLifecycles({ name: __REMOTE_NAME__, version: __REMOTE_VERSION__ }, AppRoutes);

// The product updates poll runs while the catalogue's pages are on screen (spec §4); it starts
// once a page is shown and the browser is idle (routes.tsx).
const startUpdates: LifeCycles['mount'] = async () => productUpdates.mount();
const endUpdates: LifeCycles['unmount'] = async () => productUpdates.unmount();

export const { bootstrap } = app;
export const mount = [app.mount, startUpdates].flat();
export const unmount = [endUpdates, app.unmount].flat();
