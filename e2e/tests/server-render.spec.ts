import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './freePort';
import type { CatalogueProduct } from './shopping';

// Issue 30: a product page from the render service (render/), started here on a free port in
// front of the suite's shop (the shell's frame host on 3010: 3000 itself now goes through the
// shop's own render service, deploy/src/shop.mjs; the API on 4000), rendering with mf-catalogue's
// live build. Read with JavaScript off, as a link preview fetcher or a shopper on
// a browser that has not run the scripts yet sees it.
const ROOT = path.resolve(__dirname, '../..');
/** The shell's page as the static host serves it, never rendered (deploy/src/shop.mjs RENDER.framePort). */
const FRAME = 'http://127.0.0.1:3010';
let service: ChildProcess;
let origin: string;
let product: CatalogueProduct;

test.beforeAll(async ({ request }) => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  service = spawn(process.execPath, [path.join(ROOT, 'render/src/main.mjs')], {
    // A wide budget: these tests are about what a render holds, on a machine running other suites
    // (a late render is sent empty: render/src/service.build.test.mjs).
    env: { ...process.env, RENDER_PORT: String(port), RENDER_UPSTREAM: FRAME, RENDER_API_ORIGIN: 'http://127.0.0.1:4000', RENDER_BUDGET_MS: '5000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    service.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('render service on')) resolve();
    });
    service.once('exit', (code) => reject(new Error(`the render service stopped (${code}): ${out}`)));
  });
  service.stdout!.resume();
  const res = await request.post('/api/products', { data: { jsonrpc: '2.0', method: 'call', params: { limit: 5 }, id: 1 } });
  product = ((await res.json()) as { result: { products: CatalogueProduct[] } }).result.products.find((p) => p.quantity > 0)!;
});

test.afterAll(async () => {
  if (service && service.exitCode === null) {
    const exited = new Promise((resolve) => service.once('exit', resolve));
    service.kill('SIGTERM');
    await exited;
  }
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test("a product page shows the product's name, price and picture from the server", async ({ page }) => {
    const res = await page.goto(`${origin}/product/${product.slug}`);
    expect(res!.headers()['x-rendered-by']).toBe('mf_catalogue');
    const main = page.locator('[data-server-rendered="mf_catalogue"]');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(main.locator('.now').first()).toHaveText(`$${product.price.toFixed(2)}`);
    const picture = main.getByRole('img', { name: product.name, exact: true });
    await expect(picture).toBeVisible();
    // The picture answered and was drawn, not just named.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(main.locator('#product-description')).toBeVisible();
    await expect(main.getByTestId('delivery-fee')).toBeVisible();
    // The first frame's loading sign gives way to the page.
    await expect(page.getByRole('status', { name: 'Soo dejinaya…' })).toBeHidden();
  });
});

test('a shared product link previews with its name, picture and price for a client that runs no JavaScript', async ({ request }) => {
  const res = await request.get(`${origin}/product/${product.slug}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
  expect(meta('og:title')).toBe(product.name.replace(/&/g, '&#38;'));
  expect(meta('og:type')).toBe('product');
  expect(meta('product:price:amount')).toBe(product.price.toFixed(2));
  expect(meta('product:price:currency')).toBe('USD');
  const image = meta('og:image')!;
  expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  const picture = await request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
  expect(html).toContain('"@type":"Product"');
  expect(html.match(/<title>/g)).toHaveLength(1);
});

test("a server render that fails (its API unreachable) leaves the product area to the browser, which renders it as today", async ({ page, request }) => {
  const port = await freePort();
  const failing = spawn(process.execPath, [path.join(ROOT, 'render/src/main.mjs')], {
    env: { ...process.env, RENDER_PORT: String(port), RENDER_UPSTREAM: FRAME, RENDER_API_ORIGIN: `http://127.0.0.1:${await freePort()}` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      failing.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('render service on') && resolve());
      failing.once('exit', (code) => reject(new Error(`the render service stopped (${code})`)));
    });
    const res = await request.get(`http://127.0.0.1:${port}/product/${product.slug}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['x-rendered-by']).toBe('none');
    await page.goto(`http://127.0.0.1:${port}/product/${product.slug}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(product.name);
  } finally {
    const exited = new Promise((resolve) => failing.once('exit', resolve));
    failing.kill('SIGTERM');
    await exited;
  }
});
