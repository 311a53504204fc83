const { remoteConfig } = require('../tooling/webpack.cjs');

// Name, port and title: deploy/src/apps.mjs (remoteConfig).
module.exports = remoteConfig({
  dir: __dirname,
  // What each route needs first (its page's chunk, its first API call), for the shell to start
  // as soon as it has the manifest.
  pages: require('./src/pages.json'),
  exposes: {
    './app': './src/app.tsx',
    // Fragments the shell places in its own layout (single-spa parcels, no router).
    './search-box': './src/fragments/search-box.ts',
    './categories-panel': './src/fragments/categories-panel.ts',
  },
  // The render service's entry for this remote's pages (tooling/webpack/server-target.cjs).
  serverExposes: { './render': './src/server/render.tsx' },
});
