const path = require('node:path');
const { distOf } = require('./dist.cjs');
const { persistentCache } = require('./cache.cjs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { compression } = require('./compression.cjs');

/**
 * The federation runtime, by the federation packages' documented options only.
 * - Production remote entries leave out the runtime-core (experiments.externalRuntime: otherwise
 *   each remote on the page downloads its own copy) and run on the one of the page that hosts them: the shell, or a remote's
 *   standalone page through mf-runtime-core.js. Those pages provide theirs with the federation
 *   packages' own provider plugin (provide-federation-runtime.mjs). Each remote keeps its own
 *   bundler runtime (the maintainers: it cannot be shared). A remote declares the runtime range
 *   it needs in its manifest and the shell refuses one it cannot run (shared-federation/compatibility).
 * - Development builds keep the default: every app its own runtime.
 * - Browsers only (`target: 'web'` leaves out the Node loader); a remote, which never loads other
 *   remotes, leaves out the remote loading and manifest snapshot code.
 */
const PROVIDE_RUNTIME = path.join(__dirname, '..', 'provide-federation-runtime.mjs');
function runtimeOptimization(o) {
  return o.isHost ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true };
}

/**
 * mf-runtime-core.js of a remote's production standalone page, loaded before its main.js: a page
 * with no shell has no runtime-core to give the remote's entries, so this small federation build
 * (a pure consumer: no exposes, nothing shared) provides its own, as the shell does in the shop.
 */
function standaloneRuntime(o, mode) {
  return {
    name: `${o.name}-runtime-core`,
    mode,
    cache: persistentCache(o, mode, `${o.name}-runtime-core-${mode}`),
    context: o.dir,
    entry: { 'mf-runtime-core': path.join(__dirname, '..', 'standalone-runtime.mjs') },
    devtool: 'source-map',
    output: { path: distOf(o), filename: '[name].js', uniqueName: `${o.name}_runtime_core`, clean: false },
    // The provider plugin is the remote's dependency: resolve it from the remote's folder.
    resolve: { modules: ['node_modules', path.join(o.dir, 'node_modules')] },
    plugins: [
      new ModuleFederationPlugin({
        name: `${o.name}_runtime_core`,
        runtimePlugins: [PROVIDE_RUNTIME],
        manifest: false,
        dts: false,
        experiments: { optimization: runtimeOptimization(o) },
      }),
      compression(),
    ],
    performance: { hints: false },
  };
}

module.exports = { PROVIDE_RUNTIME, runtimeOptimization, standaloneRuntime };
