// shared-federation/standalone: only for a remote's standalone harness (it carries its own single-spa).
// The lifecycles the shell mounts come from the shared-federation package itself (remoteLifecycles,
// fragmentLifecycles).
export { mountStandalone } from './standalone/mountStandalone';
