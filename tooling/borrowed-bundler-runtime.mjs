// Stands in for @module-federation/webpack-bundler-runtime/dist/bundler.js in production remote
// builds: the bundler runtime's functions (consumes, sharing, container init: about 4 KB gz of
// every remote entry) are the shell's, lent with its runtime-core (lend-federation-runtime.mjs).
// They keep no state of their own: everything they touch comes in through the container's
// webpack require. `runtime` stays the remote's own: its module-level instance is the one the
// shell's loadRemote calls use, and a remote's init must not replace it.
import * as runtime from '@module-federation/runtime';

const lent = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!lent) {
  throw new Error('[suuq] this remote entry uses the federation runtime its host lends: load the shell (or the standalone page\'s mf-runtime-core.js) first');
}

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: lent.bundlerRuntime,
  attachShareScopeMap: lent.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
