import { expect, test, type Page } from '@playwright/test';

// The catalogue's page chunks (webpackChunkName "page-…" in mf-catalogue/src/routes.tsx).
const PAGE_CHUNK = /:3001\/page-[a-z-]+\.[0-9a-f]+\.js$/;
const PRODUCT_CHUNK = /:3001\/page-product\.[0-9a-f]+\.js$/;

/** Every script URL the page requests, as it goes. */
function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') urls.push(req.url());
  });
  return urls;
}

async function homeShown(page: Page) {
  await page.goto('/home');
  const card = page.getByRole('main').locator('a[href^="/product/"]').first();
  await expect(card).toBeVisible();
  // Long enough for what the old code did (every page once the browser was idle after the view).
  await page.waitForTimeout(2500);
  return card;
}

test('a product page is fetched when the shopper rests on its card, and the card opens it', async ({ page }) => {
  const scripts = scriptsOf(page);
  const card = await homeShown(page);
  expect(scripts.filter((u) => PAGE_CHUNK.test(u)), 'no page is fetched before anyone shows intent').toEqual([]);

  const productChunk = page.waitForRequest(PRODUCT_CHUNK);
  await card.hover();
  await productChunk;
  // Only the page the link opens.
  expect(scripts.filter((u) => PAGE_CHUNK.test(u)).every((u) => PRODUCT_CHUNK.test(u))).toBe(true);

  await card.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter((u) => PRODUCT_CHUNK.test(u))).toHaveLength(1);
});

test.describe('under Save-Data', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('nothing but the page opened is fetched: hover, focus and touch on a card fetch no page', async ({ page }) => {
    // Chromium reports Save-Data through navigator.connection; headless cannot be told to, so
    // the page is given what a phone with Data Saver on reports.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} },
      });
    });
    const scripts = scriptsOf(page);
    const card = await homeShown(page);
    await card.hover();
    await card.focus();
    await card.dispatchEvent('touchstart');
    await page.waitForTimeout(1000);
    expect(scripts.filter((u) => PAGE_CHUNK.test(u))).toEqual([]);

    // Opening it still works: its code comes with the click.
    await card.click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.filter((u) => PAGE_CHUNK.test(u)).every((u) => PRODUCT_CHUNK.test(u))).toBe(true);
  });
});
