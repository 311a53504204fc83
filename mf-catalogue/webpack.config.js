const { federatedConfig } = require('../tooling/webpack.cjs');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mf_catalogue',
  port: 3001,
  title: 'mf-catalogue · standalone',
  // Which chunk each lazy page is, for the shell to ask for it with the manifest.
  pages: require('./src/page-chunks.json'),
  exposes: {
    './app': './src/app.tsx',
    // Fragments the shell places in its own layout (single-spa parcels, no router).
    './search-box': './src/fragments/search-box.ts',
    './categories-panel': './src/fragments/categories-panel.ts',
  },
});
