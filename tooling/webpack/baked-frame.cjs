const path = require('node:path');
const { createRequire } = require('node:module');
const webpack = require('webpack');
const { PAGE_FILES } = require('shared-ui/language-pages');

/**
 * The shell's page as the static host serves it (the render service down, late or overloaded, the
 * pages it does not render, the service worker's offline page) carries the shell's own frame, drawn
 * at build time by the shell's server entry (src/server/frame.tsx, the render service's frame):
 * the real header with its search box and Login, the main's area in its loading state (with
 * JavaScript off, its notice that the page needs it), the bottom bar, in the shopper's language.
 * One mechanism draws the header's first look, not a hand copy.
 *
 * The page serves every path, so its frame is a neutral one (NEUTRAL_PATH: no tab current, the area
 * loading) and the browser replaces it (createRoot) instead of hydrating it: measured in Chromium,
 * no layout shift (shell/src/startup/README.md). One page per language (PAGE_FILES, named once in
 * shared-ui/language-pages: index.html Somali, the default, and index.en.html), picked by the
 * suuq_lang cookie (deploy/src/staticHost.mjs, deploy/src/nginx-pages.mjs, shell/src/pwa/swRules.ts).
 */

/**
 * The path the neutral frame is drawn for: a page of no bottom-bar tab, its area loading. A public
 * page: with JavaScript off, its area says the page could not be shown this time, Try again (a reload
 * of whatever address the page was served for) or go home, which fits every address the static page
 * answers, protected ones too (shell/src/layout/NeedsJavaScript.tsx says why).
 */
const NEUTRAL_PATH = '/product/-';

/** The libraries the render service provides to the server entry (server-target.cjs), from the app's own copies. */
const PROVIDED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server', 'styled-components'];

/**
 * The page with a frame drawn into it: the page's #root content (the failure stand-in,
 * first-frame/frame.html) moves into the frame's main, the frame's styles go at the end of
 * <head>, <html lang> is the frame's language, and the frame's head (the shop's title in that
 * language) replaces the page's title.
 * @param {string} page  the built index.html
 * @param {{ lang: string, html: string, styles: string, head?: string }} frame
 */
function bakePage(page, frame) {
  const root = page.match(/<div id=["']?root["']?[^>]*>/i);
  if (!root) throw new Error("the shell's page has no #root");
  const from = root.index + root[0].length;
  const to = page.lastIndexOf('</div>', page.search(/<noscript|<\/body>/i));
  if (to < from) throw new Error("the shell's #root is not closed");
  const standIn = page.slice(from, to);
  const main = frame.html.lastIndexOf('</main>');
  const drawn = main < 0 ? frame.html + standIn : frame.html.slice(0, main) + standIn + frame.html.slice(main);
  const html = page.slice(0, from) + drawn + page.slice(to);
  const title = frame.head?.match(/<title>[\s\S]*?<\/title>/i)?.[0];
  return (title ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title) : html)
    .replace(/<html([^>]*?)\slang=("[^"]*"|'[^']*'|[^\s>]+)/i, '<html$1')
    .replace(/<html/i, `<html lang="${frame.lang}"`)
    .replace(/<\/head>/i, `${frame.styles}</head>`);
}

/**
 * The neutral, logged-out frame in each language, drawn by the server entry in `serverDir` (the
 * shell's server target, built before the page) with the app's React and styled-components.
 * @param {string} serverDir  dist/server
 * @param {string} appDir     the shell's package folder (its React, its styled-components)
 * @returns {Promise<Array<{ lang: string, html: string, styles: string, head: string }>>}
 */
async function drawFrames(serverDir, appDir) {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const entryFile = path.join(serverDir, 'remoteEntry.js');
  // A new build each time (a watch or a second build in one process): the server files are read again.
  for (const file of Object.keys(require.cache)) if (file.startsWith(serverDir + path.sep)) delete require.cache[file];
  const exported = require(entryFile);
  const container = typeof exported.init === 'function' ? exported : Object.values(exported).find((v) => typeof v?.init === 'function');
  if (!container) throw new Error(`${entryFile} is no federation container`);
  const scope = {};
  for (const name of PROVIDED) {
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const version = appRequire(`${pkg}/package.json`).version;
    scope[name] = { [version]: { get: () => () => appRequire(name), loaded: 1, from: 'build', shareConfig: { singleton: true, requiredVersion: false } } };
  }
  await container.init(scope);
  const { render } = (await container.get('./frame'))();
  const { renderToString } = appRequire('react-dom/server');
  const { ServerStyleSheet } = appRequire('styled-components');
  return Object.keys(PAGE_FILES).map((lang) => {
    const drawn = render({ url: NEUTRAL_PATH, cookie: `suuq_lang=${lang}`, area: null });
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(drawn.element));
      return { lang: drawn.lang, html, styles: sheet.getStyleTags(), head: drawn.head };
    } finally {
      sheet.seal();
    }
  });
}

/**
 * The page's build: index.html (Somali) and index.en.html, each with its frame, written after
 * html-webpack-plugin has written the page and before the service worker's precache list and the
 * .gz copies are made (so both pages are precached and compressed as they are served).
 */
class BakedFrame {
  /** @param {{ serverDir: string, appDir: string }} o */
  constructor(o) {
    this.o = o;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BakedFrame', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'BakedFrame', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 100 },
        async () => {
          const page = compilation.getAsset('index.html');
          if (!page) return;
          const text = page.source.source().toString();
          for (const frame of await drawFrames(this.o.serverDir, this.o.appDir)) {
            const source = new webpack.sources.RawSource(bakePage(text, frame));
            const file = PAGE_FILES[frame.lang];
            // Left as drawn (`minimized`): webpack's HTML minimizer rewrites styled-components' tags
            // (its /*!sc*/ rule markers), which then fails to take them over and the English page
            // shifted as React replaced its frame (CLS 0.15 minimized, 0 as drawn: README.md).
            if (compilation.getAsset(file)) compilation.updateAsset(file, source, { minimized: true });
            else compilation.emitAsset(file, source, { minimized: true });
          }
        },
      );
    });
  }
}

module.exports = { BakedFrame, bakePage, drawFrames, PAGE_FILES, NEUTRAL_PATH };
