// The render service: in front of the shell's static host (or nginx's static server), it answers
// the public pages a remote renders on the server, and passes every other request through
// unchanged. For a rendered page: the shell's own page (fetched from the static host, so its
// release record slot and headers are the live ones), with the owning remote's live release's
// render inside the remote's area, its head tags, styles and data. A render that throws or runs
// past its budget leaves the area empty: the browser renders it as without this service.
import http from 'node:http';
import zlib from 'node:zlib';
import { cacheControlOf } from './cachePolicy.mjs';
import { liveRecord, serverEntryUrl } from './liveRecord.mjs';
import { splitShell } from './page.mjs';
import { renderArea } from './renderArea.mjs';
import { isPageRequest, SERVER_RENDERED, serverOwnerOf } from './routes.mjs';
import { serverEntries } from './serverEntries.mjs';

export const RENDER_BUDGET_MS = 300;

/** Response headers of the static host not to copy onto a rendered page (its body changes). */
// Vary too: the static host varies its page on Accept-Encoding; a rendered page is sent as it is
// (nginx compresses it on the way out), and a shared cache must keep one copy of it, not one per
// browser's Accept-Encoding (render/src/refresh.mjs refreshes that one copy).
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
 * @param {(line: object) => void} [o.log]
 * @param {Record<string, string>} [o.entryOrigins] where this process reaches a remote's origin when
 *   the record's (public) one does not reach it (a container: http://127.0.0.1:8081 → http://nginx:8081)
 */
export function startRenderService({ port, host = '127.0.0.1', upstream, recordFile, apiOrigin, origin, budgetMs = RENDER_BUDGET_MS, log = () => {}, entryOrigins = {} }) {
  const record = liveRecord(recordFile);
  const entryOf = (manifest) => {
    const url = new URL(serverEntryUrl(manifest));
    const inside = entryOrigins[url.origin];
    return inside ? new URL(url.pathname + url.search, inside).href : url.href;
  };
  const entries = serverEntries();

  async function renderPage(req, res, url, remote) {
    const manifest = record()[remote];
    // The shell's page for this URL, as the static host serves it (its live release, its headers).
    const shell = await fetch(new URL(url.pathname + url.search, upstream), { headers: { accept: 'text/html' } });
    const shellHtml = await shell.text();
    let area = null;
    if (manifest) {
      const started = performance.now();
      try {
        const pageOrigin = origin ?? `http://${req.headers.host}`;
        area = await renderArea(entries.load(remote, entryOf(manifest), './render'), { url: url.pathname + url.search, cookie: req.headers.cookie, origin: pageOrigin, apiOrigin }, budgetMs);
        log({ remote, url: url.pathname, ms: Math.round(performance.now() - started), rendered: Boolean(area) });
      } catch (err) {
        log({ remote, url: url.pathname, error: String(err?.message ?? err).split('\n')[0] });
      }
    }
    const headers = {};
    shell.headers.forEach((value, key) => {
      if (!BODY_HEADERS.has(key)) headers[key] = value;
    });
    headers['content-type'] = 'text/html; charset=utf-8';
    // The logged-out view for everyone: a shared cache may keep it, keyed by the language cookie
    // as well as the address (the page's texts follow suuq_lang); how long: cachePolicy.mjs.
    headers['cache-control'] = cacheControlOf(url, Boolean(area));
    headers['x-rendered-by'] = area ? remote : 'none';
    if (!area) {
      res.writeHead(shell.status, headers);
      return res.end(req.method === 'HEAD' ? undefined : shellHtml);
    }
    const { before, after } = splitShell(shellHtml, { remote, url: url.pathname + url.search, lang: area.lang, head: area.head, styles: area.styles, data: area.data });
    // Compressed here when asked (nginx always asks: its cache then keeps one gzipped copy and sends
    // it as it is, instead of compressing ~30 KB at every hit; gunzip for a client that takes none).
    // No Vary: behind nginx every request asks gzip, so one copy serves all (nginx adds Vary itself).
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) headers['content-encoding'] = 'gzip';
    res.writeHead(area.status, headers);
    if (req.method === 'HEAD') return res.end();
    const out = gzip ? zlib.createGzip({ level: 6 }) : res;
    if (gzip) out.pipe(res);
    // Streamed in three writes: the head and frame go out before the page's body.
    out.write(before);
    if (gzip) out.flush();
    out.write(area.html);
    out.end(after);
  }

  /** Anything else goes to the static host as it came. */
  function pass(req, res) {
    const target = new URL(req.url, upstream);
    const forward = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad gateway');
    });
    req.pipe(forward);
  }

  /** Loads the live releases' server entries (a new release: before its first page is asked for). */
  function warm() {
    const live = record();
    return Promise.all(
      SERVER_RENDERED.filter(({ remote }) => live[remote]).map(({ remote }) =>
        entries.load(remote, entryOf(live[remote]), './render').catch((err) => log({ remote, error: `not loaded: ${String(err?.message ?? err).split('\n')[0]}` })),
      ),
    );
  }
  // A release or rollback is seen within a second even when no page is asked for meanwhile.
  const watching = setInterval(warm, 1000);
  watching.unref();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://render');
    const remote = isPageRequest(req.method, url.pathname) ? serverOwnerOf(url.pathname) : null;
    if (!remote) return pass(req, res);
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
