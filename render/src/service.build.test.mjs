/** @jest-environment node */
// The render service as a process, in front of a static host, on mf-catalogue's built release
// (`pnpm --filter mf-catalogue build` first; nothing is built here) and a seeded API.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from 'deploy/apps';
import { goLive, rollback } from 'deploy/releases';
import { freePort } from 'deploy/free-port';
import { catalogueRelease, markedRelease, renderService, seededApi, SHELL_PAGE, someProduct } from './testing/shopParts.mjs';

let api;
let release;
let shell;
let product;
let builtShell;
const services = [];

beforeAll(async () => {
  if (!fs.existsSync(path.join(ROOT, 'mf-catalogue/dist/server/remoteEntry.js'))) throw new Error('build mf-catalogue first');
  api = await seededApi();
  release = await catalogueRelease(Number(new URL(api.origin).port));
  product = await someProduct(api.origin);
  const port = await freePort();
  shell = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html', 'x-frame-options': 'DENY' }).end(SHELL_PAGE));
  await new Promise((resolve) => shell.listen(port, '127.0.0.1', resolve));
  shell.origin = `http://127.0.0.1:${port}`;
}, 240_000);
afterAll(async () => {
  for (const s of services) await s.stop();
  await new Promise((resolve) => (builtShell ? builtShell.close(resolve) : resolve()));
  await new Promise((resolve) => (shell ? shell.close(resolve) : resolve()));
  await release?.stop();
  await api?.stop();
});

// A wide budget unless a test is about lateness (budgetMs: 1): what a render holds must not hang on
// whether it came within the shop's 300 ms on a machine running other suites beside it.
const start = async (o = {}) => {
  const service = await renderService({ upstream: shell.origin, releasesDir: release.dir, apiOrigin: api.origin, budgetMs: 5000, frameBudgetMs: 5000, ...o });
  services.push(service);
  return service;
};
const titleOf = (html) => /<title>(.*?)<\/title>/.exec(html)?.[1];
async function until(read, ok, ms) {
  const end = Date.now() + ms;
  let last;
  while (Date.now() < end) {
    last = await read();
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not within ${ms} ms; last: ${last}`);
}

test('a product page comes rendered inside the shell page; a page it does not render is the shell page unchanged', async () => {
  const service = await start();
  const asked = Math.floor(Date.now() / 1000) * 1000;
  const res = await fetch(`${service.origin}/product/${product.slug}`);
  const html = await res.text();
  expect(res.status).toBe(200);
  expect(res.headers.get('x-rendered-by')).toBe('mf_catalogue');
  // When its answers were asked for, to the second: the page's data is as old as this however long
  // a cache kept it (the catalogue's browser reads it as document.lastModified: listing/handedIn.ts).
  const modified = Date.parse(res.headers.get('last-modified') ?? '');
  expect(modified).toBeGreaterThanOrEqual(asked);
  expect(modified).toBeLessThanOrEqual(Date.now());
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  // Its words follow the suuq_lang cookie: a browser's or a CDN's cache must not give it to a shopper of the other language.
  expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toContain(`<meta property="og:title" content="${product.name}">`);
  expect(html).toMatch(/<div id="root"><div data-server-rendered="mf_catalogue">.*id="product-title".*<\/div><script type="application\/json" id="suuq-page-data">/s);
  const cart = await fetch(`${service.origin}/cart`);
  expect(await cart.text()).toBe(SHELL_PAGE);
}, 60_000);

test("the header's language switch without JavaScript: the service sets the cookie and sends the shopper back, rendered in it", async () => {
  const service = await start();
  const back = `/product/${product.slug}`;
  const switched = await fetch(`${service.origin}/language/en`, { redirect: 'manual', headers: { referer: `${service.origin}${back}` } });
  expect(switched.status).toBe(303);
  expect(switched.headers.get('location')).toBe(back);
  expect(switched.headers.get('cache-control')).toBe('no-store');
  const cookie = switched.headers.get('set-cookie');
  expect(cookie).toBe('suuq_lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
  // The page it goes back to, with that cookie, comes in English.
  const page = await (await fetch(`${service.origin}${back}`, { headers: { cookie: cookie.split(';')[0] } })).text();
  expect(page).toContain('<html lang="en"');
}, 60_000);

test("a logged-in shopper's request gets the same neutral page as anyone's: no token, no name, shareable by a cache", async () => {
  const service = await start();
  const url = `${service.origin}/product/${product.slug}`;
  const anyone = await fetch(url);
  const token = 'secret-token-of-hodan';
  const loggedIn = await fetch(url, { headers: { authorization: `Bearer ${token}`, cookie: `suuqUser=${encodeURIComponent(JSON.stringify({ name: 'Hodan Ali', token }))}` } });
  const html = await loggedIn.text();
  expect(html).toBe(await anyone.text());
  expect(html).not.toContain(token);
  expect(html).not.toContain('Hodan Ali');
  expect(loggedIn.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
}, 60_000);

test('a release and a rollback of mf-catalogue change the HTML within 5 s, with the same render service process', async () => {
  const service = await start();
  const page = () => fetch(`${service.origin}/product/${product.slug}`).then((r) => r.text());
  const before = titleOf(await page());
  expect(before).not.toContain('release-two');
  const two = markedRelease(release.dir, 'release-two');
  goLive({ pkg: 'mf-catalogue', version: two, dir: release.dir, origin: release.origin });
  await until(page, (html) => titleOf(html).endsWith('release-two'), 5_000);
  rollback({ pkg: 'mf-catalogue', dir: release.dir });
  await until(page, (html) => titleOf(html) === before, 5_000);
  expect(service.child.exitCode).toBeNull();
  expect(service.child.signalCode).toBeNull();
}, 60_000);

test('a render past its budget, or one that fails (API down), leaves the area to the browser: the shell page, never an error', async () => {
  const late = await start({ budgetMs: 1 });
  const lateRes = await fetch(`${late.origin}/product/${product.slug}`);
  expect(lateRes.status).toBe(200);
  expect(lateRes.headers.get('x-rendered-by')).toBe('none');
  // No answers in it, nothing to date: no Last-Modified.
  expect(lateRes.headers.get('last-modified')).toBeNull();
  expect(await lateRes.text()).toBe(SHELL_PAGE);

  const failing = await start({ apiOrigin: `http://127.0.0.1:${await freePort()}` });
  const failRes = await fetch(`${failing.origin}/product/${product.slug}`);
  expect(failRes.status).toBe(200);
  expect(await failRes.text()).toBe(SHELL_PAGE);
}, 60_000);

