// The floor of the named stack (bench/floor.mjs): three production builds with the shell's own
// webpack, swc and module federation packages, resolved from shell/node_modules.
const path = require('node:path');
const { createRequire } = require('node:module');

const shellModules = path.resolve(__dirname, '../../shell/node_modules');
const fromShell = createRequire(path.join(shellModules, 'x.js'));
const HtmlWebpackPlugin = fromShell('html-webpack-plugin');
const { ModuleFederationPlugin } = fromShell('@module-federation/enhanced/webpack');

const html = `<!doctype html><html lang="so"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="description" content="The named stack's floor">
<title>Suuq floor</title></head><body><div id="root"></div></body></html>`;
// One React, one styled-components on the page, at the versions the shell pins.
const shellDeps = require('../../shell/package.json').dependencies;
const shared = Object.fromEntries(
  ['react', 'react-dom', 'styled-components'].map((name) => [name, { singleton: true, requiredVersion: shellDeps[name] }]),
);

module.exports = (env = {}) => {
  const out = path.resolve(env.out || path.join(__dirname, '../../.tmp/bench/floor'));
  const remotePort = Number(env.remotePort || 4791);
  const build = (name, entry, plugins) => ({
    name,
    mode: 'production',
    context: __dirname,
    entry,
    devtool: false,
    resolve: { extensions: ['.js', '.jsx'], modules: [shellModules, 'node_modules'] },
    resolveLoader: { modules: [shellModules, 'node_modules'] },
    module: {
      rules: [{
        test: /\.jsx?$/,
        exclude: /node_modules/,
        use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { runtime: 'automatic' } } } } },
      }],
    },
    // Each build its own chunk-loading global (the default comes from the root package.json, one name for all three).
    output: { path: path.join(out, name), uniqueName: `floor_${name}`, publicPath: 'auto', filename: '[name].[contenthash:10].js', clean: true },
    performance: { hints: false },
    plugins,
  });
  return [
    build('host', './entry.js', [
      new ModuleFederationPlugin({ name: 'floor_host', remotes: { floor_remote: `floor_remote@http://127.0.0.1:${remotePort}/mf-manifest.json` }, shared, dts: false }),
      new HtmlWebpackPlugin({ templateContent: html }),
    ]),
    build('remote', './remote-entry.js', [
      new ModuleFederationPlugin({ name: 'floor_remote', filename: 'remoteEntry.js', exposes: { './Page': './page.jsx' }, shared, dts: false }),
    ]),
    build('one-bundle', './one-bundle.jsx', [new HtmlWebpackPlugin({ templateContent: html })]),
  ];
};
