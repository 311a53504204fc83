const { federatedConfig } = require('../tooling/webpack.cjs');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mf_checkout',
  port: 3002,
  title: 'mf-checkout · standalone',
  exposes: { './app': './src/app.tsx', './cart-service': './src/cart/service.ts' },
});
