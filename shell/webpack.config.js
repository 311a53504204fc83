const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { InjectManifest } = require('workbox-webpack-plugin');
const { federatedConfig } = require('../tooling/webpack.cjs');

/** @param {string} headerEnd  the header's end mark's id (src/layout/header-end.mjs, an ES module: imported below) */
const base = (headerEnd) => federatedConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  isHost: true,
  entry: './src/index.ts',
  // Runs before main.js (which carries the federation runtime): starts the page's remote's manifest.
  earlyEntry: './src/startup/early.ts',
  webManifest: '/manifest.webmanifest',
  // The page's frame is the shell's own, drawn at build time by its server entry below
  // (tooling/webpack/baked-frame.cjs: index.html, index.en.html); this is what no component draws,
  // "the shop did not load" with Try again when a shell script fails (src/startup/README.md).
  firstFrame: {
    html: fs.readFileSync(path.join(__dirname, 'src/startup/first-frame/frame.html'), 'utf8').trim(),
    css: fs.readFileSync(path.join(__dirname, 'src/startup/first-frame/frame.css'), 'utf8').trim(),
  },
  // On a slow line the page's HTML comes in pieces, and a header painted before its last items came
  // grew and moved as they did (its items are centred, and pushed to the row's end): the browser
  // paints nothing before the header is whole (`<link rel="expect" blocking="render">` on its end mark).
  paintAfter: headerEnd,
  // The asynchronous boundary's scripts (vendor and the shell's own code) load beside main.js.
  preloadImports: ['bootstrap'],
  // The render service's entry for the page's frame (src/server/frame.tsx), beside the browser build.
  serverExposes: { './frame': './src/server/frame.tsx' },
  runtimePlugins: [
    path.join(__dirname, 'src/federation/retryPlugin.ts'),
    path.join(__dirname, 'src/federation/failurePlugin.ts'),
  ],
});

/** shell/public/ (the web app manifest and its icons) emitted as they are, at the root. */
class PublicFiles {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFiles', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFiles', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const dir = path.join(__dirname, 'public');
        for (const name of fs.readdirSync(dir)) {
          compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(path.join(dir, name))));
        }
      });
    });
  }
}

module.exports = async (env, argv) => {
  const { HEADER_END_ID } = await import('./src/layout/header-end.mjs');
  const built = await base(HEADER_END_ID)(env, argv);
  // Production: the early script's build, then the page's (tooling/webpack/early-script.cjs).
  const config = Array.isArray(built) ? built.find((c) => c.name === 'shell') : built;
  config.plugins.push(new PublicFiles());
  if ((argv.mode || 'production') === 'production') {
    // /sw.js (src/pwa/sw.ts; README "Installable and offline"): the shell's own files precached.
    // Not the release record, manifests or entries (network first in the worker), not the .gz
    // twins, source maps or licence texts. Both static pages (index.html Somali, index.en.html):
    // offline, the worker answers a page it has not kept with the one of the shopper's language.
    config.plugins.push(
      new InjectManifest({
        swSrc: path.join(__dirname, 'src/pwa/sw.ts'),
        swDest: 'sw.js',
        exclude: [/\.map$/, /\.gz$/, /LICENSE\.txt$/, /(^|\/)mf-manifest\.json$/, /(^|\/)mf-stats\.json$/, /(^|\/)remoteEntry\.js$/, /(^|\/)remotes\.json$/, /^server\//],
      }),
    );
  }
  return built;
};
