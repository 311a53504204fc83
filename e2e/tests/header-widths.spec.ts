import { expect, test } from '@playwright/test';

/**
 * The desktop header (768 px and up) fits its items without the page scrolling sideways: on a
 * tablet or small laptop the items with icons show only their icon (the language switch made the
 * row longer; it already overflowed by 266 px at 800 and 42 px at 1024). Their names stay.
 */
for (const width of [768, 1024, 1280]) {
  test(`${width} px: the header fits, nothing scrolls sideways, every item keeps its name`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/home', { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Hoyga', /^Live/, 'Ila Tali', /^Gaadhiga/, 'Wishlist', 'Akoonkayga']) await expect(nav.getByRole('link', { name })).toBeVisible();
    for (const name of ['Login/Register', 'English']) await expect(nav.getByRole('button', { name })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Each item is wholly on screen.
    for (const item of await nav.locator('a, button').all()) {
      const box = (await item.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  });
}
