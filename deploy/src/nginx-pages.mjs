// The shop's pages through the render service (render/), as nginx serves them: every
// page request (a client-side route such as /product/<slug>, /home, /cart) goes to the render
// service with nginx's own page cache in front of it; the render service renders the pages a remote
// renders, and draws the shell's frame alone around the others (cart, checkout, account: the
// browser renders their area). Nginx keeps what the service allows (its Cache-Control: s-maxage=60,
// stale-while-revalidate=300, render/src/cachePolicy.mjs; the static page's no-cache, which the
// service passes on when its frame did not come, is never kept, nor an answer that sets a cookie:
// nginx's rule), one copy per address and language.
//
// Never a blank or 5xx page: when the service is down, slow past PAGE_TIMEOUT, over PAGE_MAX_CONNS
// or answers 5xx, nginx serves a copy it holds (stale) or else today's frame, the shell's page
// in the shopper's language from its static files (`error_page … = $suuq_frame_page`).
//
// Two listeners of 127.0.0.1 (or the container's network, never published) serve the service:
// - the frame listener: the shell's static files only (the page, with the release record by SSI),
//   where the render service fetches the shell's page: nothing it asks goes back through itself;
// - the refresh listener, a second `listen` of the shop's own server: a request there with
//   `X-Suuq-Refresh: 1` bypasses the cache and stores the new page (render/src/refresh.mjs sends
//   them on the catalogue's change notifications). The header means nothing on the public port,
//   and is never passed on.

import { DEFAULT_PAGE_LANGUAGE, PAGE_FILES } from 'shared-ui/language-pages';

/** The cache zone of pages, its folder under nginx's run folder. */
export const PAGE_CACHE_ZONE = 'suuq_pages';
/** How long nginx waits for the render service (connect; between two reads) before the frame. */
export const PAGE_TIMEOUT = { connect: '1s', read: '3s' };
/** Renders in flight per render process before nginx answers with the frame (overload). */
export const PAGE_MAX_CONNS = 64;
/** The header of a refresh; honoured on the refresh listener only. */
export const REFRESH_HEADER = 'X-Suuq-Refresh';
/**
 * The language a page is rendered in, from the `suuq_lang` cookie (shared-ui/language-cookie):
 * the render service renders English for `en` and Somali for anything else, so any other value
 * shares the Somali copy (a made-up cookie cannot fill the cache with copies).
 */
export const PAGE_LANGUAGES = { default: 'so', en: 'en' };

/**
 * The shell's page for each language (tooling/webpack/baked-frame.cjs draws its frame in it), picked
 * by the same cookie: what nginx serves when the render service fails, and for every page without it.
 * The files are shared-ui/language-pages' (the rule the static host and the service worker read):
 * the default language's for any other cookie, `{ default: '/index.html', en: '/index.en.html' }`.
 */
export const FRAME_PAGES = {
  default: `/${PAGE_FILES[DEFAULT_PAGE_LANGUAGE]}`,
  ...Object.fromEntries(Object.entries(PAGE_FILES).filter(([lang]) => lang !== DEFAULT_PAGE_LANGUAGE).map(([lang, file]) => [lang, `/${file}`])),
};

/** The map of the frame's page by the shopper's language ($suuq_frame_page), in the http block. */
export function framePageHttpLines() {
  return [
    '  map $cookie_suuq_lang $suuq_frame_page {',
    `    default ${FRAME_PAGES.default};`,
    ...Object.entries(FRAME_PAGES).filter(([k]) => k !== 'default').map(([k, v]) => `    ${k} ${v};`),
    '  }',
  ];
}

const portOf = (listen) => /(\d+)(?:\s|$)/.exec(listen)?.[1];

/**
 * The lines of nginx's http block for the pages: the render upstream, the cache zone, the maps.
 * @param {{ upstream: string[], refreshListen: string }} render
 * @param {string} run nginx's run folder
 * @param {boolean} https the shop's server speaks https (the refresh listener is plain http)
 */
