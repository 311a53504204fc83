// One webpack configuration for the shell and every remote, so they share the same
// federation settings (shared singletons, share strategy, hashed chunks) and cannot drift.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const zopfli = require('@gfx/zopfli');

const API_PORT = Number(process.env.API_PORT || 4000);
const API_PATHS = ['/api', '/customer/api', '/cutomer/api'];

/**
 * What every bundle shares as one instance (React state, router context, the bus, the styles).
 * A shared library cannot be tree-shaken: it ships whole. So only libraries that must be one
 * instance and are mostly used are shared directly (React, styled-components); the others are
 * reached through our own shared packages, which keep just the parts they use (measured on /home:
 * react-router-dom 57 -> 11 KB gz through shared-router, rxjs 16 -> 5 KB through shared-events).
 * Texts (rosetta) live inside shared-ui, the remotes' lifecycles (single-spa-react) inside
 * shared-federation; single-spa runs only in the shell (remotes use its types).
 */
function shared(consumer) {
  const single = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });
  /**
   * A workspace package: its own real version (what this build provides), and the range this
   * consumer's package.json asks for (`workspace:^1.0.0` -> `^1.0.0`), which is the oldest copy
   * (a shell's) this build can run with. `workspace:*` never satisfies a range: refused.
   */
  const workspace = (name) => {
    const pkgName = name.split('/')[0]; // 'shared-ui/modal' is an entry of shared-ui
    const { version } = require(path.join(__dirname, '..', pkgName, 'package.json'));
    const wanted = String({ ...consumer?.dependencies, ...consumer?.devDependencies }[pkgName] ?? '');
    const range = wanted.replace(/^workspace:/, '');
    if (!/^[\^~]?\d+\.\d+\.\d+/.test(range)) {
      throw new Error(`${consumer?.name}: dependency ${pkgName} needs a semver range (workspace:^x.y.z), not '${wanted}'`);
    }
    return single(range, { version });
  };
  return {
    react: single('^18.3.1'),
    'react/jsx-runtime': single('^18.3.1'),
    'react-dom': single('^18.3.1'),
    'react-dom/client': single('^18.3.1'),
    'styled-components': single('^6.6.0'),
    'shared-router': workspace('shared-router'),
    'shared-events': workspace('shared-events'),
    'shared-api': workspace('shared-api'),
    'shared-ui': workspace('shared-ui'),
    'shared-federation': workspace('shared-federation'),
    // Dialogs and panels: shared apart, loaded with the first one opened (not on every first load).
    'shared-ui/modal': workspace('shared-ui/modal'),
  };
}

// Production pages check schemas with a small checker of the JSON Schema the contracts use
// (shared-events/src/lite, held to TypeBox's answers by its tests): TypeBox itself was about
// 40 KB gz of the first load. Development, tests and the server keep the real TypeBox.
const typeboxLite = {
  typebox$: path.join(__dirname, '../shared-events/src/lite/type.ts'),
  'typebox/value$': path.join(__dirname, '../shared-events/src/lite/value.ts'),
};

/** The federation packages' version an app builds with (from the installed package's own metadata). */
function federationVersion(dir) {
  let d = path.dirname(require.resolve('@module-federation/enhanced', { paths: [dir] }));
  for (;;) {
    const file = path.join(d, 'package.json');
    if (fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).name === '@module-federation/enhanced') {
      return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    }
    if (d === path.dirname(d)) throw new Error(`@module-federation/enhanced not found from ${dir}`);
    d = path.dirname(d);
  }
}

/** Versions of the contract packages in this workspace (the ones an app builds with). */
const contractVersions = (contracts) =>
  Object.fromEntries(contracts.map((name) => [name, JSON.parse(fs.readFileSync(path.join(__dirname, '..', name, 'package.json'), 'utf8')).version]));

