// Puts a server-rendered page into the shell's index.html (pure text work, tested alone).
import { PAGE_DATA_ID, SERVER_AREA_ATTRIBUTE } from 'shared-federation/server-page';

export { PAGE_DATA_ID };

/** JSON inside <script>: nothing in it can close the element or open a comment. */
export const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The shell's first frame's loading sign: the rendered area takes its place, and it is hidden. */
const FRAME_STATUS = /<div class=["']?ff-wait[\s"'>]/i;
const HIDE_WAITING = `<style>[${SERVER_AREA_ATTRIBUTE}]~.ff-wait{display:none}</style>`;

/**
 * The shell's page split around the rendered area: `before` ends where the area's HTML goes,
 * `after` is the rest. The page's head tags replace the shell's title and description; styles go
 * at the end of <head>; the area sits at the start of the shell's root, marked with the remote that
 * rendered it, and the data follows it once (what the shell hands that remote to hydrate the area:
 * shell/src/startup/serverArea.ts).
 * @param {string} shellHtml
 * @param {{ remote: string, url: string, lang: string, head: string, styles: string, data: unknown }} o
 */
export function splitShell(shellHtml, { remote, url, lang, head, styles, data }) {
  // A page another render service already rendered (one in front of another by mistake): one
  // area per page, or the browser would find two and hydrate neither.
  if (shellHtml.includes(`${SERVER_AREA_ATTRIBUTE}=`)) throw new Error('the upstream page is rendered already');
  let html = shellHtml;
  if (/<title>/i.test(head)) html = html.replace(/<title>[\s\S]*?<\/title>/i, '');
  if (/<meta name="description"/i.test(head)) html = html.replace(/<meta\s+name=["']?description["']?[^>]*>/i, '');
  const pageLang = lang === 'en' ? 'en' : 'so';
  html = html.replace(/<html([^>]*?)\slang=("[^"]*"|'[^']*'|[^\s>]+)/i, '<html$1').replace(/<html/i, `<html lang="${pageLang}"`);
  html = html.replace(/<\/head>/i, `${head}${styles}${HIDE_WAITING}</head>`);
  const root = html.match(/<div id=["']?root["']?[^>]*>/i);
  if (!root) throw new Error("the shell's page has no #root");
  // Under the first frame's bar, in place of its loading sign (shell/src/startup/first-frame/).
  const wait = html.slice(root.index).search(FRAME_STATUS);
  const at = wait >= 0 ? root.index + wait : root.index + root[0].length;
  const open = `<div ${SERVER_AREA_ATTRIBUTE}="${remote}">`;
  const close = `</div><script type="application/json" id="${PAGE_DATA_ID}">${scriptJson({ remote, url, lang: pageLang, data })}</script>`;
  return { before: html.slice(0, at) + open, after: close + html.slice(at) };
}
