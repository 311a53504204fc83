const { federatedConfig } = require('../tooling/webpack.cjs');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mf_live',
  port: 3004,
  title: 'mf-live · standalone',
  exposes: { './app': './src/app.tsx' },
});
