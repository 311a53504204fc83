import { expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { test } from './renderService';
import { shellTextIn } from './texts';

// Issue 30: the shop's own URL goes through the render service (`npm start`: deploy/src/shop.mjs
// starts it in front of the shell's pages). When it stops answering, the shop still serves the
// frame and the browser renders the product page as it always did: never a blank or 5xx page.
// The service's PID is the one the shop wrote (RENDER_PID_FILE); it is stopped with SIGSTOP (a
// process that no longer answers: down to its callers) and always let go again.
const PID_FILE = path.resolve(__dirname, '../../.tmp/shop/render.pid');
const renderPid = () => Number(fs.readFileSync(PID_FILE, 'utf8'));

test.describe.configure({ mode: 'serial' });

test("the shop's URL is the shopper's path through the render service: a product page comes rendered", async ({ request, product }) => {
  // The service renders from the catalogue's live build; once it has loaded it (it warms at start).
  await expect.poll(async () => (await request.get(`/product/${product.slug}`)).headers()['x-rendered-by'], { timeout: 30_000 }).toBe('mf_catalogue');
});

test('render service down: the product page still works in Chromium, client-rendered, through the shop\'s URL', async ({ page, product }) => {
  const pid = renderPid();
  process.kill(pid, 'SIGSTOP');
  try {
    const res = await page.goto(`/product/${product.slug}`);
    expect(res!.status()).toBe(200);
    // The frame, not the service's page.
    expect(res!.headers()['x-rendered-by']).toBeUndefined();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole('main').locator('.now').first()).toHaveText(`$${product.price.toFixed(2)}`);
  } finally {
    process.kill(pid, 'SIGCONT');
  }
});


for (const lang of ['so', 'en'] as const) {
  test(`render service down: before any script has run, the page shows the real header, its search box and Login, in the shopper's language (${lang})`, async ({ page, context, product }) => {
    await context.addCookies([{ name: 'suuq_lang', value: lang, url: String(test.info().project.use.baseURL) }]);
    await page.setViewportSize({ width: 1280, height: 800 });
    // main.js held: what the shopper sees is the page's HTML alone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    const pid = renderPid();
    process.kill(pid, 'SIGSTOP');
    try {
      // Not 'domcontentloaded': that waits for the deferred main.js held here.
      const res = await page.goto(`/product/${product.slug}`, { waitUntil: 'commit' });
      expect(res!.headers()['x-rendered-by']).toBeUndefined();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('searchbox')).toHaveAttribute('placeholder', shellTextIn(lang, 'searchPlaceholder'));
      await expect(banner.getByRole('button', { name: shellTextIn(lang, 'login') })).toBeVisible();
      // Painted: the page's first contentful paint came before its scripts.
      await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
      // Still the page's HTML alone: the document is not past its deferred scripts.
      expect(await page.evaluate(() => document.readyState)).toBe('interactive');
    } finally {
      release();
      process.kill(pid, 'SIGCONT');
    }
  });
}