/**
 * The federation runtime, by the federation packages' documented options only.
 * - Production remote entries leave out the runtime-core (experiments.externalRuntime, about
 *   18 KB gz each) and run on the one of the page that hosts them: the shell, or a remote's
 *   standalone page through mf-runtime-core.js. Those pages provide theirs with the federation
 *   packages' own provider plugin (provide-federation-runtime.mjs). Each remote keeps its own
 *   bundler runtime (the maintainers: it cannot be shared). A remote declares the runtime range
 *   it needs in its manifest and the shell refuses one it cannot run (shared-federation/compatibility).
 * - Development builds keep the default: every app its own runtime.
 * - Browsers only (`target: 'web'` leaves out the Node loader); a remote, which never loads other
 *   remotes, leaves out the remote loading and manifest snapshot code.
 */
const PROVIDE_RUNTIME = path.join(__dirname, 'provide-federation-runtime.mjs');
function runtimeOptimization(o) {
  return o.isHost ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true };
}

/**
 * metaData.pages of a remote's manifest: what each of its routes needs first, so the shell can
 * start it as soon as it has the manifest instead of after the remote's app has run
 * (shell/src/federation/earlyHints.ts, earlyData.ts):
 * - `js`: the scripts of the route's page when it is a chunk of its own (its chunk group);
 * - `firstCall`: the page's first API call (a public shared-api call with its verb and path, route
 *   parameters written ':name'), which the shell's early script sends as soon as it has the
 *   manifest and whose answer the page's own identical call then takes; `alsoCalls`: other calls
 *   the page sends as it opens, sent the same way (shells before them read only firstCall).
 * The remote declares them (src/pages.json, checked against its routes and hooks by its own
 * tests); a chunk name no chunk has fails the build. A declaration that turns out unused costs a
 * request, never a wrong page.
 */
function pagesMeta(compilation, pages) {
  return Object.entries(pages).map(([route, { chunk, firstCall, alsoCalls }]) => {
    let js = [];
    if (chunk) {
      const group = compilation.namedChunkGroups.get(chunk);
      if (!group) throw new Error(`pages.json: no chunk is named '${chunk}' (declared for ${route}); see its import's webpackChunkName`);
      js = [...new Set(group.chunks.flatMap((c) => [...c.files]))].filter((f) => f.endsWith('.js'));
    }
    for (const call of [firstCall, ...(alsoCalls ?? [])].filter(Boolean)) {
      if (!(['POST', 'GET'].includes(call.http) && String(call.path).startsWith('/api/'))) {
        throw new Error(`pages.json: the call ${call.call} of ${route} needs its verb (POST or GET) and its /api/ path, as shared-api's contract has them`);
      }
    }
    return { path: route, js, ...(firstCall ? { firstCall } : {}), ...(alsoCalls ? { alsoCalls } : {}) };
  });
}

/** Every text asset also as .gz made by Zopfli (served as they are: nginx gzip_static). */
function compression() {
  // Still gzip, 3% smaller than gzip -9 (measured on the /home scripts).
  return new CompressionPlugin({
    test: /\.(js|json|html|css|svg)$/,
    filename: '[path][base].gz',
    algorithm: (input, options, callback) => zopfli.gzip(input, options, callback),
    compressionOptions: { numiterations: 15 },
    threshold: 512,
    minRatio: 0.9,
  });
}

/** TypeScript and JSX through swc (and, in production, styled-components' CSS minified). */
function typescriptRule(mode) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: mode !== 'production' } },
          target: 'es2020',
          // Production: the CSS in styled-components templates minified (whitespace,
          // comments), pure annotations so unused styled parts are dropped.
          ...(mode === 'production'
            ? { experimental: { plugins: [['@swc/plugin-styled-components', { displayName: false, ssr: false, minify: true, pure: true, transpileTemplateLiterals: false }]] } }
            : {}),
        },
      },
    },
  };
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
    context: o.dir,
    entry: { 'mf-runtime-core': path.join(__dirname, 'standalone-runtime.mjs') },
    devtool: 'source-map',
    output: { path: path.join(o.dir, 'dist'), filename: '[name].js', uniqueName: `${o.name}_runtime_core`, clean: false },
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

/**
 * The host's early script (o.earlyEntry, shell/src/early.ts): a plain bundle of its own, written
 * in the page before main.js. Module federation embeds its runtime (30 KB gz) in every entry of a
 * federated build, so a script that must arrive first is built apart, with no shared library. Its
 * files are handed to the page's build (run after this one), which emits them with its own:
 * compressed, precached by the service worker and kept by its clean like any of its files.
 */
