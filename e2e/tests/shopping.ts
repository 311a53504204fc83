import { expect, type Page } from '@playwright/test';

/** The cart holds `product`; /checkout with a new Hodan address; payment left to the caller. */
export async function toCheckout(page: Page, product: { slug: string }) {
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('main').getByRole('button', { name: /Add to Cart/i }).first().click();
  await expect(page.locator('[data-testid="cart-badge"]:visible').first()).toHaveAttribute('data-count', '1');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'U gudub Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const addressStep = page.getByRole('region', { name: 'Cinwaanka gaadsiinta' });
  const saved = addressStep.getByRole('group', { name: 'U gee' }).getByRole('radio');
  const district = addressStep.getByLabel('Degmada');
  // The book loads first: a saved address, or the form of a shopper without one.
  await expect(saved.or(district).first()).toBeVisible();
  if ((await saved.count()) === 0) {
    await district.selectOption('Hodan');
    await addressStep.getByRole('button', { name: 'Kaydi oo halkan ii keen' }).click();
  }
  await expect(saved.first()).toBeChecked();
  return page.getByRole('region', { name: 'Lacag bixinta' });
}

/**
 * Opens the first product card of the page and waits until its product page has rendered: the
 * URL changes at the click, but the page before stays on screen until the navigation has
 * rendered (React Router renders it as a transition). Returns the product's name, as its card
 * link says it.
 */
export async function openFirstProduct(page: Page): Promise<string> {
  const link = page.getByRole('main').locator('a[href^="/product/"]').first();
  const name = (await link.textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await link.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(name.slice(0, 12));
  return name;
}
