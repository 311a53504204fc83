// Puts a server-rendered page into the shell's index.html (pure text work, tested alone).
import { AREA_SLOT, PAGE_DATA_ID, SERVER_AREA_ATTRIBUTE, SERVER_FRAME_ATTRIBUTE } from 'shared-federation/server-page';

export { PAGE_DATA_ID };

/** JSON inside <script>: nothing in it can close the element or open a comment. */
export const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Where the area goes in a static page, and the rule that hides what it replaces: the static page's
 * frame's loading area (the shell's frame drawn at build time: tooling/webpack/baked-frame.cjs), in
 * the frame's main; or, in a shell release from before that (rolled back to, or still live beside a
 * newer service), the hand-drawn stand-in's loading mark under its bar.
 */
const WAITING = [
  { at: /<section [^>]*data-remote-area=[^>]*aria-busy=["']?true/i, hide: `<style>[${SERVER_AREA_ATTRIBUTE}]~[data-remote-area][aria-busy=true]{display:none}</style>` },
  { at: /<div class=["']?ff-wait[\s"'>]/i, hide: `<style>[${SERVER_AREA_ATTRIBUTE}]~.ff-wait{display:none}</style>` },
];

/**
 * The shell's page split around the rendered area, when the shell's own frame was not drawn on the
 * server (a shell release without a server entry, or its frame late): the area goes into the static
 * page's frame, drawn at build time. `before` ends where the area's HTML goes,
 * `after` is the rest. The page's head tags replace the shell's title and description; styles go
 * at the end of <head>; the area sits at the start of the shell's root, marked with the remote that
 * rendered it, and the data follows it once (what the shell hands that remote to hydrate the area:
 * shell/src/startup/serverArea.ts).
 * @param {string} shellHtml
 * @param {{ remote: string, url: string, lang: string, head: string, styles: string, data: unknown }} o
 */
export function splitShell(shellHtml, { remote, url, lang, head, styles, data }) {
  refuseRendered(shellHtml);
  const waiting = WAITING.find(({ at }) => at.test(shellHtml)) ?? WAITING[0];
  const html = withHead(shellHtml, { lang, head, tags: `${styles}${waiting.hide}` });
  const root = html.match(/<div id=["']?root["']?[^>]*>/i);
  if (!root) throw new Error("the shell's page has no #root");
  // In place of its loading area (shell/src/startup/first-frame/).
  const wait = html.slice(root.index).search(waiting.at);
  const at = wait >= 0 ? root.index + wait : root.index + root[0].length;
  const { open, close } = areaTags({ remote, url, lang, data });
  return { before: html.slice(0, at) + open, after: close + html.slice(at) };
}

/**
 * The page with the shell's own frame drawn on the server (shell/src/server/frame.tsx) in place of
 * the first frame's stand-in: #root holds the frame, marked for the shell to hydrate; the remote's
 * area, when it rendered, goes at the frame's slot, with its data (`after` then follows it), else the
 * frame is the whole page (`before`, and `after` is empty). The static page's failure block, hidden,
 * ends the body (shellFailedOf). The head is the area's; with no area, the frame's own (the
 * shell's not-found page), else the static page's.
 * @param {string} shellHtml
 * @param {{ lang: string, frame: { html: string, styles: string, head?: string },
 *   area: null | { remote: string, url: string, head: string, styles: string, data: unknown } }} o
 */
export function splitFrame(shellHtml, { lang, frame, area }) {
  refuseRendered(shellHtml);
  const html = withHead(withoutStaticFrameStyles(shellHtml), { lang, head: (area ? area.head : frame.head) || '', tags: `${frame.styles}${area?.styles ?? ''}` });
  const root = html.match(/<div id=["']?root["']?[^>]*>/i);
  if (!root) throw new Error("the shell's page has no #root");
  const from = root.index + root[0].length;
  const end = contentEnd(html, from);
  const openRoot = root[0].replace(/>$/, ` ${SERVER_FRAME_ATTRIBUTE}="${pageLanguage(lang)}">`);
  const start = html.slice(0, root.index) + openRoot;
  const rest = withShellFailed(html.slice(end), shellFailedOf(html.slice(from, end)));
  const slot = frame.html.indexOf(AREA_SLOT);
  if (!area || slot < 0) return { before: start + frame.html.replace(AREA_SLOT, '') + rest, after: '' };
  const { open, close } = areaTags({ remote: area.remote, url: area.url, lang, data: area.data });
  return { before: start + frame.html.slice(0, slot) + open, after: close + frame.html.slice(slot + AREA_SLOT.length) + rest };
}

/**
 * The static page's "the shop did not load" block with its Try again (the shell's
 * first-frame/frame.html, FRAME_FAILED), hidden until the early script's watcher
 * (watchShellScripts) shows it because one of the shell's own scripts failed. The frame drawn here
 * replaces #root's content, the block with it; it goes back in after #root, at the end of <body>:
 * the shell hydrates #root, and a node of its own in there would be a mismatch. Its styles (the
 * static page's own <style>, kept) lay it over the server's page, which stays readable, its links
 * working. The same block, the same watcher and the same styles as the static page's, all from
 * the shell's live release. A shell release from before this has no rule to lay it over the page:
 * its watcher shows it only when the page has its loading area (then at the end of the page, still
 * better than nothing), and a release from before the static frame (.ff-wait) never shows it.
 * @param {string} rootContent  the static page's #root content
 */
function shellFailedOf(rootContent) {
  const open = rootContent.match(/<div\s[^>]*class=["']?ff-failed[\s"'>]/i);
  if (!open) return '';
  const tag = rootContent.slice(open.index).match(/^<div\b[^>]*>/i)[0];
  const end = contentEnd(rootContent, open.index + tag.length, 'the failure block');
  return rootContent.slice(open.index, end) + rootContent.slice(end).match(/^<\/div[^>]*>/i)[0];
}

/** The page after #root with the failure block at the end of <body>: outside #root, after everything the page had. */
function withShellFailed(afterRoot, block) {
  if (!block) return afterRoot;
  const body = afterRoot.search(/<\/body>/i);
  return body < 0 ? afterRoot + block : afterRoot.slice(0, body) + block + afterRoot.slice(body);
}

/**
 * The static page's own frame's styles (drawn at build time: tooling/webpack/baked-frame.cjs, the
 * only styled-components tags in the shell's index.html) go with the frame they style: the frame
 * drawn here brings its own, and the page would carry both (about 8 KB).
 */
const withoutStaticFrameStyles = (shellHtml) => {
  const head = shellHtml.search(/<\/head>/i);
  if (head < 0) return shellHtml;
  return shellHtml.slice(0, head).replace(/<style[^>]*\sdata-styled[\s=][^>]*>[\s\S]*?<\/style>/gi, '') + shellHtml.slice(head);
};

/** The page's language as written into it: English, or the shop's default, Somali, for anything else. */
const pageLanguage = (lang) => (lang === 'en' ? 'en' : 'so');

/** One area per page: a page another render service already rendered (one in front of another by mistake) is refused, or the browser would find two and hydrate neither. */
function refuseRendered(shellHtml) {
  if (shellHtml.includes(`${SERVER_AREA_ATTRIBUTE}=`) || shellHtml.includes(`${SERVER_FRAME_ATTRIBUTE}=`)) throw new Error('the upstream page is rendered already');
}

/** The page's head tags in place of the shell's title and description, `tags` (styles) at the end of <head>, and `<html lang>`. */
function withHead(shellHtml, { lang, head, tags }) {
  let html = shellHtml;
  if (/<title>/i.test(head)) html = html.replace(/<title>[\s\S]*?<\/title>/i, '');
  if (/<meta name="description"/i.test(head)) html = html.replace(/<meta\s+name=["']?description["']?[^>]*>/i, '');
  html = html.replace(/<html([^>]*?)\slang=("[^"]*"|'[^']*'|[^\s>]+)/i, '<html$1').replace(/<html/i, `<html lang="${pageLanguage(lang)}"`);
  return html.replace(/<\/head>/i, `${head}${tags}</head>`);
}

/** The area's element, marked with the remote that rendered it, and its data after it, once (shell/src/startup/serverArea.ts reads them). */
function areaTags({ remote, url, lang, data }) {
  return {
    open: `<div ${SERVER_AREA_ATTRIBUTE}="${remote}">`,
    close: `</div><script type="application/json" id="${PAGE_DATA_ID}">${scriptJson({ remote, url, lang: pageLanguage(lang), data })}</script>`,
  };
}

/** Where #root's (or another <div>'s) content ends, at its closing tag: the <div>s inside counted, so the frame replaces all of it. */
function contentEnd(html, from, what = "the shell's #root") {
  const tag = /<(\/?)div\b[^>]*>/gi;
  tag.lastIndex = from;
  let depth = 1;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index;
  }
  throw new Error(`${what} is not closed`);
}
