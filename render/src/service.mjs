// The render service: in front of the shell's static host (or nginx's static server), it answers
// every page request with the shell's own frame drawn on the server (header, main, bottom bar:
// shell/src/server/frame.tsx) and passes every other request (files, the API, releases) through
// unchanged. For a public page a remote renders on the server, the owning remote's live release's
// render goes inside the frame's area, with its head tags, styles and data. A render that throws or
// runs past its budget leaves the area empty: the browser renders it as without this service. The
// other pages (cart, checkout, account, login, the shell's info pages, unknown paths) get the frame
// alone, its main as the browser draws it before its scripts (the area's loading state, the info
// page, the not-found page); without the frame (a shell build with no server entry, or late) they pass
// through: the static host's page with the first frame's stand-in, as before.
import http from 'node:http';
import zlib from 'node:zlib';
import { languageCookieOf } from 'deploy/static-host';
import { languageSwitchAnswer } from 'shared-ui/language-switch';
import { CACHE_CONTROL, cacheControlOf } from './cachePolicy.mjs';
import { liveRecord, serverEntryUrl } from './liveRecord.mjs';
import { splitFrame, splitShell } from './page.mjs';
import { renderArea } from './renderArea.mjs';
import { isPageRequest, SERVER_RENDERED, serverOwnerOf } from './routes.mjs';
import { serverEntries } from './serverEntries.mjs';

export const RENDER_BUDGET_MS = 300;
/** The shell's frame (header, bottom bar: no data to load), drawn after the page's area. */
export const FRAME_BUDGET_MS = 150;

/**
 * The shell's server entry beside the page the static host serves (shell/src/server/frame.tsx),
 * named by the build the page loads (its main script's hashed name): a new shell release is a new
 * URL, so its frame code is loaded again, and a remote's release (which changes only the page's
 * release record) is not.
 */
export function frameEntryUrl(shellHtml, upstream) {
  const build = shellHtml.match(/<script[^>]*\ssrc=["']?\/?(main\.[0-9a-f]+\.js)/i)?.[1];
  return build ? `${new URL('server/remoteEntry.js', upstream).href}?build=${build}` : null;
}

/** An error's first line, for the log (never a stack). */
const firstLine = (err) => String(err?.message ?? err).split('\n')[0];

/** Response headers of the static host not to copy onto a rendered page (its body changes). */
// Vary too: the static host's is for its own page; a rendered page says its own (below).
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'last-modified', 'transfer-encoding', 'connection', 'keep-alive', 'vary']);

/**
 * @param {object} o
 * @param {number} o.port
 * @param {string} [o.host]
 * @param {string} o.upstream   the shell's static host (http://127.0.0.1:3000)
 * @param {string} o.recordFile the remotes.json the shell reads (releases/remotes.json)
 * @param {string} o.apiOrigin  where the renders reach the API
 * @param {string} [o.origin]   the shop's public origin for canonical and preview URLs (default: the request's Host)
 * @param {number} [o.budgetMs]
 * @param {number} [o.frameBudgetMs]
 * @param {(line: object) => void} [o.log]
 * @param {Record<string, string>} [o.entryOrigins] where this process reaches a remote's origin when
 *   the record's (public) one does not reach it (a container: http://127.0.0.1:8081 → http://nginx:8081)
 */
