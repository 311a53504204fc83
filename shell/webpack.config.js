const path = require('node:path');
const { federatedConfig } = require('../tooling/webpack.cjs');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  isHost: true,
  title: 'Suuq — Online shop for Somalia',
  entry: './src/index.ts',
  runtimePlugins: [
    path.join(__dirname, 'src/federation/retryPlugin.ts'),
    path.join(__dirname, 'src/federation/failurePlugin.ts'),
  ],
});
