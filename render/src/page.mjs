// Puts a server-rendered page into the shell's index.html (pure text work, tested alone).

/** JSON inside <script>: nothing in it can close the element or open a comment. */
export const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The shell's first frame's loading sign: the rendered area takes its place, and it is hidden. */
const FRAME_STATUS = /<div class=["']?ff-wait[\s"'>]/i;
const HIDE_WAITING = '<style>[data-server-rendered]~.ff-wait{display:none}</style>';

/** The id of the page's embedded data (read once at hydration). */
export const PAGE_DATA_ID = 'suuq-page-data';

/**
 * The shell's page split around the rendered area: `before` ends where the area's HTML goes,
 * `after` is the rest. The page's head tags replace the shell's title and description; styles go
 * at the end of <head>; the area sits at the start of the shell's root, marked with the remote that
 * rendered it, and the data follows it once.
 * @param {string} shellHtml
 * @param {{ remote: string, lang: string, head: string, styles: string, data: unknown }} o
 */
export function splitShell(shellHtml, { remote, lang, head, styles, data }) {
  let html = shellHtml;
  if (/<title>/i.test(head)) html = html.replace(/<title>[\s\S]*?<\/title>/i, '');
  if (/<meta name="description"/i.test(head)) html = html.replace(/<meta\s+name=["']?description["']?[^>]*>/i, '');
  html = html.replace(/<html([^>]*?)\slang=("[^"]*"|'[^']*'|[^\s>]+)/i, '<html$1').replace(/<html/i, `<html lang="${lang === 'en' ? 'en' : 'so'}"`);
  html = html.replace(/<\/head>/i, `${head}${styles}${HIDE_WAITING}</head>`);
  const root = html.match(/<div id=["']?root["']?[^>]*>/i);
  if (!root) throw new Error("the shell's page has no #root");
  // Under the first frame's bar, in place of its loading sign (shell/src/startup/first-frame/).
  const wait = html.slice(root.index).search(FRAME_STATUS);
  const at = wait >= 0 ? root.index + wait : root.index + root[0].length;
  const open = `<div data-remote-area="${remote}" data-server-rendered="${remote}">`;
  const close = `</div><script type="application/json" id="${PAGE_DATA_ID}">${scriptJson({ remote, data })}</script>`;
  return { before: html.slice(0, at) + open, after: close + html.slice(at) };
}
