import { expect, type Page } from '@playwright/test';
import { t as shellText } from 'shell/messages';
import { holdShellScripts, keptServerElements, problemsOf, watchServerElements } from './hydration';
import { FRAME, test } from './renderService';
import { logInNewShopper } from './session';

// Issue 30: a protected page (cart, checkout, account, …) comes in the shell's server frame, which is
// the logged-out view for everyone; what its main shows before the scripts have run, and with
// JavaScript off. The page's texts are Somali (no language cookie); shellText reads them from the
// shell's catalogue.
const loading = (page: Page) => page.getByRole('main').getByRole('status', { name: shellText('remoteLoading') });
const notice = (page: Page) => page.getByRole('main').getByRole('heading', { name: shellText('needsJavaScriptTitle') });

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/cart', '/account']) {
    test(`${path} says in its main that it needs JavaScript, with no endless loading, and its link to /home works`, async ({ page, origin }) => {
      await page.goto(`${origin}${path}`);
      await expect(notice(page)).toBeVisible();
      // (Playwright's text matching skips <noscript>, where the notice lives: read as the page has it.)
      const text = page.getByRole('main').locator('noscript p');
      await expect(text).toBeVisible();
      expect(await text.evaluate((p) => p.textContent)).toBe(shellText('needsJavaScriptText'));
      await expect(loading(page)).toBeHidden();
      // One message: the template's unstyled line under the footer is gone.
      await expect(page.locator('body > noscript')).toHaveCount(0);
      // A plain link: /home, drawn by the server.
      await page.getByRole('main').getByRole('link', { name: shellText('goHome') }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(notice(page)).toHaveCount(0);
    });
  }

  test('the static page (the render service down) says the same in its main', async ({ page }) => {
    await page.goto(`${FRAME}/cart`);
    await expect(notice(page)).toBeVisible();
    await expect(loading(page)).toBeHidden();
    await expect(page.locator('body > noscript')).toHaveCount(0);
  });
});

test("before its scripts have run, /cart's main shows the loading state, announced; a logged-in shopper's cart then opens in it, with no warning and no shift", async ({ page, origin }) => {
  await page.goto(`${origin}/privacy-policy`);
  await logInNewShopper(page);
  const problems = problemsOf(page);
  await watchServerElements(page, { header: '#root[data-server-frame] header' });
  const release = await holdShellScripts(page);
  await page.goto(`${origin}/cart`, { waitUntil: 'domcontentloaded' });
  await expect(loading(page)).toBeVisible();
  await expect(notice(page)).toBeHidden();
  release();
  await expect(page.getByRole('main').getByText('Your cart is empty')).toBeVisible({ timeout: 30_000 });
  await expect(loading(page)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: shellText('logout') })).toBeVisible();
  const { kept, shifts } = await keptServerElements(page, { header: 'header' });
  expect(kept.header).toBe(true);
  expect(shifts).toBeLessThanOrEqual(0.02);
  expect(problems).toEqual([]);
});

test('a logged-out shopper on /cart: the loading state, then the login popup once hydrated', async ({ page, origin }) => {
  const problems = problemsOf(page);
  const release = await holdShellScripts(page);
  await page.goto(`${origin}/cart`, { waitUntil: 'domcontentloaded' });
  await expect(loading(page)).toBeVisible();
  release();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/home$/);
  expect(problems).toEqual([]);
});