function earlyScript(o, mode, early) {
  return {
    name: `${o.name}-early`,
    mode,
    context: o.dir,
    entry: { early: o.earlyEntry },
    devtool: 'source-map',
    output: { path: path.join(o.dir, 'dist', '.early'), filename: '[name].[contenthash:10].js', uniqueName: `${o.name}_early`, clean: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [typescriptRule(mode)] },
    plugins: [
      {
        apply(compiler) {
          compiler.hooks.emit.tap('EarlyScript', (compilation) => {
            const files = [...compilation.entrypoints.get('early').getEntrypointChunk().files];
            early.script = files.find((f) => f.endsWith('.js'));
            early.assets = [...files, ...files.map((f) => `${f}.map`)]
              .map((name) => compilation.getAsset(name))
              .filter(Boolean)
              .map((a) => ({ name: a.name, source: new webpack.sources.RawSource(a.source.buffer()) }));
          });
        },
      },
    ],
    performance: { hints: false },
  };
}

/** Emits the early script's files with the page's, and writes its <script defer> before the page's own, so it runs first. */
class EarlyScriptTag {
  constructor(early) {
    this.early = early;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EarlyScriptTag', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EarlyScriptTag', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!this.early.script) throw new Error('EarlyScriptTag: the early script was not built first');
        for (const a of this.early.assets) compilation.emitAsset(a.name, a.source);
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('EarlyScriptTag', (data) => {
        const tag = HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: (data.publicPath ?? '/') + this.early.script });
        const at = data.headTags.findIndex((t) => t.tagName === 'script' && t.attributes.src);
        data.headTags.splice(at < 0 ? data.headTags.length : at, 0, tag);
        return data;
      });
    });
  }
}

/**
 * Announces, in the page (<link rel=preload as=script>), the scripts of the named dynamic imports
 * of the entry (a webpackChunkName comment on the import): the host's asynchronous boundary.
 * Without it, they are found only once the entry script has arrived and run, one round trip and
 * one entry's download later (issue 14: the request chain). The files are this build's
 * own hashed chunks, known when the page is written; the federation runtime loads them with the
 * same URLs, so the browser reuses the preloaded responses. Uses html-webpack-plugin's documented
 * alterAssetTagGroups hook.
 */
class PreloadImports {
  constructor(names) {
    this.names = names;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadImports', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadImports', (data) => {
        const base = data.publicPath ?? '/';
        const files = [];
        for (const name of this.names) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`PreloadImports: no dynamic import is named '${name}' (webpackChunkName)`);
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js') && !files.includes(file)) files.push(file);
        }
        // At the priority the federation runtime's own <script> would give them (Low, as main.js's
        // defer): fetched at once, but not ahead of the page's document and entry, and nothing
        // waits on them to paint.
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: base + file, fetchpriority: 'low' }),
        );
        // After the page's own <script>s (the early script, the entry): those are requested
        // first, these right behind them.
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/** V8's explicit compile hint (Chrome 136+; a comment to every other engine). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts V8's explicit compile hint on the first line of the scripts a page runs as it opens (the
 * named chunk groups `wanted` picks), so Chromium compiles their functions on the thread that
 * streams the script in, instead of one by one on the main thread the first time each is called.
 * Traced at 4× CPU, the start-up tasks of the pages got shorter (BENCHMARKS.md, eighth pass).
 * Only scripts whose code runs when they load: a script the hint marks but whose functions
 * mostly wait (a dialog's handlers) costs compile time on the background thread for nothing.
 * After minification (which drops comments) and before the real content hash, the source maps
 * and the .gz twins, so all of them see the final file.
 */
class CompileHints {
  /** @param {(groupName: string) => boolean} wanted */
  constructor(wanted) {
    this.wanted = wanted;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHints', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const files = new Set();
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!this.wanted(name)) continue;
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        for (const file of files) compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
      });
    });
  }
}

