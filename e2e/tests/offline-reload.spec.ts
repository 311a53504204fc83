import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/**
 * The service worker (shell/src/pwa/sw.ts) after one online visit: reloading /home, a product
 * already viewed and /cart with no network shows them (the cart is on the device), with the spec's
 * offline banner (§8). Nothing reaches the shop's servers while offline: the browser is offline
 * and every request to them that still leaves the browser (the worker's own) is aborted.
 */
test.use({ serviceWorkers: 'allow' });

const BANNER = 'You are currently offline. Some features may be unavailable.';

/**
 * The worker controls the page and keeps what shows it again offline: the page's catalogue call
 * (`suuq-catalogue`), or, for a page the server rendered (its answers are in its HTML and it sends
 * no call), the page itself (`suuq-pages`).
 */
async function controlledAndKept(page: Page, path: RegExp, cache: 'suuq-catalogue' | 'suuq-pages' = 'suuq-catalogue') {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect
    .poll(() => page.evaluate(async ([source, name]) => {
      const keys = await (await caches.open(name)).keys();
      return keys.some((k) => new RegExp(source).test(new URL(k.url).pathname));
    }, [path.source, cache] as const), { timeout: 15_000 })
    .toBe(true);
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route(/127\.0\.0\.1/, (route) => route.abort('internetdisconnected'));
}

/**
 * After a reload or a navigation while offline, the new document is told again that the browser
 * is offline. Debian bookworm's Chromium 150 drops the emulated offline state at each new document
 * (Playwright's setOffline and CDP's Network.emulateNetworkConditions alike): the page read
 * navigator.onLine === true while every request failed, where a phone that is offline says false.
 * Applied again, the page hears the browser go offline, as a phone's page does; that the shell
 * also reads navigator.onLine as it starts is pwaState.test's.
 */
async function stillOffline(context: BrowserContext) {
  await context.setOffline(false);
  await context.setOffline(true);
}

test('after one online visit, /home, a product already viewed and /cart reload offline with the offline banner', async ({ page, context }) => {
  await page.goto('/home');
  const cards = page.getByRole('main').locator('a[href^="/product/"]');
  await expect(cards.first()).toBeVisible();
  await controlledAndKept(page, /^\/home$/, 'suuq-pages');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  const href = (await cards.first().getAttribute('href'))!;
  const title = page.getByRole('main').getByRole('heading', { level: 1 });
  const homeTitle = (await title.textContent())!.trim();
  await cards.first().click();
  // The product's page, not /home's heading still on screen while the product page comes (a
  // click before /home has hydrated is the browser's own navigation, a page load away).
  await expect.poll(() => new URL(page.url()).pathname).toBe(href);
  await expect(title).toBeVisible();
  await expect(title).not.toHaveText(homeTitle);
  const productName = (await title.textContent())!.trim();
  await controlledAndKept(page, /^\/api\/product\//);
  await page.getByRole('main').getByRole('button', { name: /Add to Cart/i }).first().click();
  await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveAttribute('data-count', '1');

  await page.goto('/cart');
  await expect(page.getByRole('main').getByText(productName).first()).toBeVisible();

  await goOffline(context);
  await page.reload();
  await stillOffline(context);
  await expect(page.getByTestId('offline-banner')).toHaveText(BANNER);
  await expect(page.getByRole('main').getByText(productName).first()).toBeVisible();

  await page.goto('/home');
  await stillOffline(context);
  await expect(page.getByRole('main').locator('a[href^="/product/"]').first()).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText(BANNER);

  await page.goto(href);
  await stillOffline(context);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(productName);
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  // Back online: the banner goes.
  await context.unroute(/127\.0\.0\.1/);
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('offline, logging in says the connection is gone and keeps what was typed', async ({ page, context }) => {
  await page.goto('/home');
  await expect(page.getByRole('main').locator('a[href^="/product/"]').first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await goOffline(context);
  await expect(page.getByTestId('offline-banner')).toHaveText(BANNER);

  await page.getByRole('banner').getByRole('button', { name: /Login/ }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Email|Iimayl/i).first().fill('shopper@example.com');
  await dialog.getByLabel(/Password|Furaha/i).first().fill('a-secret-pass');
  await dialog.getByRole('button', { name: /^(Login|Gal)/ }).last().click();
  await expect(dialog.getByRole('alert').first()).toContainText(/internet/i);
  await expect(dialog.getByLabel(/Email|Iimayl/i).first()).toHaveValue('shopper@example.com');
  await expect(dialog.getByLabel(/Password|Furaha/i).first()).toHaveValue('a-secret-pass');
});
