/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageFileFor, startStaticHost } from './staticHost.mjs';
import { PERMISSIONS_POLICY } from './securityHeaders.mjs';

/** What the API sends (server/src/http/security-headers.ts): told apart from the pages' value here. */
const API_POLICY = 'camera=(), microphone=(), geolocation=()';

/** A port nobody listens on (taken from the system, then let go). */
const closedPort = () =>
  new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });

// Ports the system picks: a fixed one met another test file's server in a parallel Jest worker.
let port;
let root;
let server;
const script = `console.log(${JSON.stringify('suuq '.repeat(400))});`;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-static-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Suuq</title>');
  fs.writeFileSync(path.join(root, 'app.1234567890.js'), script);
  fs.writeFileSync(path.join(root, 'old.1234567890.js'), script);
  // Level 1 differs from the host's own level 9: the bytes show which one was sent.
  fs.writeFileSync(path.join(root, 'app.1234567890.js.gz'), zlib.gzipSync(script, { level: 1 }));
  fs.writeFileSync(path.join(root, 'old.1234567890.js.gz'), zlib.gzipSync(script, { level: 1 }));
  const past = new Date(Date.now() - 60_000);
  fs.utimesSync(path.join(root, 'old.1234567890.js.gz'), past, past);
  server = await startStaticHost({ root, port: 0 });
  port = server.address().port;
});
afterAll(() => {
  server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The bytes as sent (fetch would unzip them). */
function get(file, encoding = 'gzip') {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: `/${file}`, headers: { 'accept-encoding': encoding } }, (res) => {
        const parts = [];
        res.on('data', (d) => parts.push(d));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

it("sends the build's precompressed .gz as it is when the browser takes gzip", async () => {
  const res = await get('app.1234567890.js');
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.body.equals(fs.readFileSync(path.join(root, 'app.1234567890.js.gz')))).toBe(true);
});

it('a .gz older than its file is never sent: the host compresses the file itself', async () => {
  const res = await get('old.1234567890.js');
  expect(res.body.equals(fs.readFileSync(path.join(root, 'old.1234567890.js.gz')))).toBe(false);
  expect(zlib.gunzipSync(res.body).toString()).toBe(script);
});

it('without gzip in Accept-Encoding the file goes out plain', async () => {
  const res = await get('app.1234567890.js', 'identity');
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.body.toString()).toBe(script);
});

describe('the API behind the host', () => {
  let apiPort;
  let hostPort;
  const big = JSON.stringify({ jsonrpc: '2.0', result: { status: 'success', items: 'saliid '.repeat(200) } });
  let api;
  let host;
  beforeAll(async () => {
    api = http.createServer((req, res) => {
      if (req.url === '/api/big') return res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(big) }).end(big);
      if (req.url === '/api/small') return res.writeHead(200, { 'content-type': 'application/json', 'content-length': 2 }).end('{}');
      if (req.url === '/api/with-policy') return res.writeHead(404, { 'content-type': 'application/json', 'permissions-policy': API_POLICY }).end('{}');
      // The live feed: an event stream that stays open.
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {"type":"viewers","viewer_count":1}\n\n');
      setTimeout(() => res.end(), 50);
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiPort = api.address().port;
    host = await startStaticHost({ root, port: 0, apiPort });
    hostPort = host.address().port;
  });
  afterAll(() => {
    host?.close();
    api?.close();
  });
  const fromHost = (p, encoding = 'gzip') =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: hostPort, path: p, headers: { 'accept-encoding': encoding } }, (res) => {
          const parts = [];
          res.on('data', (d) => parts.push(d));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
        })
        .on('error', reject);
    });

  it('gzips a JSON answer of 512 bytes or more, as nginx does in production', async () => {
    const res = await fromHost('/api/big');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.gunzipSync(res.body).toString()).toBe(big);
    expect(res.body.length).toBeLessThan(big.length / 4);
  });

  it("passes the API's Permissions-Policy through as it is, gzipped or not, errors included", async () => {
    for (const encoding of ['gzip', 'identity']) expect((await fromHost('/api/with-policy', encoding)).headers['permissions-policy']).toBe(API_POLICY);
  });

  it('its own answer while the API is away (502) carries the Permissions-Policy too', async () => {
    const away = await startStaticHost({ root, port: 0, apiPort: await closedPort() });
    try {
      const res = await new Promise((resolve, reject) =>
        http.get({ host: '127.0.0.1', port: away.address().port, path: '/api/categories' }, (r) => (r.resume(), r.on('end', () => resolve(r)))).on('error', reject),
      );
      expect(res.statusCode).toBe(502);
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    } finally {
      away.close();
    }
  });

  it('sends small answers, answers to a browser without gzip and the event stream as they are', async () => {
    expect((await fromHost('/api/small')).headers['content-encoding']).toBeUndefined();
    const plain = await fromHost('/api/big', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(big);
    const feed = await fromHost('/api/live/streams/1/feed');
    expect(feed.headers['content-encoding']).toBeUndefined();
    expect(feed.body.toString()).toContain('"viewer_count":1');
  });
});

