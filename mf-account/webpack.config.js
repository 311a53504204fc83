const { remoteConfig } = require('../tooling/webpack.cjs');

// Name, port and title: deploy/src/apps.mjs (remoteConfig).
module.exports = remoteConfig({
  dir: __dirname,
  exposes: { './app': './src/app.tsx', './account-service': './src/services/accountService.ts' },
  // The render service's entry for the footer's content pages (tooling/webpack/server-target.cjs):
  // a separate build into dist/server, the browser bundles stay as they were.
  serverExposes: { './render': './src/server/render.tsx' },
});
