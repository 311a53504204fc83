const { remoteConfig } = require('../tooling/webpack.cjs');

// Name, port and title: deploy/src/apps.mjs (remoteConfig).
module.exports = remoteConfig({
  dir: __dirname,
  exposes: { './app': './src/app.tsx' },
  // What each route needs first (the room's chunk, the list's first call), for the shell to
  // start as soon as it has the manifest (README "Contracts that evolve without the shell").
  pages: require('./src/pages.json'),
  // The render service's entry for this remote's pages (tooling/webpack/server-target.cjs): the
  // live list; the room stays a browser page.
  serverExposes: { './render': './src/server/render.tsx' },
});
