import { expect, test, type Page } from '@playwright/test';
import { hold } from './hold';

/**
 * The header's search box starts as the shell's plain field and is swapped for the catalogue's
 * box (a federated fragment) once that arrives; nothing typed may be lost in the swap
 * (shell/src/fragments/RemoteFragment.tsx hands over the words, the caret and the focus).
 * The fragment's code is held back here until the test lets it through, so the typing always
 * happens before the swap.
 */

/** Holds the catalogue's search box code until the returned release is called. */
async function holdSearchBoxCode(page: Page): Promise<() => void> {
  return (await hold(page, /:3001\/__federation_expose_search_box\.[0-9a-f]+\.js$/)).release;
}

async function openHome(page: Page) {
  await page.goto('/home');
  await expect(page.getByRole('main').locator('a[href^="/product/"]').first()).toBeVisible();
}

test.describe('header search typed into before the catalogue box arrives', () => {
  test('every letter typed before the swap is kept, with the caret and focus, and the search finds it', async ({
    page,
  }) => {
    const release = await holdSearchBoxCode(page);
    await openHome(page);
    const banner = page.getByRole('banner');
    const plain = banner.getByRole('searchbox');
    await plain.click();
    await page.keyboard.type('soap', { delay: 30 });
    // Still the shell's field: the catalogue's box has not arrived.
    await expect(banner.getByRole('combobox')).toHaveCount(0);
    await expect(plain).toHaveValue('soap');

    release();
    const box = banner.getByRole('combobox');
    await expect(box).toBeVisible();
    await expect(box).toHaveValue('soap');
    await expect(box).toBeFocused();
    expect(
      await box.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd]),
    ).toEqual([4, 4]);

    // Typing goes on in the real box, where the caret was; the suggestions are for the whole word.
    await page.keyboard.type(' bar');
    await expect(box).toHaveValue('soap bar');
    await expect(page.getByRole('option', { name: /Soap Bar/i }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search-results\?keyword=soap(\+|%20)bar$/);
    await expect(page.locator('main [data-product-id]').first()).toBeVisible();
  });

  test('letters typed while the box is being swapped in are all kept', async ({ page }) => {
    const release = await holdSearchBoxCode(page);
    await openHome(page);
    const banner = page.getByRole('banner');
    await banner.getByRole('searchbox').click();
    await page.keyboard.type('ol');
    release();
    // The swap happens somewhere in these key presses.
    await page.keyboard.type('ive oil soap', { delay: 15 });
    const box = banner.getByRole('combobox');
    await expect(box).toBeVisible();
    await expect(box).toHaveValue('olive oil soap');
    await expect(box).toBeFocused();
  });

  test.describe('at 390×844, in the Search Products panel', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('words typed into the panel before and while the catalogue box arrives are all kept and search', async ({
      page,
    }) => {
      const release = await holdSearchBoxCode(page);
      await openHome(page);
      await page.getByRole('banner').getByRole('button', { name: 'Search Products' }).click();
      const panel = page.getByRole('dialog', { name: 'Search Products' });
      await expect(panel).toBeVisible();
      const plain = panel.getByRole('searchbox');
      await expect(plain).toBeFocused();
      await page.keyboard.type('so', { delay: 30 });
      await expect(panel.getByRole('combobox')).toHaveCount(0);

      release();
      // The swap happens somewhere in these key presses.
      await page.keyboard.type('ap bar', { delay: 15 });
      const box = panel.getByRole('combobox');
      await expect(box).toBeVisible();
      await expect(box).toHaveValue('soap bar');
      await expect(box).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search-results\?keyword=soap(\+|%20)bar$/);
      await expect(panel).toBeHidden();
      await expect(page.locator('main [data-product-id]').first()).toBeVisible();
    });
  });
});
