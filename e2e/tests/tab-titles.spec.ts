import { expect, test, type Page } from '@playwright/test';
import { problemsOf } from './hydration';
import { FRAME } from './renderService';
import { logInViaApi } from './session';
import { listProducts } from './shopping';

/**
 * Every page names itself in the browser's tab (what a screen reader announces on arrival, what a
 * shopper reads among tabs): the page's name, then the shop's. The shell never resets the tab on a
 * navigation, so a page that names none keeps the page the shopper came from: the cart, checkout,
 * the address book and the not-found pages did (the cart said "Coconut Oil 500ml — Suuq").
 */

/** Goes to `path` inside the running shop, as its links do (history.pushState; single-spa routes it). */
const goInShop = (page: Page, path: string) => page.evaluate((p) => window.history.pushState(null, '', p), path);

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('a logged-in shopper moving through the shop: each page, the not-found ones too, puts its own name in the tab', async ({ page }) => {
  const problems = problemsOf(page);
  const [product] = await listProducts(page.request, 1);
  await logInViaApi(page);
  await page.goto(`/product/${product!.slug}`);
  await expect(page).toHaveTitle(`${product!.name} — Suuq`);

  // The header's cart link, as a shopper taps it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Gaadhiga/ }).click();
  await expect(h1(page)).toContainText('Gaadhigaaga');
  await expect(page).toHaveTitle('Gaadhigaaga · Suuq');

  // Page by page, each title differing from the one before, so a title left behind fails.
  const pages: [path: string, heading: string, title: string][] = [
    ['/manage-address', 'Cinwaannada', 'Cinwaannada · Suuq'],
    ['/nowhere', 'Boggan lama helin', 'Boggan lama helin · Suuq'], // the shell's own
    ['/checkout', 'Checkout', 'Checkout · Suuq'],
    ['/account/nope', 'Boggan lama helin', 'Boggan lama helin · Suuq'], // mf-account's
    ['/order-confirmation', 'Xaqiijinta dalabka', 'Xaqiijinta dalabka · Suuq'],
    ['/cart/nope', 'Boggan lama helin', 'Boggan lama helin · Suuq'], // mf-checkout's
    ['/account/wallet', 'Wallet', 'Wallet · Suuq'],
    ['/suuq-live-shopping/nope', 'Boggan lama helin', 'Boggan lama helin · Suuq'], // mf-live's
  ];
  for (const [path, heading, title] of pages) {
    await goInShop(page, path);
    await expect(h1(page)).toHaveText(new RegExp(`^${heading}`));
    await expect(page, `the tab on ${path}`).toHaveTitle(title);
  }
  expect(problems).toEqual([]);
});

test.describe('the shell\'s not-found page, from the server', () => {
  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('answers 404, titled as the page says, in the language of the shopper\'s cookie, and not for search engines', async ({ page, context, baseURL }) => {
      const res = await page.goto('/nowhere');
      expect(res!.status()).toBe(404);
      await expect(h1(page)).toHaveText('Boggan lama helin');
      await expect(page).toHaveTitle('Boggan lama helin · Suuq');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

      await context.addCookies([{ name: 'suuq_lang', value: 'en', url: baseURL! }]);
      await page.goto('/nowhere');
      await expect(h1(page)).toHaveText('Page not found');
      await expect(page).toHaveTitle('Page not found · Suuq');
    });
  });

  test('hydrated, it keeps the title it was served with, without a warning', async ({ page }) => {
    const problems = problemsOf(page);
    const res = await page.goto('/nowhere');
    expect(res!.status()).toBe(404);
    await expect(page).toHaveTitle('Boggan lama helin · Suuq');
    // Hydrated: React holds the heading (its fiber); then quiet on the network.
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.querySelector('main h1') ?? {}).some((k) => k.startsWith('__reactFiber'))))
      .toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle('Boggan lama helin · Suuq');
    await expect(h1(page)).toHaveText('Boggan lama helin');
    // The page's own 404 is the one problem Chromium reports.
    expect(problems.filter((p) => !/404/.test(p))).toEqual([]);
  });
});

test.describe('a page drawn in the browser (the cart), with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test("is served the shop's title in the shopper's language, from the render service and from the static host behind it", async ({ page, context, baseURL }) => {
    await page.goto('/cart');
    await expect(page).toHaveTitle('Suuq — Dukaanka internetka ee Soomaaliya');
    // The static page, as nginx serves it when the render service is down (its build drew it).
    await page.goto(`${FRAME}/cart`);
    await expect(page).toHaveTitle('Suuq — Dukaanka internetka ee Soomaaliya');
    await context.addCookies([{ name: 'suuq_lang', value: 'en', url: baseURL! }]);
    await page.goto('/cart');
    await expect(page).toHaveTitle('Suuq — Online shop for Somalia');
  });
});
