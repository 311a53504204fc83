// One remote's area of one page, rendered on the server within a time budget. The remote's render
// entry loads the page's data and gives back its tree; React renders it (renderToPipeableStream)
// while styled-components collects its styles. Late or failing: null, and the browser renders the
// area as it does without a render service.
import { Writable } from 'node:stream';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The same copies the remotes' server entries get (serverEntries.mjs PROVIDED).
const { renderToPipeableStream } = require('react-dom/server');
const { ServerStyleSheet } = require('styled-components');

/**
 * @param {Promise<{ render: (request: object) => Promise<object|null> }>} loading  the remote's ./render module,
 *   loading or loaded: a release still loading when the budget ends is rendered by the browser (the
 *   load goes on, for the next request)
 * @param {object} request  { url, cookie, origin, apiOrigin }
 * @param {number} budgetMs
 * @returns {Promise<null | { declined: true } | { redirect: string } | { html: string, head: string, styles: string, data: unknown, status: number, lang: string }>}
 *   null when late; `declined` when the remote renders no such page on the server (a live room
 *   that exists: the browser's page), which is no failure
 */
export async function renderArea(loading, request, budgetMs) {
  const started = performance.now();
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve('late'), budgetMs);
  });
  try {
    const entry = await Promise.race([loading, late]);
    if (entry === 'late') return null;
    const result = await Promise.race([entry.render(request), late]);
    if (result === 'late') return null;
    if (!result) return { declined: true };
    // A path the page's owner sends elsewhere (the shell's `/` → /home): nothing to draw.
    if (typeof result.redirect === 'string') return { redirect: result.redirect };
    const sheet = new ServerStyleSheet();
    try {
      const html = await Promise.race([toHtml(sheet.collectStyles(result.element), budgetMs - (performance.now() - started)), late]);
      if (html === 'late') return null;
      return { html, head: result.head, styles: sheet.getStyleTags(), data: result.data, status: result.status, lang: result.lang };
    } finally {
      sheet.seal();
    }
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The area's HTML once all of it is ready (the data is already in the tree: nothing suspends, so
 * this is one pass). Whole, not piped through: the page's styles must be in <head> before it.
 */
function toHtml(element, budgetMs) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed = null;
    const stream = renderToPipeableStream(element, {
      onAllReady: () => (failed ? reject(failed) : stream.pipe(sink)),
      onShellError: reject,
      // A part that throws would be left for the browser with a fallback: the area goes whole or not at all.
      onError: (err) => {
        failed = err;
      },
    });
    setTimeout(() => stream.abort(), Math.max(0, budgetMs)).unref();
  });
}
