// A small static host with the cache rules the shop relies on: hashed chunks are immutable,
// entry points (index.html, remoteEntry.js, mf-manifest.json, remotes.json, sw.js) are no-cache,
// every answer carries the origin's security headers (securityHeaders.mjs), and /api is proxied to
// the API server (which sends its own) so pages call the API on their own origin, like nginx would.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { DEFAULT_PAGE_LANGUAGE, PAGE_FILES, pageFileOf } from 'shared-ui/language-pages';
import { languageSwitchAnswer } from 'shared-ui/language-switch';
import { fillRecordSlot } from './releaseRecordSlot.mjs';
import { PERMISSIONS_POLICY } from './securityHeaders.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.css', '.svg', '.map', '.webmanifest', '.txt']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|svg|webp|woff2?)$/;
export const API_PREFIXES = ['/api/', '/customer/api/', '/cutomer/api/'];
/**
 * What search engines read on the shop's origin (server/src/seo): answered by the API from the
 * catalogue, not files of the shell's release. Only the shell's origin sends them on.
 */
export const CRAWLER_PATHS = ['/robots.txt', '/sitemap.xml'];
export const CRAWLER_PREFIX = '/sitemaps/';
export const isCrawlerPath = (pathname) => CRAWLER_PATHS.includes(pathname) || pathname.startsWith(CRAWLER_PREFIX);

export function cacheControlFor(file) {
  if (HASHED.test(file)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** `file.gz` written by the build next to `file`, unless it is older (a stale copy is never sent). */
export function readPrecompressed(file, stat) {
  const gz = fs.statSync(`${file}.gz`, { throwIfNoEntry: false });
  return gz && gz.mtimeMs >= stat.mtimeMs ? fs.readFileSync(`${file}.gz`) : null;
}

/**
 * Whether an API answer goes on gzipped, as nginx's `gzip on` with its `gzip_types` and
 * `gzip_min_length 512` sends it in production: JSON, and the sitemap's XML and robots.txt (never
 * the live feed's event stream, which must flow unbuffered), not already encoded, not under 512
 * bytes when the length is known, and only to a client that takes gzip.
 */
export function gzipsApiAnswer(reqHeaders, upHeaders) {
  if (!/^(application\/(json|xml)|text\/plain)\b/i.test(String(upHeaders['content-type'] || ''))) return false;
  if (upHeaders['content-encoding']) return false;
  const length = Number(upHeaders['content-length']);
  if (Number.isFinite(length) && upHeaders['content-length'] !== undefined && length < 512) return false;
  return /\bgzip\b/.test(String(reqHeaders['accept-encoding'] || ''));
}

function proxy(req, res, apiPort) {
  // As nginx passes them: the address the browser or crawler used (the sitemap's URLs start with it).
  const forwarded = { 'x-forwarded-host': req.headers.host || `127.0.0.1:${apiPort}`, 'x-forwarded-proto': 'http' };
  const upstream = http.request(
    { host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: { ...req.headers, ...forwarded, host: `127.0.0.1:${apiPort}` } },
    (up) => {
      if (req.method === 'HEAD' || !gzipsApiAnswer(req.headers, up.headers)) {
        res.writeHead(up.statusCode || 502, up.headers);
        up.pipe(res);
        return;
      }
      const headers = { ...up.headers, 'content-encoding': 'gzip', vary: up.headers.vary ? `${up.headers.vary}, Accept-Encoding` : 'Accept-Encoding' };
      delete headers['content-length'];
      res.writeHead(up.statusCode || 502, headers);
      up.pipe(zlib.createGzip({ level: 6 })).pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    // The API's answers carry its own headers (passed through as they are); this one is the host's.
    res.writeHead(502, { 'content-type': 'application/json', 'x-content-type-options': 'nosniff', 'permissions-policy': PERMISSIONS_POLICY });
    res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32603, message: 'Service temporarily unavailable' } }));
  });
  req.pipe(upstream);
}

/** How long the static host waits for the render service's page before it serves the frame itself. */
export const RENDER_TIMEOUT_MS = 3000;

