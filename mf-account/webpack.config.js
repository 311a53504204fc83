const { remoteConfig } = require('../tooling/webpack.cjs');

// Name, port and title: deploy/src/apps.mjs (remoteConfig).
module.exports = remoteConfig({
  dir: __dirname,
  exposes: { './app': './src/app.tsx', './account-service': './src/services/accountService.ts' },
});
