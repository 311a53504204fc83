// Test helper (never part of a build): runs a real webpack build of a few source files into a
// fresh folder, so each piece of the configuration is tested by what it writes.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

/**
 * @param {Record<string, string>} sources  file name -> text, written to a fresh folder
 * @param {(dir: string) => object} config   the build's own parts (entry, plugins, ...)
 * @returns {Promise<{ dir: string, files: string[], read: (file: string) => Buffer }>}
 */
function build(sources, config) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-webpack-'));
  for (const [name, text] of Object.entries(sources)) fs.writeFileSync(path.join(dir, name), text);
  const out = path.join(dir, 'dist');
  const options = {
    mode: 'production',
    context: dir,
    devtool: false,
    output: { path: out, filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js', publicPath: '/' },
    performance: { hints: false },
    ...config(dir),
  };
  return new Promise((resolve, reject) => {
    webpack(options, (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve({ dir, files: fs.readdirSync(out).sort(), read: (file) => fs.readFileSync(path.join(out, file)) });
    });
  });
}

/** An entry that opens two named dynamic imports: 'bootstrap' and 'dialog'. */
const TWO_IMPORTS = {
  'index.js': "import(/* webpackChunkName: \"bootstrap\" */ './bootstrap.js');\nimport(/* webpackChunkName: \"dialog\" */ './dialog.js');\n",
  'bootstrap.js': "export const started = () => document.title = 'started';\nstarted();\n",
  'dialog.js': "export const open = () => document.body.append('dialog');\n",
};

module.exports = { build, TWO_IMPORTS };
