import { expect, test } from '@playwright/test';

test('home → category → product: the category navigation leads to a subcategory and its products', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('main').getByRole('navigation').filter({ has: page.locator('button[aria-expanded]') }).first();
  const firstMain = nav.locator('button[aria-expanded]').first();
  await firstMain.click();
  await expect(firstMain).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('[id^="category-panel-"]');
  await expect(panel).toBeVisible();
  const subcategory = panel.locator('a[href^="/category/"]').nth(1);
  const subName = (await subcategory.textContent())?.trim() ?? '';
  await subcategory.click();
  await expect(page).toHaveURL(/\/category\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(subName.slice(0, 6));
  const product = page.getByRole('main').locator('a[href^="/product/"]').first();
  await expect(product).toBeVisible();
  await product.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