/**
 * The scripts of an app that run as a page of it opens: a host's entry and the chunks of its
 * asynchronous boundary (its preloaded imports); a remote's entry, its `./app` (the single-spa
 * lifecycles and the code every page of it shares) and the chunk of each page its pages.json
 * names (loaded when that page is shown).
 */
function startupGroups(o) {
  if (o.isHost) return (name) => name === 'main' || (o.preloadImports || []).includes(name);
  const pageChunks = new Set(Object.values(o.pages || {}).map((page) => page.chunk).filter(Boolean));
  return (name) => name === o.name || name === '__federation_expose_app' || pageChunks.has(name);
}

/**
 * @param {object} o
 * @param {string} o.dir        package folder (__dirname of its webpack.config.js)
 * @param {string} o.name       federation name (mf_catalogue)
 * @param {number} o.port       dev-server port
 * @param {Record<string,string>} [o.exposes]
 * @param {boolean} [o.isHost]
 * @param {string} [o.entry]    page entry (the shell, or a remote's standalone harness)
 * @param {string} [o.title]
 * @param {string[]} [o.runtimePlugins]
 * @param {string} [o.webManifest]  URL of the page's web app manifest (the shell's)
 * @param {Record<string,{chunk?:string,firstCall?:object}>} [o.pages]  a remote's pages.json (pagesMeta)
 * @param {string[]} [o.preloadImports]  named dynamic imports of the entry whose scripts the page preloads (PreloadImports)
 * @param {string} [o.earlyEntry]  a host's script that runs before its entry (earlyScript; production builds)
 * @param {{ html: string, css: string }} [o.firstFrame]  what the page shows before its scripts have run (the shell's)
 */
function federatedConfig(o) {
  return async (_env, argv) => {
    const { CONTRACTS, NEEDS_KEY, OFFER_KEY, PAGES_KEY, declareNeeds, describeOffer } = await import('shared-federation/compatibility');
    const mode = argv.mode || 'production';
    const pkg = require(path.join(o.dir, 'package.json'));
    const externalRuntime = mode === 'production' && !o.isHost;
    const early = mode === 'production' && o.isHost && o.earlyEntry ? { script: undefined, assets: [] } : null;
    const versions = { federationVersion: federationVersion(o.dir), contractVersions: contractVersions(CONTRACTS) };
    const app = {
      name: o.name,
      // mf-runtime-core.js is built first: this build's clean must keep it.
      dependencies: externalRuntime ? [`${o.name}-runtime-core`] : early ? [`${o.name}-early`] : undefined,
      mode,
      context: o.dir,
      entry: { main: o.entry || './src/index.ts' },
      devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        // Hashed names are immutable; only remoteEntry.js, mf-manifest.json and index.html change
        // in place, and the static host serves those no-cache.
        filename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
        publicPath: 'auto',
        uniqueName: o.name,
        clean: externalRuntime ? { keep: /^mf-runtime-core\.js/ } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        alias: mode === 'production' ? typeboxLite : {},
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
        }),
        ...(o.preloadImports && mode === 'production' ? [new PreloadImports(o.preloadImports)] : []),
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
        // compression context and the schema checker shared-api and shared-events each carried
        // (measured: 7 KB gz). Remotes keep one chunk per shared fallback: they use the shell's
        // copies and fetch a fallback only when the shell's is missing.
        // Shared entries that load later (shared-ui/modal) keep their own chunk; the bundled entries
        // shared-ui/form and shared-ui/page stay with the chunks that import them.
        ...(o.isHost && mode === 'production'
          ? {
              splitChunks: {
                chunks: 'async',
                cacheGroups: {
                  // shared-ui/form and shared-ui/page stay in the chunks that use them (the login dialog), not the first load.
                  vendor: { test: /[\\/](node_modules|shared-(events|api|router|federation)[\\/]src|shared-ui[\\/]src(?![\\/](form|layout)[\\/]))[\\/]/, name: 'vendor', chunks: 'async', enforce: true, priority: 10 },
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
    if (externalRuntime) return [standaloneRuntime(o, mode), app];
    return early ? [earlyScript(o, mode, early), app] : app;
  };
}

module.exports = { federatedConfig, shared, API_PATHS };
