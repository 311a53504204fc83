import { mountStandalone } from 'shared-federation/standalone';
import * as lifecycles from './app';
import { startCartService } from './cart/service';

// Standalone, this remote starts its own cart service (in the shop, the shell starts it at boot).
mountStandalone({ name: __REMOTE_NAME__, version: __REMOTE_VERSION__ }, lifecycles, {
  startPath: '/cart',
  startServices: startCartService,
});
