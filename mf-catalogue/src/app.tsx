import type { LifeCycles } from 'single-spa';
import { remoteLifecycles } from 'shared-ui';
import { AppRoutes } from './routes';
import { startProductUpdates } from './updates/productUpdates';

const app = remoteLifecycles({ name: __REMOTE_NAME__, version: __REMOTE_VERSION__ }, AppRoutes);

// The product updates poll runs while the catalogue's pages are on screen (spec §4).
let stopUpdates: (() => void) | null = null;
const startUpdates: LifeCycles['mount'] = async () => {
  stopUpdates ??= startProductUpdates();
};
const endUpdates: LifeCycles['unmount'] = async () => {
  stopUpdates?.();
  stopUpdates = null;
};

export const { bootstrap } = app;
export const mount = [app.mount, startUpdates].flat();
export const unmount = [endUpdates, app.unmount].flat();
