const { federatedConfig } = require('../tooling/webpack.cjs');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mf_catalogue',
  port: 3001,
  title: 'mf-catalogue · standalone',
  exposes: { './app': './src/app.tsx' },
});
