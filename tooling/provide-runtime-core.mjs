// A remote's standalone page has no host to lend it the module federation runtime (its remote
// entry expects the host's copy: experiments.externalRuntime), so this small script, loaded
// before the page's main.js, provides one, as the shell does for the whole shop.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

const g = globalThis;
if (!g._FEDERATION_RUNTIME_CORE) {
  g._FEDERATION_RUNTIME_CORE = runtimeCore;
  g._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone', version: '2.9.2' };
}
