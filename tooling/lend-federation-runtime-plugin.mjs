// The shell's runtime plugin that lends its federation runtime to the remotes, whose production
// remote entries leave theirs out (experiments.externalRuntime, borrowed-bundler-runtime.mjs).
// Like the package @module-federation/inject-external-runtime-core-plugin, but importing the same
// ES modules the shell's runtime uses: that package's CommonJS build put a second runtime copy in
// main.js.
import { lendFederationRuntime } from './lend-federation-runtime.mjs';

export default function lendFederationRuntimePlugin() {
  return {
    name: 'suuq-lend-federation-runtime',
    beforeInit(args) {
      lendFederationRuntime(args.options.name);
      return args;
    },
  };
}