export function startRenderService({ port, host = '127.0.0.1', upstream, recordFile, apiOrigin, origin, budgetMs = RENDER_BUDGET_MS, frameBudgetMs = FRAME_BUDGET_MS, log = () => {}, entryOrigins = {} }) {
  const record = liveRecord(recordFile);
  const entryOf = (manifest) => {
    const url = new URL(serverEntryUrl(manifest));
    const inside = entryOrigins[url.origin];
    return inside ? new URL(url.pathname + url.search, inside).href : url.href;
  };
  const entries = serverEntries();

  /** One render (a remote's area, the shell's frame) within its budget, logged with its time; null when late or failed. */
  async function timedRender(name, url, loading, request, budget) {
    const started = performance.now();
    try {
      const rendered = await renderArea(loading, request, budget);
      // A declined page (the remote renders no such page) is logged as such, not as a failed render.
      const outcome = rendered?.declined ? { declined: true } : { rendered: Boolean(rendered) };
      log({ remote: name, url: url.pathname, ms: Math.round(performance.now() - started), ...outcome });
      return rendered;
    } catch (err) {
      log({ remote: name, url: url.pathname, error: firstLine(err) });
      return null;
    }
  }

  /** A page request: `remote` renders its area inside the shell's frame, or null (the frame alone). */
  async function renderPage(req, res, url, remote) {
    const manifest = remote ? record()[remote] : undefined;
    // The shell's page for this URL, as the static host serves it (its live release, its headers).
    // Its language's page (the static host picks it by suuq_lang: deploy/src/staticHost.mjs
    // pageFileFor): with the frame late, the area goes into that page's own frame. No other cookie.
    const language = languageCookieOf(req.headers.cookie);
    const shell = await fetch(new URL(url.pathname + url.search, upstream), { headers: { accept: 'text/html', ...(language ? { cookie: `suuq_lang=${language}` } : {}) } });
    const shellHtml = await shell.text();
    const pageOrigin = origin ?? `http://${req.headers.host}`;
    const asked = Date.now();
    const rendered = manifest
      ? await timedRender(remote, url, entries.load(remote, entryOf(manifest), './render'), { url: url.pathname + url.search, cookie: req.headers.cookie, origin: pageOrigin, apiOrigin }, budgetMs)
      : null;
    // The owner draws no such page on the server (a live room that exists is the browser's): the
    // frame alone, as for a page no remote renders; not a failed render.
    const declined = rendered?.declined === true;
    const area = declined ? null : rendered;
    const renderer = declined ? null : remote;
    // The shell's frame around it, drawn by the shell's own release; without it (a shell release
    // with no server entry, or late), the area goes into the first frame's stand-in.
    const frameUrl = frameEntryUrl(shellHtml, upstream);
    const frame =
      frameUrl && shell.ok
        ? await timedRender('shell', url, entries.load('shell', frameUrl, './frame'), { url: url.pathname + url.search, cookie: req.headers.cookie, area: area ? renderer : null }, frameBudgetMs)
        : null;
    // The frame alone did not come: the static host's own answer, as before this service drew it
    // (its stand-in, its headers: no-cache, ETag). Asked again, as it came: only when the frame fails.
    if (!renderer && !frame) return pass(req, res);
    // A path the shell sends elsewhere (`/` → /home): sent on here, so the page it lands on is drawn
    // here too; shared-cacheable like the frame (the shell's route table, not the shopper, decides).
    if (frame?.redirect) {
      res.writeHead(302, { location: `${frame.redirect}${url.search}`, 'cache-control': CACHE_CONTROL.frame });
      return res.end();
    }
    const headers = {};
    shell.headers.forEach((value, key) => {
      if (!BODY_HEADERS.has(key)) headers[key] = value;
    });
    headers['content-type'] = 'text/html; charset=utf-8';
    // The logged-out view for everyone: a shared cache may keep it, keyed by the language cookie
    // as well as the address (the page's texts follow suuq_lang); how long: cachePolicy.mjs.
    headers['cache-control'] = renderer ? cacheControlOf(url, Boolean(area)) : CACHE_CONTROL.frame;
    // What the page's words depend on besides the address: its language is the suuq_lang cookie's,
    // and it comes gzipped when asked. A browser's cache or a CDN keeps one copy per shopper's
    // cookie by it (nginx ignores it: its key has the language, deploy/src/nginx-pages.mjs).
    headers.vary = 'Accept-Encoding, Cookie';
    // The remote whose render is in the area ('none': it failed); a frame alone names none.
    if (renderer) headers['x-rendered-by'] = area ? renderer : 'none';
    // When the area's answers were asked for: the page's data is as old as this, however long nginx
    // or the service worker kept the page (a remote keeps them for a page opened again while fresh:
    // mf-catalogue/src/listing/handedIn.ts reads it as document.lastModified). It also lets a cache
    // answer a browser's If-Modified-Since with 304 for the very copy it holds.
    if (area) headers['last-modified'] = new Date(asked).toUTCString();
    if (!area && !frame) {
      res.writeHead(shell.status, headers);
      return res.end(req.method === 'HEAD' ? undefined : shellHtml);
    }
    const page = { remote: renderer, url: url.pathname + url.search, head: area?.head ?? '', styles: area?.styles ?? '', data: area?.data };
    const { before, after } = frame
      ? splitFrame(shellHtml, { lang: area?.lang ?? frame.lang, frame, area: area && page })
      : splitShell(shellHtml, { ...page, lang: area.lang });
    // Compressed here when asked (nginx always asks: its cache then keeps one gzipped copy and sends
    // it as it is, instead of compressing ~30 KB at every hit; gunzip for a client that takes none).
    // Behind nginx every request asks gzip, so one copy serves all (nginx ignores the Vary above).
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) headers['content-encoding'] = 'gzip';
    // The page's status: its remote's (a product that does not exist: 404), else the frame's (a path
    // no page answers: 404), else the static host's.
    res.writeHead(area?.status ?? frame?.status ?? shell.status, headers);
    if (req.method === 'HEAD') return res.end();
    const out = gzip ? zlib.createGzip({ level: 6 }) : res;
    if (gzip) out.pipe(res);
    // Streamed in three writes: the head and frame go out before the page's body.
    out.write(before);
    if (gzip) out.flush();
    if (area) out.write(area.html);
    out.end(after);
  }

  /**
   * Anything else goes to the static host as it came. A GET or HEAD sent on a kept-alive connection
   * the host closed at that moment (ECONNRESET on a reused socket, HTTP/1.1's known race) is sent
   * once more on a new one, as Node's http.request documents and as nginx's proxy_next_upstream
   * does for requests without a body: a shell script answered 502 that way left a page unhydrated
   * (a clone CI's server-render-framed.spec). Any other failure is logged and answered 502.
   */
  function pass(req, res, again = false) {
    const target = new URL(req.url, upstream);
    const forward = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    const bodiless = req.method === 'GET' || req.method === 'HEAD';
    forward.on('error', (err) => {
      if (!again && bodiless && forward.reusedSocket && err?.code === 'ECONNRESET' && !res.headersSent) return pass(req, res, true);
      log({ url: req.url, error: `static host: ${err?.code ?? err?.message ?? err}` });
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad gateway');
    });
    if (bodiless) forward.end();
    else req.pipe(forward);
  }

  /** Loads the live releases' server entries (a new release: before its first page is asked for), the shell's too. */
  function warm() {
    const live = record();
    const notLoaded = (remote) => (err) => log({ remote, error: `not loaded: ${firstLine(err)}` });
    return Promise.all([
      ...SERVER_RENDERED.filter(({ remote }) => live[remote]).map(({ remote }) => entries.load(remote, entryOf(live[remote]), './render').catch(notLoaded(remote))),
      warmFrame().catch(notLoaded('shell')),
    ]);
  }
  /** The shell's live page names its build: that build's frame entry is loaded. */
  async function warmFrame() {
    const page = await fetch(new URL('/home', upstream), { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(2000) });
    const frameUrl = page.ok ? frameEntryUrl(await page.text(), upstream) : null;
    if (frameUrl) await entries.load('shell', frameUrl, './frame');
  }
  // A release or rollback is seen within a second even when no page is asked for meanwhile.
  const watching = setInterval(warm, 1000);
  watching.unref();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://render');
    if (!isPageRequest(req.method, url.pathname)) return pass(req, res);
    // The header's language switch without JavaScript: the cookie, then back to the page.
    const switched = languageSwitchAnswer(url.pathname, req.headers);
    if (switched) return res.writeHead(switched.status, switched.headers).end();
    const remote = serverOwnerOf(url.pathname);
    renderPage(req, res, url, remote).catch((err) => {
      // The static host itself failed: say so plainly, never a stack.
      log({ url: url.pathname, error: String(err?.message ?? err) });
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The shop could not be reached. Please try again.');
    });
  });
  server.on('close', () => clearInterval(watching));
  // Listening once the live releases are loaded (or failed to): the first pages come rendered.
  return warm().then(() => new Promise((resolve) => server.listen(port, host, () => resolve(server))));
}
