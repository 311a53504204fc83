// One webpack configuration for the shell and every remote, so they share the same
// federation settings (shared singletons, share strategy, hashed chunks) and cannot drift.
const path = require('node:path');
const { distOf } = require('./webpack/dist.cjs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const { shared } = require('./webpack/shared.cjs');
// The versions a build states its needs from: read the same way by the release tool's checks.
const { federationVersion, contractVersions } = require('deploy/build-versions');
const { persistentCache } = require('./webpack/cache.cjs');
const { pagesMeta } = require('./webpack/pages-meta.cjs');
const { compression } = require('./webpack/compression.cjs');
const { typescriptRule } = require('./webpack/typescript.cjs');
const { PROVIDE_RUNTIME, runtimeOptimization, standaloneRuntime } = require('./webpack/federation-runtime.cjs');
const { earlyScript, EarlyScriptTag } = require('./webpack/early-script.cjs');
const { PreloadImports } = require('./webpack/preload-imports.cjs');
const { CompileHints, startupGroups } = require('./webpack/compile-hints.cjs');
const { remoteIdentity } = require('./webpack/remote.cjs');
const { serverTarget, SERVER_DIR } = require('./webpack/server-target.cjs');
const { BakedFrame } = require('./webpack/baked-frame.cjs');

const API_PORT = Number(process.env.API_PORT || 4000);
const API_PATHS = ['/api', '/customer/api', '/cutomer/api'];

/**
 * @param {object} o
 * @param {string} o.dir        package folder (__dirname of its webpack.config.js)
 * @param {string} o.name       federation name (mf_catalogue)
 * @param {number} o.port       dev-server port
 * @param {Record<string,string>} [o.exposes]
 * @param {boolean} [o.isHost]
 * @param {string} [o.entry]    page entry (the shell, or a remote's standalone harness)
 * @param {string} [o.title]    the page's title (a remote's harness); the shell's page takes its
 *   frame's title in the page's language (baked-frame.cjs, shared-ui's shopTitle)
 * @param {string[]} [o.runtimePlugins]
 * @param {string} [o.webManifest]  URL of the page's web app manifest (the shell's)
 * @param {Record<string,{chunk?:string,firstCall?:object}>} [o.pages]  a remote's pages.json (pagesMeta)
 * @param {string[]} [o.preloadImports]  named dynamic imports of the entry whose scripts the page preloads (PreloadImports)
 * @param {string} [o.earlyEntry]  a host's script that runs before its entry (earlyScript; production builds)
 * @param {{ html: string, css: string }} [o.firstFrame]  what the page shows before its scripts have run (the shell's)
 * @param {string} [o.paintAfter]  the id of an element the page's first paint waits for, so it is
 *   never painted in part while its HTML arrives (the shell's header)
 * @param {Record<string,string>} [o.serverExposes]  server entries (a remote's pages, the shell's frame): production builds also write dist/server (serverTarget)
 */
function federatedConfig(o) {
  return async (_env, argv) => {
    const { CONTRACTS, NEEDS_KEY, OFFER_KEY, PAGES_KEY, declareNeeds, describeOffer } = await import('shared-federation/compatibility');
    const mode = argv.mode || 'production';
    const pkg = require(path.join(o.dir, 'package.json'));
    const externalRuntime = mode === 'production' && !o.isHost;
    const early = mode === 'production' && o.isHost && o.earlyEntry ? { script: undefined, assets: [] } : null;
    // The shell's static page drawn with its own server entry (webpack/baked-frame.cjs): the server
    // target is built first, and the page's build draws the frame with it.
    const bakedFrame = mode === 'production' && Boolean(o.firstFrame && o.serverExposes);
    const versions = { federationVersion: federationVersion(o.dir), contractVersions: contractVersions(CONTRACTS) };
    const app = {
      name: o.name,
      // mf-runtime-core.js is built first: this build's clean must keep it. So is the server
      // target of a page that draws its frame with it (bakedFrame below).
      dependencies: externalRuntime ? [`${o.name}-runtime-core`] : early ? [`${o.name}-early`, ...(bakedFrame ? [`${o.name}-server`] : [])] : bakedFrame ? [`${o.name}-server`] : undefined,
      mode,
      context: o.dir,
      entry: { main: o.entry || './src/index.ts' },
      devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
      cache: persistentCache(o, mode, `${o.name}-${mode}`, { app: pkg.version, ...versions }),
      output: {
        path: distOf(o),
        // Hashed names are immutable; only remoteEntry.js, mf-manifest.json and index.html change
        // in place, and the static host serves those no-cache.
        filename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
        publicPath: 'auto',
        uniqueName: o.name,
        clean: externalRuntime ? { keep: /^mf-runtime-core\.js/ } : bakedFrame ? { keep: new RegExp(`^${SERVER_DIR}/`) } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        // tooling/provide-federation-runtime.mjs imports the provider plugin, the app's dependency.
        modules: ['node_modules', path.join(o.dir, 'node_modules')],
      },
      module: {
        rules: [
          typescriptRule(mode),
          { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: o.name,
          filename: 'remoteEntry.js',
          exposes: o.exposes || {},
          remotes: {},
          shared: shared(pkg),
          // One remote down must never blank the page: use what is loaded first.
          shareStrategy: 'loaded-first',
          runtimePlugins: [...(o.isHost && mode === 'production' ? [PROVIDE_RUNTIME] : []), ...(o.runtimePlugins || [])],
          manifest: {
            // The manifest says what built it (the federation version, beside the app's own
            // version in buildVersion) and, for a remote, what it needs from the shell.
            additionalData: ({ stats, compilation }) => {
              stats.metaData.buildInfo = { ...stats.metaData.buildInfo, buildVersion: pkg.version, federationVersion: versions.federationVersion };
              if (o.pages) stats.metaData[PAGES_KEY] = pagesMeta(compilation, o.pages);
              if (!o.isHost) stats.metaData[NEEDS_KEY] = declareNeeds(versions);
              // The shell's manifest says what it offers, so the release tool can check a remote
              // against the shell that is live before publishing it.
              else stats.metaData[OFFER_KEY] = describeOffer(versions);
              return stats;
            },
          },
          dts: false,
          experiments: { externalRuntime, optimization: runtimeOptimization(o) },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: o.title || 'Suuq',
          chunks: ['main'],
          scriptLoading: 'defer',
          // Absolute, so a deep link (/product/x) loads /main.js and not /product/main.js; chunks
          // keep publicPath 'auto' so the shell can load a remote's chunks from the remote's origin.
          publicPath: '/',
          runtimeCoreScript: externalRuntime ? '/mf-runtime-core.js' : null,
          // The shell's web app manifest (installable shop); a remote's standalone page has none.
          webManifest: o.webManifest || null,
          // The shell's page holds a slot the static host or nginx (SSI) fills with the release
          // record at serve time (shell/src/federation/record.ts, deploy/src/releaseRecordSlot.mjs):
          // the record stays a file each release rewrites, no shell build bakes it in.
          releaseRecordSlot: Boolean(o.isHost),
          // Drawn from the HTML alone, inside #root: React's first render replaces it.
          firstFrame: o.firstFrame || null,
          paintAfter: o.paintAfter || null,
          // The page's one line for JavaScript off, unless its frame is baked in: that frame's
          // loading area says it in the shopper's language, styled (shell/src/layout/NeedsJavaScript.tsx).
          bakedFrame,
        }),
        ...(o.preloadImports && mode === 'production' ? [new PreloadImports(o.preloadImports)] : []),
        ...(bakedFrame ? [new BakedFrame({ serverDir: path.join(distOf(o), SERVER_DIR), appDir: o.dir })] : []),
        ...(early ? [new EarlyScriptTag(early)] : []),
        ...(mode === 'production' ? [new CompileHints(startupGroups(o)), compression()] : []),
        new webpack.DefinePlugin({
          __REMOTE_NAME__: JSON.stringify(pkg.name),
          __REMOTE_VERSION__: JSON.stringify(pkg.version),
          // What this app offers the remotes it mounts (the shell checks their needs against it).
          __FEDERATION_OFFER__: JSON.stringify(describeOffer(versions)),
          'process.env.REACT_SDK_VERSION': JSON.stringify('0.13'),
        }),
      ],
      performance: { hints: false },
      optimization: {
        // webpack's own CSS minifier (it also minifies the CSS inside index.html: the first
        // frame's) writes `@media (max-width:767px)` as `(width<=767px)`, which phones before
        // Chrome 104 and Safari 16.4 ignore: the frame's bar would keep its desktop height there.
        // The builds name no browserslist targets, so the older spelling is kept by this switch.
        minimizeOptions: { css: { shortenMediaQueries: false } },
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // The shell provides every shared library and package and needs them all for its first
        // paint: one vendor chunk instead of one per library saves requests, chunk glue, lost
        // compression context and a second copy of the code shared-api and shared-events both
        // use (the schema checker). Remotes keep one chunk per shared fallback: they use the shell's
        // copies and fetch a fallback only when the shell's is missing.
        // Shared entries that load later (shared-ui/modal) keep their own chunk; the bundled entries
        // shared-ui/form and shared-ui/page stay with the chunks that import them.
        ...(o.isHost && mode === 'production'
          ? {
              splitChunks: {
                chunks: 'async',
                cacheGroups: {
                  // shared-ui/form and shared-ui/page stay in the chunks that use them (the login dialog), not the first load;
                  // so does shared-api/contract/phone-rules, an entry of its own for the forms that check a phone.
                  vendor: { test: /[\\/](node_modules|shared-(events|router|federation|schema)[\\/]src|shared-api[\\/]src(?![\\/]contract[\\/]phone-rules\.ts)|shared-ui[\\/]src(?![\\/](form|layout)[\\/]))[\\/]/, name: 'vendor', chunks: 'async', enforce: true, priority: 10 },
                  modal: { test: /[\\/]shared-ui[\\/]src[\\/]modal[\\/]/, name: 'shared-ui-modal', chunks: 'async', enforce: true, priority: 20 },
                },
              },
            }
          : {}),
      },
      devServer: {
        port: o.port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: API_PATHS, target: `http://127.0.0.1:${API_PORT}` }],
      },
    };
    // A server target (a remote's pages, the shell's frame), beside its browser build and published
    // with it (the render service loads it from the live release). Built after the browser build, whose clean empties dist/.
    const server =
      o.serverExposes && mode === 'production'
        ? [serverTarget({ ...o, exposes: o.serverExposes }, mode, {
            module: app.module,
            plugins: app.plugins.filter((p) => p instanceof webpack.DefinePlugin),
            cache: persistentCache(o, mode, `${o.name}-server-${mode}`, { app: pkg.version, ...versions }),
            // Before the page when the page draws its frame with it (its clean keeps server/), else after it.
            dependencies: bakedFrame ? undefined : [o.name],
          })]
        : [];
    if (externalRuntime) return [standaloneRuntime(o, mode), app, ...server];
    return early ? [earlyScript(o, mode, early, describeOffer(versions)), app, ...server] : server.length ? [app, ...server] : app;
  };
}

/**
 * A remote's configuration: federatedConfig with the remote's name, port and title taken from
 * deploy/apps (remoteIdentity), so its webpack.config.js names only what it exposes.
 * @param {Omit<Parameters<typeof federatedConfig>[0], 'name' | 'port' | 'title'>} o
 */
function remoteConfig(o) {
  return async (env, argv) => {
    const { APPS } = await import('deploy/apps');
    return federatedConfig({ ...o, ...remoteIdentity(o.dir, APPS) })(env, argv);
  };
}

module.exports = { federatedConfig, remoteConfig, shared, API_PATHS };
