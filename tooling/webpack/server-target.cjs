const path = require('node:path');
const { distOf } = require('./dist.cjs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** Where a remote's server target is written, beside its browser build (published with it). */
const SERVER_DIR = 'server';

/**
 * Libraries the render service provides to every server entry it loads, one copy per process: its
 * React renders the remote's tree and its ServerStyleSheet must see the remote's styled components.
 * `import: false` leaves them out of the server build, so a remote can never render with a copy of
 * its own (a second React would throw on hooks; a second styled-components would lose the styles).
 */
const PROVIDED_BY_RENDER_SERVICE = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server', 'styled-components'];

function serverShared() {
  const out = {};
  for (const name of PROVIDED_BY_RENDER_SERVICE) {
    out[name] = { singleton: true, import: false, requiredVersion: name.startsWith('styled') ? '^6.6.0' : '^18.3.1' };
  }
  return out;
}

/**
 * A remote's server target: the same sources built for Node (target async-node, a commonjs
 * library), exposing its render entries. By the federation packages' documented options:
 * @module-federation/node's runtime plugin loads the build's chunks in Node, from the release
 * folder on disk or over HTTP from beside the remote entry, so the render service can load any
 * published release at run time with no rebuild of its own.
 *
 * @param {object} o
 * @param {string} o.dir      the remote's package folder
 * @param {string} o.name     its federation name (mf_catalogue)
 * @param {Record<string,string>} o.exposes  its server entries ({ './render': './src/server/render.tsx' })
 * @param {string} mode
 * @param {{ module?: object, plugins?: object[], cache?: object|false, dependencies?: string[] }} [extra]
 *   parts of the browser build both targets use (module rules, defines, its cache); `dependencies`:
 *   the browser build, which cleans dist/ and must run first
 */
function serverTarget(o, mode, extra = {}) {
  return {
    name: `${o.name}-server`,
    mode,
    target: 'async-node',
    context: o.dir,
    // The entry's only job is to be the container: nothing runs at require time.
    entry: {},
    devtool: false,
    cache: extra.cache ?? false,
    dependencies: extra.dependencies,
    output: {
      path: path.join(distOf(o), SERVER_DIR),
      filename: '[name].js',
      // Hashed: a chunk name never means two contents across releases.
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: `${o.name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], modules: ['node_modules', path.join(o.dir, 'node_modules')] },
    module: extra.module,
    plugins: [
      new ModuleFederationPlugin({
        name: o.name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module', name: o.name },
        exposes: o.exposes,
        shared: serverShared(),
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        remoteType: 'script',
        manifest: false,
        dts: false,
      }),
      ...(extra.plugins || []),
    ],
    performance: { hints: false },
    // Server code is read once per release by one process: names kept, for readable stacks.
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
  };
}

module.exports = { serverTarget, serverShared, SERVER_DIR, PROVIDED_BY_RENDER_SERVICE };
