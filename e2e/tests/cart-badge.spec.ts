import { expect, test } from '@playwright/test';
import { openFirstProduct } from './shopping';
import { logInViaApi } from './session';

/**
 * Issue 14: the cart badge is right from its first paint. The cart's owner (mf-checkout's cart
 * service) starts after the page is up; until then the badge shows the count last heard, not 0.
 * Held here: every request to mf-checkout, so its service cannot have spoken.
 */

const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

for (const size of sizes) {
  test(`${size.name}: after a reload the cart badge shows the cart's lines before mf-checkout has loaded`, async ({ page }) => {
    await page.setViewportSize(size.viewport);
    const badge = size.phone
      ? page.getByTestId('bottom-bar').getByTestId('cart-badge')
      : page.getByRole('banner').getByTestId('cart-badge');
    await logInViaApi(page);
    await page.goto('/home');
    await openFirstProduct(page);
    const add = page.getByRole('main').getByRole('button', { name: /Add to Cart/i }).first();
    await expect(add).toBeEnabled();
    await add.click();
    await expect(badge).toHaveAttribute('data-count', '1');

    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let held = 0;
    await page.route(/:3002\//, async (route) => {
      held += 1;
      await gate;
      // The page may have dropped the request meanwhile (it navigated on): nothing to continue.
      await route.continue().catch(() => undefined);
    });
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(badge).toHaveAttribute('data-count', '1');
    // The badge is only seen; the cart item's name says the count.
    const cartItem = (size.phone ? page.getByTestId('bottom-bar') : page.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Gaadhiga/ });
    await expect(cartItem).toHaveAccessibleName('Gaadhiga, 1 cart line');
    // mf-checkout is asked for once the page is up, and held: the count did not come from its service.
    await expect.poll(() => held).toBeGreaterThan(0);
    await expect(badge).toHaveAttribute('data-count', '1');
    release();
    await page.unroute(/:3002\//);
  });
}

test("a tab whose cart owner has not started follows the cart another tab fills", async ({ context }) => {
  const looking = await context.newPage();
  const asked: string[] = [];
  looking.on('request', (r) => {
    if (/:3002\//.test(r.url())) asked.push(r.url());
  });
  await looking.goto('/home');
  const badge = looking.getByRole('banner').getByTestId('cart-badge');
  await expect(looking.getByRole('main').getByRole('article').first()).toBeVisible();
  // An empty cart: this tab starts no cart owner until it is touched, and it is not touched here.
  const shopping = await context.newPage();
  await shopping.goto('/home');
  await shopping.getByRole('main').getByRole('button', { name: /Add to Cart/i }).first().click();
  await expect(shopping.getByRole('banner').getByTestId('cart-badge')).toHaveAttribute('data-count', '1');
  await expect(badge).toHaveAttribute('data-count', '1');
  // The count came from the other tab's note: this tab never asked mf-checkout for anything.
  expect(asked).toEqual([]);
});
