/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { API_BODY_TOO_LARGE, LIVE_FEED, localLayout, nginxConf } from './nginx-conf.mjs';
import { PERMISSIONS_POLICY, securityHeaders } from './securityHeaders.mjs';

const [shell, ...remotes] = localLayout();
const conf = (extra = {}) => nginxConf({ shell, remotes, api: ['127.0.0.1:4000', '127.0.0.1:4001'], runDir: '/run/suuq', ...extra });
/** The text of one `server { … }` block, by the site's comment line. */
const serverOf = (text, pkg) => text.slice(text.indexOf(`# ${pkg}:`)).split('\n  }\n')[0];

describe('the nginx configuration', () => {
  it('deploy/nginx/suuq.conf is what the generator writes (edit the generator, not the file)', () => {
    const generated = execFileSync('node', ['deploy/src/nginx-conf.mjs'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, API_PORT: '4000' } });
    expect(fs.readFileSync(path.join(ROOT, 'deploy/nginx/suuq.conf'), 'utf8')).toBe(generated);
  });

  it('every static location of every origin sends the same headers as the static host, with `always`', () => {
    const text = conf();
    for (const [site, role] of [[shell, 'shell'], ...remotes.map((r) => [r, 'remote'])]) {
      const block = serverOf(text, site.pkg);
      // Not the API's: /api/ and @api_once pass the API's answers with its own headers.
      const locations = block.split(/\n {4}location /).slice(1).filter((l) => !/^(\^~ \/|@api_once )/.test(l));
      expect(locations.length).toBeGreaterThanOrEqual(3);
      for (const [name, value] of Object.entries(securityHeaders({ role, remoteOrigins: remotes.map((r) => r.origin) }))) {
        for (const location of locations) expect(location).toContain(`add_header ${name} "${value}" always;`);
      }
    }
  });

  it('hashed chunks are immutable and entry files no-cache; the build\'s .gz files are served', () => {
    const block = serverOf(conf(), 'mf-catalogue');
    expect(block).toMatch(/location ~ "\\\.\[0-9a-f\]\{8,\}[^\n]*\n(.*\n)*?.*Cache-Control "public, max-age=31536000, immutable" always;/);
    expect(block).toMatch(/location ~ "\\\.\[A-Za-z0-9\]\+\$" \{\n(.*\n)*?.*Cache-Control "no-cache" always;/);
    expect(conf()).toContain('gzip_static on;');
  });

  it('the shell serves /sw.js no-cache from its root (the worker’s scope is the whole shop), never immutable', () => {
    const block = serverOf(conf(), 'shell');
    // Each regex location of the shell, in order, with its Cache-Control: the first match wins.
    const locations = [...block.matchAll(/location ~ "([^"]+)" \{\n((?:.*\n)*?)\s*\}/g)].map(([, re, body]) => ({
      re: new RegExp(re),
      cache: /Cache-Control "([^"]+)"/.exec(body)?.[1],
    }));
    const cacheOf = (file) => locations.find((l) => l.re.test(`/${file}`))?.cache;
    expect(cacheOf('sw.js')).toBe('no-cache');
    expect(cacheOf('manifest.webmanifest')).toBe('no-cache');
    expect(cacheOf('main.0123456789.js')).toBe('public, max-age=31536000, immutable');
    expect(block).not.toMatch(/location[^\n]*sw\.js/); // no special location that could move it
  });

  it('/api/ goes to one upstream of every API process and keeps the API\'s own headers', () => {
    const text = conf();
    expect(text).toMatch(/upstream suuq_api \{\n\s+server 127\.0\.0\.1:4000;\n\s+server 127\.0\.0\.1:4001;/);
    const api = serverOf(text, 'shell').split('location ^~ /api/ {')[1].split('}')[0];
    expect(api).toContain('proxy_pass http://suuq_api;');
    expect(api).not.toContain('add_header');
  });

  it('a body over client_max_body_size on /api/ is the API-shaped 413 (JSON message, Permissions-Policy), not nginx\'s page', () => {
    const text = conf();
    for (const prefix of ['/api/', '/customer/api/', '/cutomer/api/']) {
      expect(serverOf(text, 'shell').split(`location ^~ ${prefix} {`)[1].split('}')[0]).toContain('error_page 413 @api_too_large;');
    }
    const named = serverOf(text, 'shell').split('location @api_too_large {')[1].split('\n  }')[0];
    expect(named).toContain('default_type application/json;');
    expect(named).toContain(`add_header Permissions-Policy "${PERMISSIONS_POLICY}" always;`);
    const body = JSON.parse(named.split("return 413 '")[1].split("';")[0]);
    expect(body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: API_BODY_TOO_LARGE } });
    expect(API_BODY_TOO_LARGE).toMatch(/at most 4 MB/);
    expect(text).toContain('client_max_body_size 4m;');
  });

  it("/api/ never hides the API's Permissions-Policy (nor any of its headers) on any origin", () => {
    const text = conf({ https: { certificate: '/c.pem', key: '/k.pem' } });
    expect(text).toContain('location ^~ /api/ {');
    expect(text).not.toMatch(/proxy_hide_header|proxy_ignore_headers/);
  });

  it('a live stream\'s feed (Server-Sent Events) is passed unbuffered and kept open between heartbeats', () => {
    const text = conf();
    const api = serverOf(text, 'shell').split('location ^~ /api/ {')[1];
    const feed = api.split('location ~ "^/api/live/streams/[^/]+/feed$" {')[1].split('}')[0];
    expect(feed).toContain('proxy_pass http://suuq_api;');
    expect(feed).toContain('proxy_buffering off;');
    expect(feed).toContain('proxy_read_timeout 1h;');
    expect(new RegExp(LIVE_FEED).test('/api/live/streams/12/feed')).toBe(true);
    expect(new RegExp(LIVE_FEED).test('/api/live/streams/12/replay')).toBe(false);
  });

  it('the shell serves the release record no-cache; the CSP takes its origins from it', () => {
    const json = { mf_catalogue: 'https://catalogue.suuq.so/releases/1.2.0/mf-manifest.json' };
    const text = conf({ releaseRecord: { file: '/srv/suuq/remotes.json', json } });
    expect(text).toContain('alias /srv/suuq/remotes.json;');
    expect(text).toContain("script-src 'self' https://catalogue.suuq.so;");
    expect(conf()).toContain(`return 200 '{"mf_catalogue":"${remotes[0].origin}/mf-manifest.json"`);
  });

  it('with releases: the live release at the root, every release under /releases/<app>/, the record at /remotes.json', () => {
    const text = conf({ releases: '/srv/suuq/releases' });
    const catalogue = text.slice(text.indexOf('# mf-catalogue:'), text.indexOf('# mf-checkout:'));
    expect(catalogue).toContain('root /srv/suuq/releases/mf-catalogue/current;');
    const releases = catalogue.split('location ^~ /releases/mf-catalogue/ {')[1].split('\n    }\n')[0];
    // URL path = path on disk: /releases/mf-catalogue/<version>/x is /srv/suuq/releases/mf-catalogue/<version>/x.
    expect(releases).toContain('root /srv/suuq;');
    expect(releases).toMatch(/location ~ "\\\.\[0-9a-f\]\{8,\}[^\n]*\n(.*\n)*?.*Cache-Control "public, max-age=31536000, immutable" always;/);
    expect(catalogue).not.toContain('location ^~ /releases/mf-checkout/');
    expect(serverOf(text, 'shell')).toContain('alias /srv/suuq/releases/remotes.json;');
    expect(text).toContain(`script-src 'self' ${remotes.map((r) => r.origin).sort().join(' ')};`);
    expect(() => conf({ releases: '/srv/suuq/builds' })).toThrow('must be named releases');
  });

  it('Strict-Transport-Security and upgrade-insecure-requests only over https, on /api/ too', () => {
    expect(conf()).not.toContain('Strict-Transport-Security');
    const text = conf({ https: { certificate: '/etc/ssl/suuq.pem', key: '/etc/ssl/suuq.key' } });
    expect(text).toContain('ssl_certificate /etc/ssl/suuq.pem;');
    const api = serverOf(text, 'shell').split('location ^~ /api/ {')[1].split('}')[0];
    expect(api).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
    expect(text).toContain('upgrade-insecure-requests');
  });

  it('pid, logs and temp files stay in its own folder; `user` only when asked', () => {
    const text = conf();
    for (const d of ['pid', 'error_log', 'access_log', 'client_body_temp_path', 'proxy_temp_path']) expect(text).toMatch(new RegExp(`${d} /run/suuq/`));
    expect(text).not.toMatch(/^user /m);
    expect(conf({ user: 'www-data www-data' })).toMatch(/^user www-data www-data;$/m);
  });
});

describe('what search engines read', () => {
  const locationOf = (block, path) => block.split(`location ^~ ${path} {`)[1]?.split('\n    }')[0];

  it('the shell sends /robots.txt, /sitemap.xml and /sitemaps/… to the API with the address asked for, port included', () => {
    const shellBlock = serverOf(conf(), 'shell');
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/']) {
      const location = locationOf(shellBlock, path);
      expect(location).toContain('proxy_pass http://suuq_api;');
      expect(location).toContain('proxy_set_header X-Forwarded-Host $http_host;');
      expect(location).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
      // The API's answer with the API's own headers (its CSP), none added here.
      expect(location).not.toContain('add_header');
    }
    // Prefix locations with ^~ come before the regex ones (…\.xml would be a missing file).
    expect(shellBlock.indexOf('location ^~ /sitemap.xml {')).toBeGreaterThan(0);
  });

  it('the remotes\' origins do not (they hold scripts, not pages), and the XML is gzipped', () => {
    const text = conf();
    for (const remote of remotes) expect(locationOf(serverOf(text, remote.pkg), '/sitemap.xml')).toBeUndefined();
    expect(text).toMatch(/gzip_types [^;]*application\/xml/);
  });
});
