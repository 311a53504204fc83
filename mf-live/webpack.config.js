const { federatedConfig } = require('../tooling/webpack.cjs');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mf_live',
  port: 3004,
  title: 'mf-live · standalone',
  exposes: { './app': './src/app.tsx' },
  // What each route needs first (the room's chunk, the list's first call), for the shell to
  // start as soon as it has the manifest (README "Contracts that evolve without the shell").
  pages: require('./src/pages.json'),
});