/**
 * A page asked of the render service (o.render), as nginx does in production
 * (nginx-pages.mjs): its answer when it gives one below 500; the frame (`fallback`) when it is
 * down, slow past RENDER_TIMEOUT_MS or answers 5xx. Never a blank page or a 5xx of its own.
 */
function pageFromRender(req, res, render, fallback) {
  let done = false;
  const giveUp = () => {
    clearTimeout(timer);
    if (done) return;
    done = true;
    forward.destroy();
    fallback();
  };
  const target = new URL(req.url || '/', render.origin);
  const forward = http.request(target, { method: req.method, headers: { ...req.headers, host: req.headers.host || target.host } }, (answer) => {
    if ((answer.statusCode ?? 502) >= 500) return giveUp();
    clearTimeout(timer);
    done = true;
    res.writeHead(answer.statusCode, answer.headers);
    answer.pipe(res);
  });
  const timer = setTimeout(giveUp, render.timeoutMs ?? RENDER_TIMEOUT_MS);
  forward.on('error', giveUp);
  forward.end();
}

/** A request for a page (a client-side route such as /product/x): no file, no API, no release's path. */
function isPageAddress(o, method, pathname) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path.extname(pathname) || API_PREFIXES.some((p) => pathname.startsWith(p)) || pathname.startsWith('/releases/')) return false;
  if (o.files?.[pathname] || o.dynamic?.[pathname] || (o.crawlers && isCrawlerPath(pathname))) return false;
  return true;
}

/** The first suuq_lang of a Cookie header, as nginx's $cookie_suuq_lang reads it (undefined without one). */
export const languageCookieOf = (cookie) => /(?:^|;)\s*suuq_lang=([^;]*)/.exec(String(cookie ?? ''))?.[1]?.trim();

/**
 * The page a client-side route gets: the shell's build writes one per language, its frame drawn in
 * it (tooling/webpack/baked-frame.cjs), the file of the language its suuq_lang cookie names (the
 * first suuq_lang, as nginx's $cookie_suuq_lang reads it: deploy/src/nginx-pages.mjs), else the
 * default's, Somali's index.html (shared-ui/language-pages, the rule every reader shares). A build
 * without that language's page (a remote's) serves index.html to all.
 */
export function pageFileFor(root, cookie) {
  const page = path.join(root, pageFileOf(languageCookieOf(cookie)));
  const fallback = path.join(root, PAGE_FILES[DEFAULT_PAGE_LANGUAGE]);
  return page !== fallback && fs.existsSync(page) ? page : fallback;
}

/** Without security headers of its own (tools such as the benchmark), any origin may still load it. */
const OPEN_TO_ALL = () => ({ 'Access-Control-Allow-Origin': '*' });

/**
 * The folder a request's path is read from. With releases (releases.mjs), the origin of app `a`
 * serves `/releases/a/<version>/…` from that release's folder (every release it published: open
 * tabs keep their chunks) and everything else from its live release (`releases/a/current`).
 * @returns {{ root: string, rel: string, page: boolean }} page: a client-side route gets index.html
 */
export function locate(o, pathname) {
  if (!o.releases) return { root: o.root, rel: pathname, page: true };
  const own = `/releases/${o.releases.app}/`;
  if (pathname.startsWith(own)) return { root: path.join(o.releases.dir, o.releases.app), rel: pathname.slice(own.length - 1), page: false };
  return { root: path.join(o.releases.dir, o.releases.app, 'current'), rel: pathname, page: true };
}

/**
 * @param {{ root?: string, port: number, apiPort: number, host?: string,
 *           releases?: { dir: string, app: string },
 *           files?: Record<string, string>,
 *           dynamic?: Record<string, (req: http.IncomingMessage) => unknown>,
 *           headers?: (req: http.IncomingMessage) => Record<string, string>,
 *           recordSlot?: () => string | null, crawlers?: boolean, render?: { origin: string, timeoutMs?: number } }} o
 *   root: the folder served (a build); releases: serve an app's releases instead (locate above).
 *   files: single files served at a path, no-cache (the shell's /remotes.json: the release record).
 *   dynamic: JSON documents computed per request (tools such as the benchmark).
 *   headers: the headers of every static answer (securityHeaders.mjs), errors and 304s included.
 *   recordSlot: the release record's text, read at each request of a page: its slot in the
 *   shell's index.html is filled with it (releaseRecordSlot.mjs), as nginx's SSI does.
 *   crawlers: the shell's origin: /robots.txt, /sitemap.xml and /sitemaps/… go to the API.
 *   render: the shell's origin with the render service in front of its pages (`npm start`): a page
 *   request (a client-side route, not a file) is answered by the service, or by this host's frame
 *   when the service fails (pageFromRender).
 */