export function pagesHttpLines(render, run, https) {
  return [
    '  # Pages: the render service (deploy/src/nginx-pages.mjs), kept in a cache zone of its own.',
    `  proxy_cache_path ${run}/pages levels=1:2 keys_zone=${PAGE_CACHE_ZONE}:10m max_size=1g inactive=1h use_temp_path=off;`,
    '  upstream suuq_render {',
    ...render.upstream.map((a) => `    server ${a} max_conns=${PAGE_MAX_CONNS};`),
    '    zone suuq_render 64k;',
    '    keepalive 16;',
    '  }',
    '  map $cookie_suuq_lang $suuq_page_lang {',
    `    default ${PAGE_LANGUAGES.default};`,
    ...Object.entries(PAGE_LANGUAGES).filter(([k]) => k !== 'default').map(([k, v]) => `    ${k} ${v};`),
    '  }',
    // The refresh listener speaks plain http: its copies are the shop's scheme's copies.
    '  map $server_port $suuq_page_scheme {',
    '    default $scheme;',
    `    ${portOf(render.refreshListen)} ${https ? 'https' : 'http'};`,
    '  }',
    `  map "$server_port:$http_${REFRESH_HEADER.toLowerCase().replace(/-/g, '_')}" $suuq_page_refresh {`,
    '    default 0;',
    `    "${portOf(render.refreshListen)}:1" 1;`,
    '  }',
  ];
}

/**
 * The page location of the shop's server (instead of try_files to index.html).
 * @param {string[]} headerLines the origin's security headers (`add_header … always;`), not Cache-Control: the service's is kept
 */
export function pagesLocation(headerLines) {
  return [
    '  # Pages (/home, /product/…): the render service, cached; the frame when it fails.',
    '  location / {',
    ...headerLines.map((l) => `    ${l}`),
    '    add_header X-Cache-Status $upstream_cache_status always;',
    '    proxy_pass http://suuq_render;',
    '    proxy_http_version 1.1;',
    '    proxy_set_header Connection "";',
    '    proxy_set_header Host $http_host;',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Forwarded-Proto $suuq_page_scheme;',
    `    proxy_set_header ${REFRESH_HEADER} "";`,
    // The service's page gzipped (render/src/service.mjs): kept so, sent as it is, gunzipped for
    // a client that takes no gzip.
    '    proxy_set_header Accept-Encoding "gzip";',
    '    gunzip on;',
    `    proxy_cache ${PAGE_CACHE_ZONE};`,
    '    proxy_cache_key "$suuq_page_scheme://$host$request_uri $suuq_page_lang";',
    // The service's Vary (Accept-Encoding, Cookie) is for browsers and CDNs and passes on to them;
    // this cache keys by the language itself and always asks gzip: one copy per page and language,
    // not one per shopper's whole Cookie header (render/src/refresh.mjs refreshes that copy).
    '    proxy_ignore_headers Vary;',
    '    proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;',
    '    proxy_cache_background_update on;',
    '    proxy_cache_lock on;',
    '    proxy_cache_lock_timeout 2s;',
    '    proxy_cache_bypass $suuq_page_refresh;',
    `    proxy_connect_timeout ${PAGE_TIMEOUT.connect};`,
    `    proxy_read_timeout ${PAGE_TIMEOUT.read};`,
    '    proxy_next_upstream error timeout http_502 http_503;',
    '    proxy_intercept_errors on;',
    '    error_page 500 502 503 504 = $suuq_frame_page;',
    '  }',
  ];
}

/**
 * The frame listener: the shell's page and files as the static host has them, nothing proxied.
 * @param {{ frameListen: string }} render
 * @param {string} root the shell's root
 * @param {string[]} recordLines the release record's location and the SSI'd index.html (as the shop's server has them)
 */
export function frameServer(render, root, recordLines) {
  return [
    `# The shell's frame for the render service (never published): static files only.`,
    'server {',
    `  listen ${render.frameListen};`,
    `  root ${root};`,
    ...recordLines,
    '  location / {',
    '    add_header Cache-Control "no-cache" always;',
    '    try_files $uri /index.html;',
    '  }',
    '}',
  ].join('\n');
}
