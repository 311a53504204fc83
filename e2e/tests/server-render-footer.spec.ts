import { expect, type Page } from '@playwright/test';
import { helpPage } from 'mf-account/content/pages';
import { keptServerElements, problemsOf, watchServerElements } from './hydration';
import { FRAME, test } from './renderService';

// Issue 30: the shell's footer drawn on the server with the frame (shell/src/layout/FooterArea.tsx):
// plain links in the page's HTML at once, hydrated with no footer code, the router's links once
// that code has arrived after the page settled; hidden on a phone, where the bottom bar serves.
const FAQ = helpPage('/faq', 'so').title;
const footer = (page: Page) => page.locator('footer');
/** The footer's link to the FAQ, by its address (its label comes from the footer's catalogue). */
const faqLink = (page: Page) => footer(page).locator('a[href="/faq"]');
/** Whether the footer's script chunk was asked for. */
const footerChunk = (url: string) => /\/footer\.[^/]*\.js$/.test(new URL(url).pathname);

/** Sums layout shifts from the start and keeps the footer's element as the HTML parser made it. */
const watchFooter = (page: Page) => watchServerElements(page, { footer: '#root[data-server-frame] [data-shell-footer] footer' });
const footerState = async (page: Page) => {
  const { kept, seen, shifts } = await keptServerElements(page, { footer: 'footer' });
  return { server: seen, kept: kept.footer, shifts };
};

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test("a product page shows the shell's footer from the server: its content links and the Mogadishu address", async ({ page, origin, product }) => {
    await page.goto(`${origin}/product/${product.slug}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(product.name);
    await footer(page).scrollIntoViewIfNeeded();
    await expect(footer(page)).toBeVisible();
    await expect(footer(page).locator('address')).toContainText('Mogadishu');
    await expect(faqLink(page)).toBeVisible();
    // A plain link: it opens the FAQ, drawn by the server too.
    await faqLink(page).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(FAQ);
  });
});

test("the browser hydrates the server's footer with no warning and no shift; after the page settled its links navigate within the app", async ({ page, origin, product }) => {
  const problems = problemsOf(page);
  await watchFooter(page);
  await page.goto(`${origin}/product/${product.slug}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(product.name);
  expect((await footerState(page)).server).toBe(true);
  await footer(page).scrollIntoViewIfNeeded();
  // Settled and near the screen: the footer's code has arrived and drawn it in place of the server's.
  await expect.poll(async () => (await footerState(page)).kept, { timeout: 20_000 }).toBe(false);
  await expect(faqLink(page)).toHaveCount(1);
  // From the start to the footer drawn again (the FAQ page, drawn next, is another page).
  expect((await footerState(page)).shifts).toBeLessThanOrEqual(0.02);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await faqLink(page).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(FAQ);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(problems).toEqual([]);
});

test("on /home the footer's code waits until the shopper scrolls near the footer, past the first load", async ({ page, origin }) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await watchFooter(page);
  await page.goto(`${origin}/home`);
  // Settled: the desktop's search box asks for its code then (Header.tsx, SearchBox).
  await expect.poll(() => asked.some((p) => /__federation_expose_search_box/.test(p)), { timeout: 20_000 }).toBe(true);
  expect(asked.filter((p) => footerChunk(`${origin}${p}`))).toEqual([]);
  expect((await footerState(page)).kept).toBe(true);
  await footer(page).scrollIntoViewIfNeeded();
  await expect.poll(() => asked.filter((p) => footerChunk(`${origin}${p}`)).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(async () => (await footerState(page)).kept).toBe(false);
});

test("without the footer's code (its chunk failed), the server's footer stays and its links still open their pages", async ({ page, origin, product }) => {
  const problems = problemsOf(page);
  let asked = false;
  await page.route((url) => footerChunk(url.href), (route) => {
    asked = true;
    return route.abort();
  });
  await watchFooter(page);
  await page.goto(`${origin}/product/${product.slug}`);
  await footer(page).scrollIntoViewIfNeeded();
  await expect.poll(() => asked, { timeout: 20_000 }).toBe(true);
  expect((await footerState(page)).kept).toBe(true);
  await faqLink(page).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(FAQ);
  // Only the refused chunk's own load error.
  expect(problems.filter((p) => !/ERR_FAILED|Failed to load resource/.test(p))).toEqual([]);
});

test("a page the browser draws itself (no server frame) still gets the footer once it has settled", async ({ page, product }) => {
  await page.goto(`${FRAME}/product/${product.slug}`);
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-frame', /.*/);
  await expect(faqLink(page)).toHaveCount(1, { timeout: 20_000 });
  await expect(page.locator('[data-shell-footer]')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the server's footer is in the page but not shown, and its code is never fetched", async ({ page, origin, product }) => {
    const problems = problemsOf(page);
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
    await page.goto(`${origin}/product/${product.slug}`);
    await expect(page.getByTestId('bottom-bar')).toBeVisible();
    await expect(footer(page)).toHaveCount(1);
    await expect(footer(page)).toBeHidden();
    // Settled: the phone's header fetches its menu panel then (Header.tsx); still no footer code.
    await expect.poll(() => chunks.some((c) => /\/search-and-menu-panel\.[^/]*\.js$/.test(c)), { timeout: 20_000 }).toBe(true);
    expect(chunks.filter((c) => /\/footer\.[^/]*\.js$/.test(c))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