export function startStaticHost(o) {
  const gzCache = new Map();
  const headersFor = o.headers ?? OPEN_TO_ALL;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url || '/', 'http://x');
    if (o.render && isPageAddress(o, req.method, url.pathname)) {
      return pageFromRender(req, res, o.render, () => serve(req, res, url));
    }
    serve(req, res, url);
  });
  function serve(req, res, url) {
    if (API_PREFIXES.some((p) => url.pathname.startsWith(p))) return proxy(req, res, o.apiPort);
    if (o.crawlers && isCrawlerPath(url.pathname)) return proxy(req, res, o.apiPort);
    for (const [name, value] of Object.entries(headersFor(req))) res.setHeader(name, value);
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405).end();
    // The header's language switch without JavaScript, as the render service answers it (when it
    // is down, or not in front of this host).
    const switched = languageSwitchAnswer(url.pathname, req.headers);
    if (switched) return res.writeHead(switched.status, switched.headers).end();

    const dynamic = o.dynamic?.[url.pathname];
    if (dynamic) {
      res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-cache' });
      return res.end(JSON.stringify(dynamic(req)));
    }

    const { root, rel, page } = locate(o, decodeURIComponent(url.pathname));
    let file = o.files?.[url.pathname] ?? path.normalize(path.join(root, rel));
    if (!o.files?.[url.pathname] && !file.startsWith(root)) return res.writeHead(403).end();
    let stat = fs.statSync(file, { throwIfNoEntry: false });
    let byLanguage = false;
    if (stat?.isDirectory()) {
      byLanguage = page && path.resolve(file) === path.resolve(root);
      file = byLanguage ? pageFileFor(root, req.headers.cookie) : path.join(file, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stat) {
      // Client-side routes get the page; a missing asset is a real 404 (never HTML for a .js).
      if (path.extname(url.pathname) || !page) return res.writeHead(404, { 'cache-control': 'no-cache' }).end('Not found');
      file = pageFileFor(root, req.headers.cookie);
      stat = fs.statSync(file, { throwIfNoEntry: false });
      byLanguage = true;
      if (!stat) return res.writeHead(404).end('Not built');
    }
    const ext = path.extname(file);
    const headers = {
      'content-type': TYPES[ext] || 'application/octet-stream',
      'cache-control': cacheControlFor(path.basename(file)),
      etag: `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`,
      // A route's page is the shopper's language's page (pageFileFor): a cache keeps one per cookie.
      vary: byLanguage ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
    };
    let body = fs.readFileSync(file);
    let filled = false;
    if (o.recordSlot && ext === '.html') {
      const page = fillRecordSlot(body.toString('utf8'), o.recordSlot());
      if (page !== body.toString('utf8')) {
        body = Buffer.from(page);
        filled = true;
        // The record is part of the page: a new record is a new page for caches and 304s.
        headers.etag = `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}-${createHash('sha1').update(body).digest('hex').slice(0, 12)}"`;
      }
    }
    if (req.headers['if-none-match'] === headers.etag) return res.writeHead(304, headers).end();
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] || '') && body.length > 512) {
      const key = `${file}:${headers.etag}`;
      // The build's own .gz (Zopfli, smaller) when it is there, like nginx's gzip_static.
      if (!gzCache.has(key)) gzCache.set(key, (!filled && readPrecompressed(file, stat)) || zlib.gzipSync(body, { level: 9 }));
      body = gzCache.get(key);
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host || '127.0.0.1', () => resolve(server));
  });
}
