import { expect, test, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { logInViaApi } from './session';

/**
 * A link to a place in another page (`/account/profile#password`) opens that page at the place
 * with focus in it, as opening the address does (issue 28: on a phone the password form stayed
 * 890 px down an 844 px screen). The shell's routing/pageScroll.ts: a new page starts at the top,
 * unless its address names a place in it.
 */

const shots = path.join(__dirname, '../../.tmp/screenshots');
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The target's top is on screen below the sticky header. */
async function expectInViewBelowHeader(page: Page, target: Locator) {
  await expect
    .poll(async () => {
      const header = await page.getByRole('banner').boundingBox();
      const box = await target.boundingBox();
      const height = page.viewportSize()?.height ?? 0;
      if (!header || !box) return 'no box';
      if (box.y < header.y + header.height - 1) return `top at ${box.y}, under the header (ends at ${header.y + header.height})`;
      if (box.y > height - 100) return `top at ${box.y}, off a ${height} px screen`;
      return 'in view';
    })
    .toBe('in view');
}

test("at 390×844 My account's 'change password' opens the profile at the password form, focus in it; Back returns to the account", async ({
  page,
}) => {
  await logInViaApi(page);
  await page.goto('/account');
  const shortcut = page.getByRole('main').locator('a[href="/account/profile#password"]');
  await shortcut.scrollIntoViewIfNeeded();
  const accountY = await scrollY(page);

  await shortcut.tap();
  await expect(page).toHaveURL(/\/account\/profile#password$/);
  const form = page.locator('#password');
  await expectInViewBelowHeader(page, form);
  // Keyboard and screen-reader users are in the form, not at the top of the page: the next Tab
  // is its first field.
  await expect.poll(() => form.evaluate((f) => f.contains(document.activeElement))).toBe(true);
  await page.screenshot({ path: path.join(shots, 'profile-password-link-390.png') });
  await page.keyboard.press('Tab');
  await expect(form.locator('input').first()).toBeFocused();

  // Back: the account where the shopper left it (the scroll restoration still holds).
  await page.goBack();
  await expect(page).toHaveURL(/\/account$/);
  await expect(shortcut).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(accountY - 5);
  expect(await scrollY(page)).toBeLessThan(accountY + 5);
});

test('at 390×844 /account/profile#password opened directly (typed, reloaded) opens at the password form, focus in it', async ({
  page,
}) => {
  await logInViaApi(page);
  await page.goto('/account/profile#password');
  const form = page.locator('#password');
  await expectInViewBelowHeader(page, form);
  await expect.poll(() => form.evaluate((f) => f.contains(document.activeElement))).toBe(true);
});
