import { expect, type Page } from '@playwright/test';
import { t as shellText } from 'shell/messages';
import { addsToCart, keepServerHeading, keptServerElements, problemsOf, sameServerHeading } from './hydration';
import { test } from './renderService';
import { logInViaApi } from './session';
import { shellTextIn } from './texts';

// Issue 30: on a page the render service framed (the shell's frame drawn on the server, hydrated),
// a shell script that fails to load shows the static page's "the shop did not load" with Try again
// (shell/src/startup/first-frame/), the same block and the same watcher, kept out of the hydrated
// #root (render/src/page.mjs). The server's page stays readable around it, its links working.
// The page's texts are Somali (no language cookie); shellText reads them from the shell's catalogue.
/** Refuses one of the shell's own scripts (main.<hash>.js, vendor.<hash>.js) until the returned function is called. */
async function refuseShellScript(page: Page, name: 'main' | 'vendor'): Promise<() => void> {
  let refuse = true;
  await page.route(new RegExp(`/${name}\\.[0-9a-f]+\\.js$`), (route) => (refuse ? route.abort('connectionfailed') : route.continue()));
  return () => (refuse = false);
}

/** The shell's failure, by its role and its catalogue title. */
const shellFailed = (page: Page, title = shellText('shopFailedTitle')) => page.getByRole('alert').filter({ hasText: title });

/** The element is wholly inside the viewport. */
async function inView(page: Page, box: { x: number; y: number; width: number; height: number } | null) {
  const size = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
}

test("a product page, main.js refused: the server's page stays, the failure shows over it with Try again; allowed again, Try again gives the working page", async ({ page, origin, product }) => {
  const allow = await refuseShellScript(page, 'main');
  const res = await page.goto(`${origin}/product/${product.slug}`);
  expect(res!.headers()['x-rendered-by']).toBe('mf_catalogue');
  expect(await res!.text()).toMatch(/data-server-frame="so"/);

  const failed = shellFailed(page);
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(shellText('shopFailedText'));
  await inView(page, await failed.boundingBox());
  // The server's page is still there, around the failure.
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  allow();
  await failed.getByRole('button', { name: shellText('tryAgain') }).click();
  await addsToCart(page);
  await expect(page.locator('.ff-failed')).toHaveCount(0);
});

test("/cart, vendor refused: the failure shows, no loading state left in the main, the header's links still work as links; allowed again, Try again gives the cart", async ({ page, origin }) => {
  await page.goto(`${origin}/privacy-policy`);
  await logInViaApi(page);
  const allow = await refuseShellScript(page, 'vendor');
  await page.goto(`${origin}/cart`);
  const failed = shellFailed(page);
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(shellText('shopFailedText'));
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await inView(page, await failed.boundingBox());

  // A plain link of the server's header, with the shell still refused: the browser follows it.
  await page.getByRole('banner').getByRole('link', { name: /^suuq home$/i }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(shellFailed(page)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);

  allow();
  await shellFailed(page).getByRole('button', { name: shellText('tryAgain') }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: shellText('logout') })).toBeVisible();
  await expect(page.locator('.ff-failed')).toHaveCount(0);
});

test("the failure's heading beside a product page is an h2, the page keeping one h1, the product's; on /cart, where nothing else is a heading, it is the h1", async ({ page, origin, product }) => {
  await refuseShellScript(page, 'main');
  await page.goto(`${origin}/product/${product.slug}`);
  await expect(shellFailed(page).getByRole('heading', { level: 2, name: shellText('shopFailedTitle') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([product.name]);

  await page.goto(`${origin}/cart`);
  await expect(shellFailed(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([shellText('shopFailedTitle')]);
});

test("/cart on a desktop, the failure shown: scrolled to the page's end, the footer's links (plain links, working without the shell) come clear of the card", async ({ page, origin }) => {
  await refuseShellScript(page, 'vendor');
  await page.goto(`${origin}/cart`);
  const failed = shellFailed(page);
  await expect(failed).toBeVisible();
  const links = await page.getByRole('contentinfo').getByRole('link').all();
  expect(links.length).toBeGreaterThan(10);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
  const card = (await failed.boundingBox())!;
  for (const link of links) {
    const box = (await link.boundingBox())!;
    expect(box.y + box.height, await link.textContent() ?? '').toBeLessThanOrEqual(card.y);
  }
});

test('a shopper whose cookie says English: the failure on a framed page is in English', async ({ page, context, origin, product }) => {
  await context.addCookies([{ name: 'suuq_lang', value: 'en', url: origin }]);
  await refuseShellScript(page, 'main');
  const res = await page.goto(`${origin}/product/${product.slug}`);
  expect(await res!.text()).toMatch(/data-server-frame="en"/);
  const failed = shellFailed(page, shellTextIn('en', 'shopFailedTitle'));
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(shellTextIn('en', 'shopFailedText'));
  await expect(failed.getByRole('button', { name: shellTextIn('en', 'tryAgain') })).toBeVisible();
});

test('the scripts load: the block never shows and is gone once the shell runs; no warning, the server heading kept, no shift', async ({ page, origin, product }) => {
  const problems = problemsOf(page);
  await keepServerHeading(page);
  const res = await page.goto(`${origin}/product/${product.slug}`);
  // The page carries it (hidden), outside the #root the shell hydrates.
  expect(await res!.text()).toMatch(/<\/div>(?:<noscript>.*<\/noscript>)?<div class=["']?ff-failed["']? role=["']?alert["']? hidden>.*<\/div><\/body>/s);
  await addsToCart(page);
  await expect(page.locator('.ff-failed')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: shellText('shopFailedTitle') })).toHaveCount(0);
  expect(await sameServerHeading(page)).toBe(true);
  expect((await keptServerElements(page, {})).shifts).toBeLessThanOrEqual(0.02);
  expect(problems).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("main.js refused on a product page: the failure and its Try again sit above the bottom bar, in view", async ({ page, origin, product }) => {
    await refuseShellScript(page, 'main');
    await page.goto(`${origin}/product/${product.slug}`);
    const failed = shellFailed(page);
    await expect(failed).toBeVisible();
    const box = await failed.boundingBox();
    await inView(page, box);
    const bar = await page.getByTestId('bottom-bar').boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y);
    await expect(failed.getByRole('button', { name: shellText('tryAgain') })).toBeInViewport();
  });
});
