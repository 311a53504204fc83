// Federation plumbing, apart from the design system (shared-ui): a remote's single-spa lifecycles
// (its ./app and the fragments the shell places), parts that load when needed. Shared as one
// instance per page, so single-spa-react and the crash screen come once, not once per remote.
export { remoteLifecycles, type RemoteIdentity } from './remote/lifecycles';
export { fragmentLifecycles } from './remote/fragmentLifecycles';
export { TeamPlaceholder } from './remote/TeamPlaceholder';
export { PageNotFound } from './remote/PageNotFound';
export { OwnedPaths } from './remote/ownedPaths';
export { lazyPart, type LazyPart, type LazyPartProps } from './lazy/lazyPart';
export { loadOnce, type LoadOnce } from './lazy/loadOnce';
export { dataKey, usePreloaded, type Preloaded } from './remote/pageData';
export type { ServerPageProps } from './remote/lifecycles';
