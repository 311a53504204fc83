/** @jest-environment node */
// Loads mf-catalogue's built server entry (`pnpm --filter mf-catalogue build` first; nothing is
// built here) from a published release folder, as the render service does, and renders a product
// of the seeded shop.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from 'deploy/apps';
import { readRecord } from 'deploy/releases';
import { serverEntryUrl } from './liveRecord.mjs';
import { catalogueRelease, seededApi, someProduct } from './testing/shopParts.mjs';

const escapeRe = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const built = fs.existsSync(path.join(ROOT, 'mf-catalogue/dist/server/remoteEntry.js'));
let api;
let release;

beforeAll(async () => {
  if (!built) throw new Error('build mf-catalogue first: pnpm --filter mf-catalogue build');
  api = await seededApi();
  release = await catalogueRelease(Number(new URL(api.origin).port));
}, 240_000);
/** The area as a render service process renders it from the live release. */
async function renderInNode(request) {
  const manifest = readRecord(release.dir).apps['mf-catalogue'].history[0].manifest;
  const script = path.join(__dirname, 'testing', 'renderOnce.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [script, 'mf_catalogue', serverEntryUrl(manifest), JSON.stringify(request)]);
  return JSON.parse(stdout.trim().split('\n').pop());
}

afterAll(async () => {
  await release?.stop();
  await api?.stop();
});

test("the live release's render entry renders a seeded product: name, price, main picture first, description, delivery; its head previews it", async () => {
  const product = await someProduct(api.origin);
  const area = await renderInNode({ url: `/product/${product.slug}`, cookie: 'theme=dark; suuq_lang=en', origin: 'https://suuq.example', apiOrigin: api.origin });

  expect(area.status).toBe(200);
  // In the language of the shopper's cookie, among others.
  expect(area.lang).toBe('en');
  const text = (html) => html.replace(/<!-- -->/g, '').replace(/&amp;/g, '&');
  expect(text(area.html)).toMatch(new RegExp(`<h1 id="product-title"[^>]*>${escapeRe(product.name)}</h1>`));
  expect(area.html).toContain(`<span class="now">$${product.price.toFixed(2)}</span>`);
  // The main picture, asked for first, with its size in the HTML (no shift when it arrives).
  expect(text(area.html)).toMatch(new RegExp(`<img loading="eager" fetchpriority="high"[^>]* width="600" height="600"[^>]* src="[^"]+" alt="${escapeRe(product.name)}"`));
  // Description and the delivery card's facts for the default address: in the HTML, not loaded later.
  expect(area.html).toContain('id="product-description"');
  expect(area.html).toContain('data-testid="delivery-fee"');
  // The page's styles were collected by this process's styled-components: one copy, shared.
  expect(area.styles).toMatch(/^<style data-styled="true"/);
  expect(area.head).toContain(`<meta property="og:title" content="`);
  expect(area.head).toContain('<meta property="product:price:currency" content="USD">');
  expect(area.head).toContain(`<link rel="canonical" href="https://suuq.example/product/${product.slug}">`);
  expect(area.data[`product:${product.slug}`]).toMatchObject({ id: product.id, name: product.name });
}, 60_000);

test('an unknown product is a 404 with the page\'s own not-found text', async () => {
  const area = await renderInNode({ url: '/product/no-such-product-here', origin: 'https://suuq.example', apiOrigin: api.origin });
  expect(area.status).toBe(404);
  expect(area.lang).toBe('so');
  expect(area.html).toContain('role="alert"');
  // No answer, and the failure the page shows, as its plain fields (the browser hydrates the same text from it).
  expect(area.data).toEqual({ '!product:no-such-product-here': { message: 'Product not found', kind: 'business', status: 404, code: 'not_found' } });
}, 60_000);

test("the live release renders /home: its sections' headings and product links, the shop's Organization with its Mogadishu address", async () => {
  const area = await renderInNode({ url: '/home', cookie: 'suuq_lang=en', origin: 'https://suuq.example', apiOrigin: api.origin });
  expect(area.status).toBe(200);
  expect(area.html).toMatch(/<h2[^>]*>[^<]+<\/h2>/);
  expect(area.html).toMatch(/<a [^>]*href="\/product\/[^"]+"/);
  expect(area.head).toContain('"@type":"Organization"');
  expect(area.head).toContain('"addressLocality":"Mogadishu"');
  expect(area.head).toContain('<link rel="canonical" href="https://suuq.example/home">');
  // The sections travel once, under the key the page's hook reads.
  expect(area.data['homepageSections:homepage-sections'].length).toBeGreaterThan(0);
}, 60_000);

test('the live release renders a category: its products as links, its breadcrumb; an unknown one is a 404 with the page\'s own text', async () => {
  const product = await someProduct(api.origin);
  const area = await renderInNode({ url: `/category/${product.category_slug}`, cookie: 'suuq_lang=en', origin: 'https://suuq.example', apiOrigin: api.origin });
  expect(area.status).toBe(200);
  expect(area.html).toMatch(/<a [^>]*href="\/product\/[^"]+"/);
  expect(area.head).toContain('"@type":"BreadcrumbList"');
  expect(area.data[`products:${product.category_slug}`].products.length).toBeGreaterThan(0);

  const unknown = await renderInNode({ url: '/category/no-such-category', cookie: 'suuq_lang=en', origin: 'https://suuq.example', apiOrigin: api.origin });
  expect(unknown.status).toBe(404);
  expect(unknown.html).toContain('No products available');
}, 60_000);
