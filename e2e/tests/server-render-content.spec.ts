import { expect } from '@playwright/test';
import { HELP_PATHS, helpPage } from 'mf-account/content/pages';
import { keepServerHeading, problemsOf, sameServerHeading } from './hydration';
import { test } from './renderService';

// Issue 30: the footer's content pages (FAQ, shipping, returns…) from a render service of the
// test's own (renderService.ts), rendered by mf-account's live server build.
test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('every content page of the footer shows its heading and its text from the server', async ({ page, origin }) => {
    for (const pagePath of HELP_PATHS) {
      const texts = helpPage(pagePath, 'so');
      const res = await page.goto(`${origin}${pagePath}`);
      expect(res!.status(), pagePath).toBe(200);
      expect(res!.headers()['x-rendered-by'], pagePath).toBe('mf_account');
      const main = page.locator('[data-server-rendered="mf_account"]');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.title);
      await expect(main.getByText(texts.intro, { exact: true })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: texts.sections[0]!.heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${texts.title.replace(/[()]/g, '\\$&')} · Suuq$`));
      // The first frame's loading sign gives way to the page.
      await expect(page.getByRole('status', { name: 'Soo dejinaya…' })).toBeHidden();
    }
  });
});

test("the account's own pages and customer service are not rendered on the server", async ({ request, origin }) => {
  for (const pagePath of ['/account', '/account/wallet', '/wishlist', '/customer-service']) {
    const res = await request.get(`${origin}${pagePath}`);
    expect(res.headers()['x-rendered-by'], pagePath).toBeUndefined();
    expect(await res.text(), pagePath).not.toContain('data-server-rendered');
  }
});

test.describe('in a browser running the scripts', () => {
  test("the browser hydrates the server's content page: the same heading element, links that navigate in the page, no error", async ({ page, context, origin }) => {
    await context.addCookies([{ name: 'suuq_lang', value: 'en', url: origin }]);
    const problems = problemsOf(page);
    await keepServerHeading(page);
    const res = await page.goto(`${origin}/shipping-info`);
    expect(await res!.text()).toContain('<html lang="en"');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(helpPage('/shipping-info', 'en').title);
    // Hydrated: React has taken the server's heading as its own (its fiber is on the element).
    await expect.poll(() => heading.evaluate((h1) => Object.keys(h1).some((k) => k.startsWith('__reactFiber')))).toBe(true);
    expect(await sameServerHeading(page)).toBe(true);
    // Interactive: a link to another content page navigates inside the page (no new document).
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('main').getByRole('link', { name: helpPage('/returns', 'en').title, exact: true }).click();
    await expect(heading).toHaveText(helpPage('/returns', 'en').title);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(problems).toEqual([]);
  });
});
