import { remoteLifecycles } from 'shared-federation';
import { AppRoutes } from './routes';

export const { bootstrap, mount, unmount } = remoteLifecycles(
  { name: __REMOTE_NAME__, version: __REMOTE_VERSION__ },
  AppRoutes,
);
