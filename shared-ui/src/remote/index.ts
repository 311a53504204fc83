// Only for a remote's standalone harness (it carries its own single-spa): the lifecycles the
// shell mounts come from the shared-ui package itself (remoteLifecycles, fragmentLifecycles).
export { mountStandalone } from './standalone/mountStandalone';
