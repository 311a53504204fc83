// The federation runtime a host lends to remote entries built with experiments.externalRuntime
// (which leave out runtime-core) and with borrowed-bundler-runtime.mjs (which leave out the
// bundler runtime's functions). Used by the shell's runtime plugin and by a remote's standalone
// page, so both lend the same things under the same names.
import * as runtimeCore from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// A host's own bundler runtime leaves out what only containers use (its build defines
// FEDERATION_HAS_EXPOSES false): the remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const FEDERATION_VERSION = '2.9.2';

/** Lends them unless another host on the page already did. */
export function lendFederationRuntime(from) {
  const g = globalThis;
  if (!g._FEDERATION_RUNTIME_CORE) {
    g._FEDERATION_RUNTIME_CORE = runtimeCore;
    g._FEDERATION_RUNTIME_CORE_FROM = { name: from, version: FEDERATION_VERSION };
  }
  g._FEDERATION_BUNDLER_RUNTIME ??= { bundlerRuntime: { ...bundlerRuntime, initContainerEntry }, attachShareScopeMap };
}
