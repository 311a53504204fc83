/**
 * @jest-environment node
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy, remoteOriginsOf, securityHeaders } from './securityHeaders.mjs';
import { buildsRecord, headersFor } from './shop.mjs';
import { startStaticHost } from './staticHost.mjs';

const directives = (policy) => Object.fromEntries(policy.split('; ').map((d) => { const [name, ...sources] = d.split(' '); return [name, sources]; }));
const REMOTES = ['http://127.0.0.1:3001', 'http://127.0.0.1:3002'];

describe('the Content-Security-Policy', () => {
  const csp = directives(contentSecurityPolicy({ remoteOrigins: REMOTES }));

  it('scripts come only from the page and the remotes of its release record: no inline script, no eval', () => {
    expect(csp['script-src']).toEqual(["'self'", ...REMOTES]);
  });

  it('the page loads the remotes\' manifests and calls /api on its own origin and 100ms for live shopping', () => {
    expect(csp['connect-src']).toEqual(["'self'", ...REMOTES, 'https://*.100ms.live', 'wss://*.100ms.live']);
  });

  it('plugins, foreign base URLs and form targets are refused, and no site may frame the shop', () => {
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]); // ASVS 5.0 3.4.3
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('styled-components may inject styles; media may be blob: (live HLS); the service worker is the page\'s own', () => {
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['media-src']).toContain('blob:');
    expect(csp['worker-src']).toContain("'self'");
  });

  it('live shopping: 100ms video and its blob: worker on the hms path; the replay recording from /api on the page\'s own origin', () => {
    expect(csp['media-src']).toEqual(["'self'", 'blob:', 'https://*.100ms.live']);
    expect(csp['worker-src']).toContain('blob:');
  });

  it('over https, insecure subresources are upgraded; over http the directive is absent', () => {
    expect(contentSecurityPolicy({ https: true })).toMatch(/; upgrade-insecure-requests$/);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });
});

describe('the headers of an origin', () => {
  it('the shell names its remotes in its CSP, keeps its files to itself and sends no HSTS over http', () => {
    const h = securityHeaders({ role: 'shell', remoteOrigins: REMOTES });
    expect(h).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    expect(h['Content-Security-Policy']).toContain(`script-src 'self' ${REMOTES.join(' ')}`);
    expect(h['Permissions-Policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\)/);
    expect(h['Strict-Transport-Security']).toBeUndefined();
    expect(h['Access-Control-Allow-Origin']).toBeUndefined();
  });

  it('a remote may be fetched (CORS) and run (CORP) by the shell\'s origin; its own page loads only its own code', () => {
    const h = securityHeaders({ role: 'remote', remoteOrigins: REMOTES });
    expect(h['Access-Control-Allow-Origin']).toBe('*');
    expect(h['Cross-Origin-Resource-Policy']).toBe('cross-origin');
    expect(directives(h['Content-Security-Policy'])['script-src']).toEqual(["'self'"]);
  });

  it('https adds Strict-Transport-Security', () => {
    expect(securityHeaders({ role: 'shell', https: true })['Strict-Transport-Security']).toMatch(/^max-age=31536000/);
  });

  it('the origins come from the release record, once each', () => {
    const record = { a: 'http://h:3001/mf-manifest.json', b: 'http://h:3001/v2/mf-manifest.json', c: 'https://cdn.example/c/mf-manifest.json' };
    expect(remoteOriginsOf(record)).toEqual(['http://h:3001', 'https://cdn.example']);
  });

  it("the local shop's shell CSP names the remotes its release record file names, read at each request", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-record-')), 'remotes.json');
    fs.writeFileSync(file, JSON.stringify(buildsRecord('127.0.0.1')));
    const headers = headersFor({ pkg: 'shell' }, file);
    for (const url of Object.values(buildsRecord('127.0.0.1'))) expect(headers()['Content-Security-Policy']).toContain(new URL(url).origin);
    fs.writeFileSync(file, JSON.stringify({ mf_catalogue: 'https://catalogue.suuq.so/releases/mf-catalogue/0.2.0-0123456789/mf-manifest.json' }));
    expect(headers()['Content-Security-Policy']).toContain("script-src 'self' https://catalogue.suuq.so;");
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});

describe('the static host sends them', () => {
  let port; // the system's pick: a fixed one met another test file's server in a parallel Jest worker
  let root;
  let server;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-headers-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Suuq</title>');
    server = await startStaticHost({ root, port: 0, apiPort: 1, headers: () => securityHeaders({ role: 'shell', remoteOrigins: REMOTES }) });
    port = server.address().port;
  });
  afterAll(() => {
    server?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  const head = (file) =>
    new Promise((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: file }, (res) => { res.resume(); resolve(res); }).on('error', reject);
    });

  it('on pages, on errors and on 304s alike', async () => {
    const page = await head('/home');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    const missing = await head('/missing.0123456789.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    const again = await new Promise((resolve) => http.get({ host: '127.0.0.1', port, path: '/home', headers: { 'if-none-match': page.headers.etag } }, resolve));
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
  });
});
