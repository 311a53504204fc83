#!/usr/bin/env node
// The nginx configuration of the shop, generated from the same rules as the local static host:
// the security headers of securityHeaders.mjs on every answer (`always`: errors too), hashed chunks
// immutable, entry files no-cache, the build's .gz served as they are, /api/ proxied to the API
// processes. `node deploy/src/nginx-conf.mjs > deploy/nginx/suuq.conf` writes the committed example
// (the local layout on ports 8080-8084); CI (scripts/nginx-check.mjs) generates its own.
// With `releases` it serves the release tool's folder (releases.mjs) as the local static host does:
// each app's live release (`releases/<app>/current`) at its origin's root, every release it ever
// published at `/releases/<app>/<version>/`, the record's remotes.json at the shell's /remotes.json.
// Over 300 lines for one reason: `nginxConf` is the whole configuration as one template, in the
// order nginx reads it (its page cache and render-service parts are apart, in nginx-pages.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { apiOnceRules } from './apiRetry.mjs';
import { APPS } from './apps.mjs';
import { remoteOriginsOf, securityHeaders } from './securityHeaders.mjs';
import { FRAME_PAGES, framePageHttpLines, frameServer, pagesHttpLines, pagesLocation } from './nginx-pages.mjs';
import { API_PREFIXES, CRAWLER_PATHS, CRAWLER_PREFIX } from './staticHost.mjs';

/** Must match cacheControlFor in staticHost.mjs: webpack's [contenthash:10] names. */
const HASHED = '\\.[0-9a-f]{8,}\\.(js|css|png|svg|webp|woff2?)$';
/** The live stream feed, GET /api/live/streams/:id/feed (shared-api LIVE_FEED_PATH). */
export const LIVE_FEED = '^/api/live/streams/[^/]+/feed$';
/** The largest body nginx passes to the API (fix-image: a base64 image of up to 2 MB; the API allows it 3 MB). */
export const PROXY_BODY_MAX_MB = 4;
/** nginx's own answer to a larger body: the API's wording (server/src/app.ts bodyTooLarge). */
export const API_BODY_TOO_LARGE = `Request too large: the body of a call may be at most ${PROXY_BODY_MAX_MB} MB. Send less data (a smaller picture, fewer items).`;

/** How long nginx keeps an idle connection to an API process open. */
export const API_KEEPALIVE_TIMEOUT = '4s';

/** Entry files and other unhashed files (index.html, remoteEntry.js, mf-manifest.json, sw.js …). */
const ANY_FILE = '\\.[A-Za-z0-9]+$';

const q = (value) => `"${String(value).replace(/(["\\$])/g, '\\$1')}"`;
const indent = (lines, by) => lines.map((l) => (l ? ' '.repeat(by) + l : l)).join('\n');

