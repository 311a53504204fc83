export { remoteLifecycles, type RemoteIdentity } from './lifecycles';
export { mountStandalone } from './standalone/mountStandalone';
