// Runtime plugin of every page that hosts production remote entries (the shell, and a remote's
// standalone page through mf-runtime-core.js): provides the page's federation runtime-core to
// the remote entries, which are built without one of their own (experiments.externalRuntime).
// It is the federation packages' own provider, imported as an ES module so that it hands out the
// very runtime-core the page runs: the build option `provideExternalRuntime` adds the plugin's
// CommonJS build instead, which brought a second runtime-core into the shell's main.js: the page
// downloaded the runtime twice.
export { default } from '@module-federation/inject-external-runtime-core-plugin';
