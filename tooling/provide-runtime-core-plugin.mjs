// The shell's runtime plugin that lends its federation runtime to the remotes, whose production
// remote entries leave theirs out (experiments.externalRuntime). Like the package
// @module-federation/inject-external-runtime-core-plugin, but importing the same ES module the
// shell's runtime uses: that package's CommonJS build put a second runtime copy in main.js.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'suuq-provide-runtime-core',
    beforeInit(args) {
      const g = globalThis;
      if (!g._FEDERATION_RUNTIME_CORE) {
        g._FEDERATION_RUNTIME_CORE = runtimeCore;
        g._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: '2.9.2' };
      }
      return args;
    },
  };
}
