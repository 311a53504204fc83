import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { logInNewShopper, registerViaApi } from './session';

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Gal' });
const firstCard = (page: Page) => page.locator('article[data-product-id]').first();
const heartOf = (card: ReturnType<typeof firstCard>) => card.locator('button[aria-pressed]');
const emptyText = /Your Wish List is empty|Wish List-kaagu waa madhan yahay/;

for (const size of [
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`wishlist at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport });

    test('heart a product logged out → log in → it is in /wishlist → remove it from the card → gone after a reload', async ({ page }) => {
      const credentials = await registerViaApi(page.request);
      await page.goto('/home');
      const card = firstCard(page);
      const productId = await card.getAttribute('data-product-id');
      const name = (await card.locator('h3, [id$="-name"]').first().innerText()).trim();
      const heart = heartOf(card);
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();

      // The login popup, and the heart already on: the product waits on this device for the login.
      const dialog = loginDialog(page);
      await expect(dialog).toBeVisible();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await dialog.getByLabel('Email ama telefoon').fill(credentials.email);
      await dialog.getByLabel('Furaha sirta ah').fill(credentials.password);
      await dialog.getByRole('button', { name: 'Gal', exact: true }).click();
      await expect(dialog).toBeHidden();

      await page.goto('/wishlist');
      const item = page.locator(`li[data-product-id="${productId}"]`);
      await expect(item).toBeVisible();
      await expect(item.getByRole('link', { name })).toBeVisible();
      await page.screenshot({ path: path.join(__dirname, `../../.tmp/screens/wishlist-${size.label}.png`), fullPage: true });

      await page.goto('/home');
      const again = heartOf(page.locator(`article[data-product-id="${productId}"]`).first());
      await expect(again).toHaveAttribute('aria-pressed', 'true');
      await expect(again).toHaveAccessibleName(new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      const removed = page.waitForResponse((r) => /\/api\/wishlist\/\d+\/remove(\?|$)/.test(r.url()));
      await again.click();
      await expect(again).toHaveAttribute('aria-pressed', 'false');
      expect((await removed).status()).toBe(200);

      await page.goto('/wishlist');
      await page.reload();
      await expect(page.getByText(emptyText)).toBeVisible();
      await expect(page.locator(`li[data-product-id="${productId}"]`)).toHaveCount(0);
    });

    test('the heart turns on at the tap, before the server answers (optimistic)', async ({ page }) => {
      await logInNewShopper(page);
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let asked = false;
      // The shop's calls carry an api_key query value (spec §6).
      const add = /\/api\/wishlist\/add(\?|$)/;
      await page.route(add, async (route) => {
        asked = true;
        await held;
        await route.continue();
      });
      await page.goto('/home');
      const card = firstCard(page);
      const productId = await card.getAttribute('data-product-id');
      const heart = heartOf(card);
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => asked).toBe(true);
      // Still on while the server has not answered.
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      const answered = page.waitForResponse((r) => add.test(r.url()));
      release();
      expect((await answered).status()).toBe(200);
      await page.goto('/wishlist');
      await expect(page.locator(`li[data-product-id="${productId}"]`)).toBeVisible();
      await page.screenshot({ path: path.join(__dirname, `../../.tmp/screens/wishlist-list-${size.label}.png`), fullPage: true });
    });

    test('when the server refuses, the heart turns back and the shopper reads why', async ({ page }) => {
      await logInNewShopper(page);
      // The real server refuses: the add is sent for a product that does not exist.
      await page.route(/\/api\/wishlist\/add(\?|$)/, async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as { params?: Record<string, unknown> };
        await route.continue({ postData: JSON.stringify({ ...body, params: { ...body.params, product_id: 999_999_999 } }) });
      });
      await page.goto('/home');
      const heart = heartOf(firstCard(page));
      const refused = page.waitForResponse((r) => /\/api\/wishlist\/add(\?|$)/.test(r.url()));
      await heart.click();
      await refused;
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByTestId('toasts')).toContainText('Product not found');
    });
  });
}
