const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Announces, in the page (<link rel=preload as=script>), the scripts of the named dynamic imports
 * of the entry (a webpackChunkName comment on the import): the host's asynchronous boundary.
 * Without it, they are found only once the entry script has arrived and run, one round trip and
 * one entry's download later: each request of the page's start would wait for the one before it. The files are this build's
 * own hashed chunks, known when the page is written; the federation runtime loads them with the
 * same URLs, so the browser reuses the preloaded responses. Uses html-webpack-plugin's documented
 * alterAssetTagGroups hook.
 */
class PreloadImports {
  constructor(names) {
    this.names = names;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadImports', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadImports', (data) => {
        const base = data.publicPath ?? '/';
        const files = [];
        for (const name of this.names) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`PreloadImports: no dynamic import is named '${name}' (webpackChunkName)`);
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js') && !files.includes(file)) files.push(file);
        }
        // At the priority the federation runtime's own <script> would give them (Low, as main.js's
        // defer): fetched at once, but not ahead of the page's document and entry, and nothing
        // waits on them to paint.
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: base + file, fetchpriority: 'low' }),
        );
        // After the page's own <script>s (the early script, the entry): those are requested
        // first, these right behind them.
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadImports };
