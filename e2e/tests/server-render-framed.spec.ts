import { expect, type Page } from '@playwright/test';
import { t as shellText } from 'shell/messages';
import { addsToCart, keptServerElements, problemsOf, watchServerElements } from './hydration';
import { test } from './renderService';
import { logInNewShopper } from './session';
import { listProducts, type CatalogueProduct } from './shopping';

// Issue 30: the pages no remote renders on the server (cart, checkout, account, login, the shell's
// info pages, unknown paths) come in the same server-drawn frame as the rendered ones: header,
// main, bottom bar, logged out; the browser hydrates it and renders their area inside it.
// The page's texts are Somali (no language cookie); shellText reads them from the shell's catalogue.
let products: CatalogueProduct[];

test.beforeAll(async ({ request }) => {
  products = (await listProducts(request, 10)).filter((p) => p.quantity > 0).slice(0, 2);
  expect(products).toHaveLength(2);
});

/** Keeps the frame's header and bottom bar as the HTML parser made them, and sums layout shifts from the start. */
const watchPage = (page: Page) => watchServerElements(page, { header: '#root[data-server-frame] header', bar: '#root[data-server-frame] [data-testid="bottom-bar"]' });
const kept = async (page: Page) => {
  const { kept: still, shifts } = await keptServerElements(page, { header: 'header', bar: '[data-testid="bottom-bar"]' });
  return { ...still, shifts };
};

/** A new shopper on the render service's `origin` with two cart lines, added on two product pages. */
async function shopperWithTwoLines(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/privacy-policy`);
  await logInNewShopper(page);
  const name = await page.evaluate(() => localStorage.getItem('userName') ?? '');
  for (const [i, product] of products.entries()) {
    await page.goto(`${origin}/product/${product.slug}`);
    await addsToCart(page);
    await expect(page.locator('[data-testid="cart-badge"]:visible').first()).toHaveAttribute('data-count', String(i + 1));
  }
  return name;
}

test("a logged-in shopper's /cart: the frame comes logged out with no badge and no name; after hydration the badge shows 2 and the lines show, no mismatch, no shift", async ({ page, origin }) => {
  const name = await shopperWithTwoLines(page, origin);
  expect(name).not.toBe('');
  const problems = problemsOf(page);
  await watchPage(page);
  const res = await page.goto(`${origin}/cart`);
  const html = await res!.text();
  expect(html).toMatch(/<div id=["']?root["']? data-server-frame="so">/);
  expect(html).toMatch(/<header[^>]*>.*<nav aria-label="[^"]+"/s);
  expect(html).not.toMatch(/class=["']?ff-wait/);
  expect(html).not.toContain('data-testid="cart-badge"');
  expect(html).not.toContain(name);
  expect(html).not.toContain(shellText('logout'));

  await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveAttribute('data-count', '2');
  await expect(page.getByRole('banner').getByRole('button', { name: shellText('logout') })).toBeVisible();
  for (const product of products) await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
  const after = await kept(page);
  expect(after.header).toBe(true);
  expect(after.shifts).toBeLessThanOrEqual(0.02);
  expect(problems).toEqual([]);
});

test('a logged-out shopper on /account: the frame, then the login popup once hydrated', async ({ page, origin }) => {
  const problems = problemsOf(page);
  await watchPage(page);
  const res = await page.goto(`${origin}/account`);
  expect(await res!.text()).toMatch(/<div id=["']?root["']? data-server-frame="so">/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect((await kept(page)).header).toBe(true);
  // The account's code is never preloaded for a page the shopper does not see (Chromium warns of
  // an unused preload a few seconds after load, when the machine is slow enough to still be here).
  expect(await page.locator('link[rel="preload"][href*="127.0.0.1:3003"]').count()).toBe(0);
  expect(problems).toEqual([]);
});

test('/login in the frame opens the login popup', async ({ page, origin }) => {
  const problems = problemsOf(page);
  const res = await page.goto(`${origin}/login`);
  expect(await res!.text()).toMatch(/data-server-frame="so"/);
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
});

// An unknown path is answered 404 (a search engine does not keep it as a page); Chromium reports
// that status of the page itself in the console, the one problem expected there.
// The not-found page is the shop's one (shared-federation's PageNotFound, each remote's too).
for (const [path, key, title, status] of [
  ['/no-such-page-here', 'notFoundTitle', 'Boggan lama helin', 404],
  ['/contact', 'infoTitle', shellText('infoTitle'), 200],
] as const) {
  test(`${path}: drawn by the server as the shell draws it (${key}, ${status}), hydrated in place`, async ({ page, origin }) => {
    const problems = problemsOf(page);
    await watchPage(page);
    const res = await page.goto(`${origin}${path}`);
    expect(res!.status()).toBe(status);
    const html = await res!.text();
    expect(html).toMatch(/data-server-frame="so"/);
    expect(html).toContain(title);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Hydrated: the header answers (the login popup opens from it; a tap before does nothing).
    const dialog = page.getByRole('dialog');
    await expect(async () => {
      if (!(await dialog.isVisible())) await page.getByRole('banner').getByRole('button', { name: shellText('login') }).click({ timeout: 1000 });
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect((await kept(page)).header).toBe(true);
    expect(problems).toEqual(status === 404 ? [expect.stringMatching(/status of 404/)] : []);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("/cart's bottom bar is the server's element after hydration, its badge the shopper's", async ({ page, origin }) => {
    await shopperWithTwoLines(page, origin);
    const problems = problemsOf(page);
    await watchPage(page);
    await page.goto(`${origin}/cart`);
    await expect(page.getByTestId('bottom-bar').getByTestId('cart-badge')).toHaveAttribute('data-count', '2');
    for (const product of products) await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
    const after = await kept(page);
    expect(after.bar).toBe(true);
    expect(after.header).toBe(true);
    expect(after.shifts).toBeLessThanOrEqual(0.02);
    expect(problems).toEqual([]);
  });
});
