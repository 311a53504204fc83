import { mountStandalone } from 'shared-federation/standalone';
import * as lifecycles from './app';

mountStandalone({ name: __REMOTE_NAME__, version: __REMOTE_VERSION__ }, lifecycles, { startPath: '/suuq-live-shopping' });
