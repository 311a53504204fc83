/**
 * @jest-environment node
 */
import { LOCAL_RENDER, localLayout, nginxConf } from './nginx-conf.mjs';
import { PAGE_CACHE_ZONE, REFRESH_HEADER } from './nginx-pages.mjs';
import { securityHeaders } from './securityHeaders.mjs';

const [shell, ...remotes] = localLayout();
const conf = (extra = {}) => nginxConf({ shell, remotes, api: ['127.0.0.1:4000'], runDir: '/run/suuq', render: LOCAL_RENDER, ...extra });
const serverOf = (text, pkg) => text.slice(text.indexOf(`# ${pkg}:`)).split('\n  }\n')[0];
/** The shop's page location: `location / {` of the shell's server. */
const pagesOf = (text) => serverOf(text, 'shell').split('\n    location / {\n')[1].split('\n    }')[0];
const frameOf = (text) => text.slice(text.indexOf("# The shell's frame")).split('\n  }\n')[0];

describe('the shop\'s pages through the render service (nginx)', () => {
  it('every page request goes to the render service upstream, through the page cache zone', () => {
    const text = conf();
    expect(text).toMatch(new RegExp(`proxy_cache_path /run/suuq/pages [^;]*keys_zone=${PAGE_CACHE_ZONE}:`));
    expect(text).toMatch(/upstream suuq_render \{\n\s+server 127\.0\.0\.1:3100 max_conns=\d+;/);
    const pages = pagesOf(text);
    expect(pages).toContain('proxy_pass http://suuq_render;');
    expect(pages).toContain(`proxy_cache ${PAGE_CACHE_ZONE};`);
    expect(pages).not.toContain('try_files');
    // Without a render service: the shell's page for every route, in the shopper's language.
    expect(pagesOf(conf({ render: undefined }))).toContain('try_files $uri $suuq_frame_page;');
    expect(conf({ render: undefined })).not.toContain('suuq_render');
  });

  it('one cached copy per scheme, host, address with its query, and language cookie', () => {
    const text = conf();
    expect(pagesOf(text)).toContain('proxy_cache_key "$suuq_page_scheme://$host$request_uri $suuq_page_lang";');
    // One copy per page and language, whatever else the shopper's Cookie header holds.
    expect(pagesOf(text)).toContain('proxy_ignore_headers Vary;');
    // The language from suuq_lang: en, or Somali for anything else (as the render service reads it).
    expect(text).toMatch(/map \$cookie_suuq_lang \$suuq_page_lang \{\n\s+default so;\n\s+en en;\n\s+\}/);
  });

  it('stale copies while refreshing or when the service fails; one render per page at a time; the service\'s Cache-Control is honoured', () => {
    const pages = pagesOf(conf());
    expect(pages).toContain('proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;');
    expect(pages).toContain('proxy_cache_background_update on;');
    expect(pages).toContain('proxy_cache_lock on;');
    // No proxy_cache_valid (it would outlive the service's s-maxage) and nothing hidden or ignored
    // but Vary (the key has the language): Cache-Control decides, and an answer that sets a cookie
    // is never kept (nginx's rule).
    expect(pages.replace('proxy_ignore_headers Vary;', '')).not.toMatch(/proxy_cache_valid|proxy_ignore_headers|proxy_hide_header|Cache-Control/);
    expect(pages).toContain('add_header X-Cache-Status $upstream_cache_status always;');
  });

  it('one gzipped copy per page: the service is always asked for gzip, and a client without it gets the page gunzipped', () => {
    const pages = pagesOf(conf());
    expect(pages).toContain('proxy_set_header Accept-Encoding "gzip";');
    expect(pages).toContain('gunzip on;');
  });

  it('the service down, slow or overloaded: the shell\'s frame (its page in the shopper\'s language with the record), never a 5xx', () => {
    const text = conf();
    const pages = pagesOf(text);
    expect(pages).toMatch(/proxy_connect_timeout \d+s;/);
    expect(pages).toMatch(/proxy_read_timeout \d+s;/);
    expect(pages).toContain('proxy_intercept_errors on;');
    // The frame's page in the shopper's language (its frame drawn in it: tooling/webpack/baked-frame.cjs).
    expect(pages).toContain('error_page 500 502 503 504 = $suuq_frame_page;');
    expect(text).toMatch(/map \$cookie_suuq_lang \$suuq_frame_page \{\n\s+default \/index\.html;\n\s+en \/index\.en\.html;\n\s+\}/);
    // Each is the shell's static page with the release record by SSI and its headers.
    for (const page of ['/index.html', '/index.en.html']) {
      const index = serverOf(text, 'shell').split(`location = ${page} {`)[1].split('}')[0];
      expect(index).toContain('ssi on;');
      expect(index).toContain('add_header Cache-Control "no-cache" always;');
    }
  });

  it('the pages carry the shop\'s security headers, like every static answer', () => {
    const pages = pagesOf(conf());
    for (const [name, value] of Object.entries(securityHeaders({ role: 'shell', remoteOrigins: remotes.map((r) => r.origin) }))) {
      expect(pages).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  it('the render service reads the frame from a static-only listener (no loop through itself)', () => {
    const text = conf();
    const frame = frameOf(text);
    expect(frame).toContain(`listen ${LOCAL_RENDER.frameListen};`);
    expect(frame).toContain('root shell/dist;');
    expect(frame).toContain('ssi on;');
    expect(frame).toContain('location = /remotes.json {');
    expect(frame).not.toMatch(/proxy_pass/);
    // With releases: the shell's live release.
    expect(frameOf(conf({ releases: '/srv/suuq/releases' }))).toContain('root /srv/suuq/releases/shell/current;');
  });

  it('a refresh bypasses the cache only on the refresh listener, and the header never reaches the service', () => {
    const text = conf();
    const header = `$http_${REFRESH_HEADER.toLowerCase().replace(/-/g, '_')}`;
    const port = LOCAL_RENDER.refreshListen.split(':')[1];
    expect(serverOf(text, 'shell')).toContain(`listen ${LOCAL_RENDER.refreshListen};`);
    expect(text).toContain(`map "$server_port:${header}" $suuq_page_refresh {\n    default 0;\n    "${port}:1" 1;\n  }`);
    const pages = pagesOf(text);
    expect(pages).toContain('proxy_cache_bypass $suuq_page_refresh;');
    expect(pages).toContain(`proxy_set_header ${REFRESH_HEADER} "";`);
    // Its copies are the shop's scheme's: over https the refresh listener (plain http) stores https copies.
    expect(text).toMatch(new RegExp(`map \\$server_port \\$suuq_page_scheme \\{\\n\\s+default \\$scheme;\\n\\s+${port} http;`));
    expect(conf({ https: { certificate: '/c.pem', key: '/k.pem' } })).toMatch(new RegExp(`\\n\\s+${port} https;`));
  });
});