function headerLines(headers, cacheControl) {
  return [
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${q(value)} always;`),
    `add_header Cache-Control ${q(cacheControl)} always;`,
  ];
}

/**
 * @typedef {{ pkg: string, federation: string, root: string, listen: string, origin: string }} Site
 *   root: the app's dist folder (relative to nginx's -p prefix, or absolute); listen: nginx's
 *   listen value (`127.0.0.1:8080`, `443 ssl`); origin: how browsers reach it (`http://127.0.0.1:8080`).
 * @param {{ shell: Site, remotes: Site[], api: string[], runDir: string, https?: { certificate: string, key: string },
 *           releases?: string, releaseRecord?: { file: string, json: Record<string, string> }, user?: string, mimeTypes?: string,
 *           render?: { upstream: string[], frameListen: string, refreshListen: string } }} o
 *   api: the API processes (host:port), one upstream; runDir: pid, logs and temp files;
 *   releases: the release tool's folder (absolute, named `releases`: the URL path is the path on
 *   disk); the sites' roots are then their live releases and the shell serves its remotes.json;
 *   releaseRecord: a remotes.json served as it is — without either, the record is built from the
 *   remotes' origins (builds in place); user: the workers' `user` when the master runs as root.
 *   The shell's CSP names the remotes' origins: a release moves a remote's path, never its origin.
 *   render: the shop's pages through the render service(s) (host:port each) with nginx's page
 *   cache, its frame listener and refresh listener (nginx-pages.mjs); without it every page is
 *   the shell's index.html as before.
 */
export function nginxConf(o) {
  const https = Boolean(o.https);
  if (o.releases && path.basename(o.releases) !== 'releases') throw new Error(`the releases folder must be named releases: ${o.releases}`);
  const builds = Object.fromEntries(o.remotes.map((r) => [r.federation, `${r.origin}/mf-manifest.json`]));
  const record = o.releaseRecord?.json ?? builds;
  const recordFile = o.releaseRecord?.file ?? (o.releases ? `${o.releases}/remotes.json` : undefined);
  const remoteOrigins = remoteOriginsOf(o.releases ? builds : record);
  const run = o.runDir.replace(/\/$/, '');

  const recordLocation = (headerText) => [
    '  # The release record (remotes.json): read by the shell at run time, never cached.',
    '  location = /remotes.json {',
    ...(headerText ? [headerText] : []),
    ...(recordFile
      ? [`    alias ${recordFile};`, '    default_type application/json;']
      : ['    default_type application/json;', `    return 200 '${JSON.stringify(record)}';`]),
    '  }',
  ];
  // Each language's page (nginx-pages.mjs FRAME_PAGES) with the record in its slot.
  const pageLocation = (headerText) => Object.values(FRAME_PAGES).flatMap((page) => [`  location = ${page} {`, headerText, '    ssi on;', '    gzip_static off;', '  }']);
  const shellRoot = o.releases ? `${o.releases}/${o.shell.pkg}/current` : o.shell.root;

  const site = (s, role) => {
    const headers = securityHeaders({ role, remoteOrigins, https });
    const files = (cache) => indent(headerLines(headers, cache), 4);
    const proxyLines = (by) =>
      [
        // The API sends its own security headers (server/src/http/security-headers.ts).
        ...(https ? [`add_header Strict-Transport-Security ${q(headers['Strict-Transport-Security'])} always;`] : []),
        'proxy_pass http://suuq_api;',
        'proxy_http_version 1.1;',
        'proxy_set_header Connection "";',
        'proxy_set_header Host $host;',
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        'proxy_set_header X-Forwarded-Proto $scheme;',
      ].map((l) => ' '.repeat(by) + l);
    const api = API_PREFIXES.map((prefix) =>
      [
        // ^~: the regex locations below never take an /api/ address (…/new-arrivals.webp).
        `  location ^~ ${prefix} {`,
        ...proxyLines(4),
        '    error_page 413 @api_too_large;',
        // A call that must not be sent twice (a write without its Idempotency-Key: apiRetry.mjs)
        // goes to one API process only; the rest here may be repeated on the other process when
        // this one fails mid-request or answers 503 while it shuts down.
        '    proxy_next_upstream error timeout http_503 non_idempotent;',
        '    error_page 418 = @api_once;',
        '    if ($suuq_api_once) { return 418; }',
        ...(prefix === '/api/'
          ? [
              // A live stream's feed (Server-Sent Events, server/src/live): each event passes at
              // once (no buffering), and the connection stays open between the API's heartbeats.
              `    location ~ "${LIVE_FEED}" {`,
              ...proxyLines(6),
              '      proxy_buffering off;',
              '      proxy_cache off;',
              '      proxy_read_timeout 1h;',
              '    }',
            ]
          : []),
        '  }',
      ].join('\n'),
    );
    // A body over client_max_body_size is refused here, before the API: in the API's JSON-RPC
    // shape with a message (not nginx's HTML page). nginx reads the rest
    // of the body before closing (lingering close), so the client reads this, never a reset.
    // Writes without a key: moved to the other process only when not sent yet (connection
    // refused), nginx's rule for a POST; never repeated once an API process may have acted on them.
    const once = [
      '  location @api_once {',
      ...proxyLines(4),
      '    proxy_next_upstream error timeout;',
      '    recursive_error_pages on;',
      '    error_page 413 @api_too_large;',
      '  }',
    ];
    const tooLarge = [
      '  location @api_too_large {',
      '    default_type application/json;',
      // The origin's headers (Permissions-Policy included), as on every answer nginx makes itself.
      files('no-store'),
      `    return 413 '${JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: API_BODY_TOO_LARGE } })}';`,
      '  }',
    ];
    // What search engines read (server/src/seo): the API answers them from the catalogue, with
    // URLs on the address asked for ($http_host keeps the port; $host drops it) unless the API
    // is given SUUQ_PUBLIC_ORIGIN. Not the remotes' origins: they hold scripts, not pages.
    const crawlerLines = ['    proxy_set_header X-Forwarded-Host $http_host;', ...proxyLines(4)];
    const crawlers =
      role !== 'shell'
        ? []
        : [
            // ^~ like /api/: no regex location below (…\.txt, …\.xml) takes them.
            ...[...CRAWLER_PATHS, CRAWLER_PREFIX].flatMap((p) => [`  location ^~ ${p} {`, ...crawlerLines, '  }']),
          ];
    const releaseRecord =
      role !== 'shell'
        ? []
        : [
            ...recordLocation(files('no-cache')),
            '  # The shell\'s page with the release record in its slot (releaseRecordSlot.mjs): SSI includes',
            '  # /remotes.json at each request; the page is compressed here, not from its .gz twin.',
            ...pageLocation(files('no-cache')),
          ];
    const releases = !o.releases
      ? []
      : [
          '  # Every release this app published, as long as it is on disk: open tabs keep their chunks.',
          `  location ^~ /releases/${s.pkg}/ {`,
          `    root ${path.dirname(o.releases)};`,
          `    location ~ "${HASHED}" {`,
          indent(headerLines(headers, 'public, max-age=31536000, immutable'), 6),
          '      try_files $uri =404;',
          '    }',
          files('no-cache'),
          '    try_files $uri =404;',
          '  }',
        ];
    return [
      `# ${s.pkg}: ${s.origin}`,
      'server {',
      `  listen ${s.listen};`,
      // The refresh listener (nginx-pages.mjs): the same server, never published.
      ...(role === 'shell' && o.render ? [`  listen ${o.render.refreshListen};`] : []),
      ...(https ? [`  ssl_certificate ${o.https.certificate};`, `  ssl_certificate_key ${o.https.key};`] : []),
      `  root ${o.releases ? `${o.releases}/${s.pkg}/current` : s.root};`,
      '  etag on;',
      ...api,
      ...once,
      ...tooLarge,
      ...crawlers,
      ...releaseRecord,
      ...releases,
      '  # Hashed chunks never change: cached for good.',
      `  location ~ "${HASHED}" {`,
      files('public, max-age=31536000, immutable'),
      '    try_files $uri =404;',
      '  }',
      '  # Entry files (index.html, remoteEntry.js, mf-manifest.json, sw.js) change in place: no-cache.',
      '  # A missing asset is a real 404, never the page.',
      `  location ~ "${ANY_FILE}" {`,
      files('no-cache'),
      '    try_files $uri =404;',
      '  }',
      ...(role === 'shell' && o.render
        ? pagesLocation(headerLines(headers, '').slice(0, -1))
        : [
            '  # Client-side routes (/home, /product/…) get the page.',
            '  location / {',
            files('no-cache'),
            '    try_files $uri $suuq_frame_page;',
            '  }',
          ]),
      '}',
    ].join('\n');
  };

  return `${[
    '# Generated by deploy/src/nginx-conf.mjs from deploy/src/securityHeaders.mjs: edit those, not this file.',
    ...(o.user ? [`user ${o.user};`] : []),
    'worker_processes auto;',
    `pid ${run}/nginx.pid;`,
    `error_log ${run}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  include ${o.mimeTypes ?? '/etc/nginx/mime.types'};`,
    '  default_type application/octet-stream;',
    '  charset utf-8;',
    '  charset_types text/css application/javascript application/json text/plain image/svg+xml;',
    `  access_log ${run}/access.log;`,
    `  client_body_temp_path ${run}/client_body;`,
    `  proxy_temp_path ${run}/proxy;`,
    `  fastcgi_temp_path ${run}/fastcgi;`,
    `  uwsgi_temp_path ${run}/uwsgi;`,
    `  scgi_temp_path ${run}/scgi;`,
    '  sendfile on;',
    '  server_tokens off;',
    `  client_max_body_size ${PROXY_BODY_MAX_MB}m;`, // fix-image carries a base64 image of up to 2 MB (server: 3 MB)
    '  # The build writes a Zopfli .gz beside every text asset: sent as it is; smaller files gzipped here.',
    '  gzip_static on;',
    '  gzip on;',
    '  gzip_vary on;',
    '  gzip_min_length 512;',
    '  gzip_types text/css application/javascript application/json application/xml image/svg+xml text/plain;',
    '  # 0: the call may be repeated on another API process, 1: sent once (deploy/src/apiRetry.mjs).',
    '  map "$request_method $uri $http_idempotency_key" $suuq_api_once {',
    '    default 1;',
    ...apiOnceRules().map(([re, once]) => `    "~${re}" ${once};`),
    '  }',
    '  upstream suuq_api {',
    // A process that refused a connection (it is restarting) is left aside for nginx's
    // fail_timeout (10 s), then tried again with one request (README "Rolling the API").
    ...o.api.map((a) => `    server ${a};`),
    // Which process failed, and when, is shared by nginx's workers: once one worker has sent a
    // restarted process a request that it answered, every worker uses it again. Without it each
    // worker kept its own view, and one could still hold a process aside when the next stopped
    // ("no live upstreams": 502 for every call, seen in scripts/api-restart-check.mjs).
    '    zone suuq_api 64k;',
    '    keepalive 16;',
    // An API process that is shutting down cannot close an idle kept connection without racing a
    // request nginx is sending on it: nginx lets go of idle ones itself, well within the 10 s
    // the process gives its requests in hand (server/src/main.ts).
    `    keepalive_timeout ${API_KEEPALIVE_TIMEOUT};`,
    '  }',
    ...framePageHttpLines(),
    ...(o.render ? pagesHttpLines(o.render, run, https) : []),
    indent(
      [
        site(o.shell, 'shell'),
        ...o.remotes.map((r) => site(r, 'remote')),
        // No security headers here: the render service passes the frame's headers on, and the shop's server adds its own.
        ...(o.render ? [frameServer(o.render, shellRoot, [...recordLocation(''), ...pageLocation('    add_header Cache-Control "no-cache" always;')])] : []),
      ]
        .join('\n\n')
        .split('\n'),
      2,
    ),
    '}',
  ].join('\n')}\n`;
}

/**
 * The render service of the local layout (`RENDER_UPSTREAM=http://127.0.0.1:8089 pnpm --filter
 * render start`) and nginx's frame and refresh listeners beside the apps' ports.
 */
export const LOCAL_RENDER = { upstream: ['127.0.0.1:3100'], frameListen: '127.0.0.1:8089', refreshListen: '127.0.0.1:8088' };

/** The local layout: every app's dist under the repository (nginx -p <repository>), one port each. */
export function localLayout({ host = '127.0.0.1', firstPort = 8080, root = (app) => `${app.pkg}/dist` } = {}) {
  return APPS.map((app, i) => ({
    pkg: app.pkg,
    federation: app.federation,
    root: root(app),
    listen: `${host}:${firstPort + i}`,
    origin: `http://${host}:${firstPort + i}`,
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `--release-record <remotes.json>` serves that record (and takes the CSP's origins from it);
  // `--releases <folder>` serves the release tool's folder (pnpm release).
  const arg = (name) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const file = arg('--release-record');
  const releases = arg('--releases') && path.resolve(arg('--releases'));
  const [shell, ...remotes] = localLayout();
  process.stdout.write(
    nginxConf({
      shell,
      remotes,
      api: [`127.0.0.1:${process.env.API_PORT || 4000}`],
      runDir: '.tmp/nginx',
      render: LOCAL_RENDER,
      releases,
      releaseRecord: file ? { file, json: JSON.parse(fs.readFileSync(file, 'utf8')) } : undefined,
    }),
  );
}