test("a shared cache keeps a rendered page 60 s, and a late render's shell page only 5 s (nginx asks again soon)", async () => {
  // A wide budget: this test is about the header, on a machine running other suites.
  const onTime = await start();
  const rendered = await fetch(`${onTime.origin}/product/${product.slug}`);
  expect(rendered.headers.get('x-rendered-by')).toBe('mf_catalogue');
  expect(rendered.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  const late = await start({ budgetMs: 1 });
  const frame = await fetch(`${late.origin}/product/${product.slug}`);
  expect(frame.headers.get('x-rendered-by')).toBe('none');
  expect(frame.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=60');
}, 60_000);

test('a rendered page is gzipped when the client asks (nginx always does: one compressed copy in its cache), plain otherwise', async () => {
  const service = await start();
  const raw = (headers) =>
    new Promise((resolve, reject) => {
      http.get(`${service.origin}/product/${product.slug}`, { headers }, (res) => {
        const parts = [];
        res.on('data', (d) => parts.push(d));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
      }).on('error', reject);
    });
  const zipped = await raw({ 'accept-encoding': 'gzip' });
  const plain = await raw({});
  expect(zipped.headers['x-rendered-by']).toBe('mf_catalogue');
  expect(zipped.headers['content-encoding']).toBe('gzip');
  // Both answers say what they depend on; nginx keeps one copy anyway (it ignores Vary: nginx-pages.mjs).
  expect(zipped.headers.vary).toBe('Accept-Encoding, Cookie');
  expect(plain.headers.vary).toBe('Accept-Encoding, Cookie');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(titleOf(zlib.gunzipSync(zipped.body).toString())).toBe(titleOf(plain.body.toString()));
  expect(plain.body.toString()).toContain('data-server-rendered="mf_catalogue"');
}, 60_000);

/** The shell's built release as its static host serves it: its files, and its page for any other path. */
async function serveBuiltShell() {
  const dist = path.join(ROOT, 'shell/dist');
  if (!fs.existsSync(path.join(dist, 'server/remoteEntry.js'))) throw new Error('build the shell first');
  const port = await freePort();
  builtShell = http.createServer((req, res) => {
    const file = path.join(dist, new URL(req.url, 'http://x').pathname);
    if (file.startsWith(dist) && /\.[a-z0-9]+$/i.test(file) && fs.existsSync(file)) return res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream' }).end(fs.readFileSync(file));
    res.writeHead(200, { 'content-type': 'text/html' }).end(fs.readFileSync(path.join(dist, 'index.html')));
  });
  await new Promise((resolve) => builtShell.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${port}`;
}

test("with the shell's built release, its frame (header, footer, bottom bar) is drawn on the server around the area, in place of the first frame's stand-in", async () => {
  const service = await start({ upstream: await serveBuiltShell() });
  const res = await fetch(`${service.origin}/product/${product.slug}`, { headers: { cookie: 'suuq_lang=en' } });
  const html = await res.text();
  expect(res.headers.get('x-rendered-by')).toBe('mf_catalogue');
  expect(html).toMatch(/<div id=["']?root["']? data-server-frame="en"><a href="#main"[^>]*>Skip to content<\/a><header/);
  expect(html).not.toMatch(/class=["']?ff-wait/); // the stand-in's loading mark (its rule stays in the page's CSS)
  // The header's links and the bottom bar, logged out; the area inside the frame's main, at its slot.
  expect(html).toMatch(/<nav aria-label="Main"[^>]*>.*>Login\/Register</s);
  expect(html).toContain('data-testid="bottom-bar"');
  expect(html).toMatch(/<main[^>]*id="main"[^>]*>.*<section[^>]*data-remote-area="mf-catalogue"[^>]*><div><div data-server-rendered="mf_catalogue">.*id="product-title"/s);
  expect(html).not.toContain('suuq-area');
  // The footer after the page's main, with its content links and the Mogadishu address (the browser keeps it until its code comes).
  expect(html).toMatch(/<\/main><div data-shell-footer=""><footer[^>]*>.*<address[^>]*>.*Mogadishu.*<a[^>]* href="\/faq"[^>]*>FAQs<\/a>.*<\/footer><\/div>/s);

  // The area's render failing leaves the frame drawn, its area in the loading state the browser then fills.
  const failing = await start({ upstream: builtShell && `http://127.0.0.1:${builtShell.address().port}`, apiOrigin: `http://127.0.0.1:${await freePort()}` });
  const failed = await (await fetch(`${failing.origin}/product/${product.slug}`)).text();
  expect(failed).toContain('data-server-frame="so"');
  expect(failed).toMatch(/data-remote-area="mf-catalogue" aria-busy="true"/);
  expect(failed).not.toContain('data-server-rendered');
}, 90_000);

test("with the shell's built release, a framed page keeps its 'the shop did not load' block, hidden, after the #root the shell hydrates, with the rule that lays it over the page", async () => {
  const upstream = builtShell ? `http://127.0.0.1:${builtShell.address().port}` : await serveBuiltShell();
  const service = await start({ upstream });
  for (const path of [`/product/${product.slug}`, '/cart']) {
    const html = await (await fetch(`${service.origin}${path}`)).text();
    expect(html).toContain('data-server-frame="so"');
    expect(html.match(/class=["']?ff-failed/g)).toHaveLength(1);
    // The last thing in the body, a sibling after #root (whose end the shell's toasts close).
    expect(html).toMatch(/<div aria-live="polite" role="status" data-testid="toasts"[^>]*><\/div><\/div>(?:<noscript>.*<\/noscript>)?<div class=["']?ff-failed["']? role=["']?alert["']? hidden>.*<button [^>]*>[^<]+<\/button><\/div><\/body>/s);
    expect(html).toMatch(/<style>[^<]*#root~\.ff-failed\{position:fixed/);
  }
}, 90_000);

test("a page no remote renders (the cart) comes in the shell's frame alone, the same neutral HTML with a session cookie, shared-cacheable; without its frame, the static page as it was", async () => {
  const upstream = builtShell ? `http://127.0.0.1:${builtShell.address().port}` : await serveBuiltShell();
  const service = await start({ upstream });
  const anyone = await fetch(`${service.origin}/cart`, { headers: { cookie: 'suuq_lang=en' } });
  const token = 'secret-token-of-hodan';
  const loggedIn = await fetch(`${service.origin}/cart`, {
    headers: { authorization: `Bearer ${token}`, cookie: `suuq_lang=en; suuqUser=${encodeURIComponent(JSON.stringify({ name: 'Hodan Ali', token }))}` },
  });
  const html = await loggedIn.text();
  expect(loggedIn.status).toBe(200);
  expect(html).toMatch(/<div id=["']?root["']? data-server-frame="en"><a href="#main"[^>]*>Skip to content<\/a><header/);
  expect(html).not.toMatch(/class=["']?ff-wait/);
  expect(html).toMatch(/<nav aria-label="Main"[^>]*>.*>Login\/Register</s);
  expect(html).toContain('data-testid="bottom-bar"');
  // A protected page: its area's loading state, announced, until the browser knows the shopper (no
  // remote's area yet: its code is asked for only then), and with JavaScript off a notice with a link home.
  expect(html).toMatch(/<main[^>]*id="main"[^>]*><section aria-busy="true"[^>]*>.*role="status".*<noscript>.*<a href="\/home">[^<]+<\/a>.*<\/noscript>.*<\/section><\/main>/s);
  expect(html).not.toContain('data-remote-area');
  expect(html).not.toContain('data-testid="cart-badge"');
  expect(html).not.toContain(token);
  expect(html).not.toContain('Hodan Ali');
  expect(html).not.toContain('suuq-page-data');
  expect(html).toBe(await anyone.text());
  expect(loggedIn.headers.get('x-rendered-by')).toBeNull(); // no remote's render in it
  expect(loggedIn.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  expect(loggedIn.headers.get('vary')).toBe('Accept-Encoding, Cookie');

  // A page the browser draws in a remote's area: its loading state; an unknown path: the shell's not-found page.
  const confirmation = await (await fetch(`${service.origin}/order-confirmation`)).text();
  expect(confirmation).toMatch(/data-remote-area="mf-checkout" aria-busy="true"/);
  // (Its text, from the shell's catalogue: e2e/tests/server-render-framed.spec.ts.)
  const unknownAnswer = await fetch(`${service.origin}/no-such-page`);
  // Answered 404: a search engine does not keep it as a page (the frame's status; the static host says 200 to every path).
  expect(unknownAnswer.status).toBe(404);
  expect((await fetch(`${service.origin}/order-confirmation`)).status).toBe(200);
  const unknown = await unknownAnswer.text();
  expect(unknown).toMatch(/<main[^>]*id="main"[^>]*><div[^>]*><h1[^>]*>[^<]+<\/h1>.*<a href="\/home"[^>]*>[^<]+<\/a>.*<\/main>/s);
  expect(unknown).not.toContain('data-remote-area');
  // The shop's address (`/`) is sent on to /home here, not drawn with an empty main for the browser to redirect.
  const root = await fetch(`${service.origin}/?utm_source=whatsapp`, { redirect: 'manual' });
  expect(root.status).toBe(302);
  expect(root.headers.get('location')).toBe('/home?utm_source=whatsapp');
  // /login stays a page (the login popup over /home).
  expect((await fetch(`${service.origin}/login`, { redirect: 'manual' })).status).toBe(200);

  // The shell's page of a build whose server entry does not load: the static host's own answer, unchanged.
  const page = fs.readFileSync(path.join(ROOT, 'shell/dist/index.html'), 'utf8');
  const pageCookies = [];
  const noEntry = http.createServer((req, res) => {
    if (/\.[a-z0-9]+$/i.test(new URL(req.url, 'http://x').pathname)) return res.writeHead(404).end();
    pageCookies.push([new URL(req.url, 'http://x').pathname, req.headers.cookie]);
    res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-cache' }).end(page);
  });
  await new Promise((resolve) => noEntry.listen(0, '127.0.0.1', resolve));
  try {
    const frameless = await start({ upstream: `http://127.0.0.1:${noEntry.address().port}` });
    const res = await fetch(`${frameless.origin}/cart`);
    expect(await res.text()).toBe(page);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // A page it renders an area for asks the static host for the language's page (its own frame, when
    // the service's frame does not come), with the language cookie and no other.
    await (await fetch(`${frameless.origin}/privacy-policy`, { headers: { cookie: 'suuqUser=%7B%22token%22%3A%22t%22%7D; suuq_lang=en' } })).text();
    expect(pageCookies.filter(([p]) => p === '/privacy-policy').map(([, cookie]) => cookie)).toEqual(['suuq_lang=en']);
  } finally {
    await new Promise((resolve) => noEntry.close(resolve));
  }
}, 90_000);
