// The federated floor's host: the page comes from the remote through module federation's runtime.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { startFloor } from './app';

startFloor(() => loadRemote('floor_remote/Page'));