describe('what search engines read: /robots.txt, /sitemap.xml and /sitemaps/… go to the API on the shell\'s origin', () => {
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${'<url><loc>http://x/product/a</loc></url>\n'.repeat(40)}</urlset>\n`;
  const seen = [];
  let api;
  let shell;
  let remote;
  beforeAll(async () => {
    api = http.createServer((req, res) => {
      seen.push({ url: req.url, host: req.headers['x-forwarded-host'], proto: req.headers['x-forwarded-proto'] });
      if (req.url === '/robots.txt') return res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('User-agent: *\n');
      res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(sitemap);
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    shell = await startStaticHost({ root, port: 0, apiPort: api.address().port, crawlers: true });
    remote = await startStaticHost({ root, port: 0, apiPort: api.address().port });
  });
  afterAll(() => {
    shell?.close();
    remote?.close();
    api?.close();
  });
  const get = (server, p, encoding = 'gzip') =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: server.address().port, path: p, headers: { 'accept-encoding': encoding } }, (res) => {
          const parts = [];
          res.on('data', (d) => parts.push(d));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }));
        })
        .on('error', reject);
    });

  it('the shell sends them to the API with the address it was asked on (X-Forwarded-Host and -Proto), gzipping the XML', async () => {
    const port = shell.address().port;
    const robots = await get(shell, '/robots.txt', 'identity');
    expect(robots.status).toBe(200);
    expect(robots.body.toString()).toBe('User-agent: *\n');
    const map = await get(shell, '/sitemap.xml');
    expect(map.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(map.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(map.body).toString()).toBe(sitemap);
    expect((await get(shell, '/sitemaps/products-2.xml', 'identity')).body.toString()).toBe(sitemap);
    expect(seen).toEqual([
      { url: '/robots.txt', host: `127.0.0.1:${port}`, proto: 'http' },
      { url: '/sitemap.xml', host: `127.0.0.1:${port}`, proto: 'http' },
      { url: '/sitemaps/products-2.xml', host: `127.0.0.1:${port}`, proto: 'http' },
    ]);
  });

  it('a remote\'s origin does not (its files only: a missing one is a 404)', async () => {
    seen.length = 0;
    expect((await get(remote, '/robots.txt')).status).toBe(404);
    expect((await get(remote, '/sitemap.xml')).status).toBe(404);
    expect(seen).toEqual([]);
  });
});

describe("the shell's page in the shopper's language (its frame is drawn in it: tooling/webpack/baked-frame.cjs)", () => {
  let pages;
  let pagesPort;
  let host;
  beforeAll(async () => {
    pages = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-static-lang-'));
    fs.writeFileSync(path.join(pages, 'index.html'), '<!doctype html><html lang="so"><title>Suuq</title>');
    fs.writeFileSync(path.join(pages, 'index.en.html'), '<!doctype html><html lang="en"><title>Suuq</title>');
    host = await startStaticHost({ root: pages, port: 0 });
    pagesPort = host.address().port;
  });
  afterAll(() => {
    host?.close();
    fs.rmSync(pages, { recursive: true, force: true });
  });
  const page = async (pathname, cookie) => {
    const res = await fetch(`http://127.0.0.1:${pagesPort}${pathname}`, { headers: cookie ? { cookie } : {} });
    return { lang: /<html lang="(\w+)"/.exec(await res.text())?.[1], vary: res.headers.get('vary') };
  };

  it.each([
    ['suuq_lang=en', 'en'],
    ['theme=dark; suuq_lang=en', 'en'],
    ['suuq_lang=so', 'so'],
    ['suuq_lang=fr', 'so'],
    ['suuq_lang=so; suuq_lang=en', 'so'],
    [undefined, 'so'],
  ])('a route with cookie %j gets the %s page, varied on Cookie', async (cookie, lang) => {
    expect(await page('/product/x', cookie)).toEqual({ lang, vary: 'Accept-Encoding, Cookie' });
    expect((await page('/', cookie)).lang).toBe(lang);
  });

  it('each page by its own name stays itself (what the service worker precaches)', async () => {
    expect(await page('/index.html', 'suuq_lang=en')).toEqual({ lang: 'so', vary: 'Accept-Encoding' });
    expect((await page('/index.en.html')).lang).toBe('en');
  });

  it('a build with no English page (a remote) serves its one page to all', () => {
    expect(pageFileFor(root, 'suuq_lang=en')).toBe(path.join(root, 'index.html'));
  });
});
