const path = require('node:path');
const { distOf } = require('./dist.cjs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { persistentCache } = require('./cache.cjs');
const { typescriptRule } = require('./typescript.cjs');

/**
 * The host's early script (o.earlyEntry, shell/src/early.ts): a plain bundle of its own, written
 * in the page before main.js. Module federation embeds its runtime (the bulk of main.js) in every entry of a
 * federated build, so a script that must arrive first is built apart, with no shared library. Its
 * files are handed to the page's build (run after this one), which emits them with its own:
 * compressed, precached by the service worker and kept by its clean like any of its files.
 */
function earlyScript(o, mode, early, offer) {
  return {
    name: `${o.name}-early`,
    mode,
    cache: persistentCache(o, mode, `${o.name}-early-${mode}`),
    context: o.dir,
    entry: { early: o.earlyEntry },
    devtool: 'source-map',
    output: { path: path.join(distOf(o), '.early'), filename: '[name].[contenthash:10].js', uniqueName: `${o.name}_early`, clean: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [typescriptRule(mode)] },
    plugins: [
      // The shell's offer: the early script fetches nothing of a remote the shell would refuse.
      new webpack.DefinePlugin({ __FEDERATION_OFFER__: JSON.stringify(offer) }),
      {
        apply(compiler) {
          compiler.hooks.emit.tap('EarlyScript', (compilation) => {
            const files = [...compilation.entrypoints.get('early').getEntrypointChunk().files];
            early.script = files.find((f) => f.endsWith('.js'));
            early.assets = [...files, ...files.map((f) => `${f}.map`)]
              .map((name) => compilation.getAsset(name))
              .filter(Boolean)
              .map((a) => ({ name: a.name, source: new webpack.sources.RawSource(a.source.buffer()) }));
          });
        },
      },
    ],
    performance: { hints: false },
  };
}

/** Emits the early script's files with the page's, and writes its <script defer> before the page's own, so it runs first. */
class EarlyScriptTag {
  constructor(early) {
    this.early = early;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EarlyScriptTag', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EarlyScriptTag', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!this.early.script) throw new Error('EarlyScriptTag: the early script was not built first');
        for (const a of this.early.assets) compilation.emitAsset(a.name, a.source);
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('EarlyScriptTag', (data) => {
        const tag = HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: (data.publicPath ?? '/') + this.early.script });
        const at = data.headTags.findIndex((t) => t.tagName === 'script' && t.attributes.src);
        data.headTags.splice(at < 0 ? data.headTags.length : at, 0, tag);
        return data;
      });
    });
  }
}

module.exports = { earlyScript, EarlyScriptTag };
