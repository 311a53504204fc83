const webpack = require('webpack');

/** V8's explicit compile hint (Chrome 136+; a comment to every other engine). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts V8's explicit compile hint on the first line of the scripts a page runs as it opens (the
 * named chunk groups `wanted` picks), so Chromium compiles their functions on the thread that
 * streams the script in, instead of one by one on the main thread the first time each is called.
 * Traced on a slow phone's CPU, the pages' start-up tasks got shorter (shell/src/startup/README.md).
 * Only scripts whose code runs when they load: a script the hint marks but whose functions
 * mostly wait (a dialog's handlers) costs compile time on the background thread for nothing.
 * After minification (which drops comments) and before the real content hash, the source maps
 * and the .gz twins, so all of them see the final file.
 */
class CompileHints {
  /** @param {(groupName: string) => boolean} wanted */
  constructor(wanted) {
    this.wanted = wanted;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHints', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const files = new Set();
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!this.wanted(name)) continue;
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        for (const file of files) compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
      });
    });
  }
}

/**
 * The scripts of an app that run as a page of it opens: a host's entry and the chunks of its
 * asynchronous boundary (its preloaded imports); a remote's entry, its `./app` (the single-spa
 * lifecycles and the code every page of it shares) and the chunk of each page its pages.json
 * names (loaded when that page is shown).
 */
function startupGroups(o) {
  if (o.isHost) return (name) => name === 'main' || (o.preloadImports || []).includes(name);
  const pageChunks = new Set(Object.values(o.pages || {}).map((page) => page.chunk).filter(Boolean));
  return (name) => name === o.name || name === '__federation_expose_app' || pageChunks.has(name);
}

module.exports = { CompileHints, COMPILE_HINT, startupGroups };
