const { federatedConfig } = require('../tooling/webpack.cjs');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mf_account',
  port: 3003,
  title: 'mf-account · standalone',
  exposes: { './app': './src/app.tsx', './account-service': './src/services/accountService.ts' },
});
