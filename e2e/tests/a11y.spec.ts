import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PAGE_ROUTES } from 'shell/routes';
import { logInViaApi, registerViaApi } from './session';
import { keepInCart, listProducts, orderViaApi, rpcCallAs } from './shopping';

/**
 * Issue 14: axe-core on every route at both sizes: no violation, whatever its impact (moderate
 * ones too: a listing's card names once skipped a heading level). Each page is checked once it has
 * settled (its data in, no spinner), logged out for the public pages and as a shopper with an
 * order, two addresses (one to make the default) and a cart line for the rest.
 */

/** A call of the shop's API, as the shopper of `token` when given. */
const post = rpcCallAs;

const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

/** The violations on the page as it is now, one line each. */
async function violations(page: Page, path: string): Promise<string[]> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0, { timeout: 10_000 });
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.flatMap((v) => v.nodes.map((n) => `${path}: ${v.id} (${v.impact}) at ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`));
}

async function check(page: Page, paths: string[]) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const found: string[] = [];
  for (const path of paths) found.push(...(await violations(page, path)));
  expect(found).toEqual([]);
  expect(errors).toEqual([]);
}

for (const size of sizes) {
  test.describe(`axe at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.phone, hasTouch: size.phone });
    // Twenty pages, each settled and analysed: longer than one page's test.
    test.setTimeout(240_000);

    test('the catalogue, help and other public pages have no axe violation', async ({ page }) => {
      const products = await listProducts(page.request, 5);
      const { categories } = await post<{ categories: { id: number }[] }>(page.request, '/api/categories', {});
      const { live } = await post<{ live: { id: number }[] }>(page.request, '/api/live/streams', {});
      await check(page, [
        '/home',
        `/product/${products[0]!.slug}`,
        '/search-results?q=oil',
        `/category/${categories[0]!.id}`,
        '/section/best_sellers',
        '/discounts',
        '/privacy-policy',
        '/live',
        '/section/suuq-live',
        '/suuq-live-shopping',
        `/suuq-live-shopping/${live[0]!.id}`,
        // The account team's open pages (help, company, customer service, student discount), from the shell's route table.
        ...PAGE_ROUTES.filter((r) => r.remote === 'mf-account' && !r.protected).map((r) => r.path.slice(0, -2)),
        '/no-such-page',
      ]);
    });

    test("a shopper's pages (cart, checkout, account, orders, wallet, wishlist, advisor) have no axe violation", async ({ page }) => {
      const credentials = await registerViaApi(page.request);
      const { token } = await post<{ token: string }>(page.request, '/api/user/login', credentials);
      const { product, order } = await orderViaApi(page.request, token, 10, 'a11y');
      // A second address, not the default: /manage-address then offers Set as default.
      await post(page.request, '/api/user/address', { country: 'Somalia', region: 'Banadir', city: 'Mogadishu', district: 'Wadajir', delivery_method: 'Standard', details: 'Behind the school' }, token);
      await logInViaApi(page, credentials);
      await keepInCart(page, [product]);
      await check(page, [
        '/cart',
        '/checkout',
        `/order-confirmation?order=${order.id}`,
        '/account',
        `/account/orders/${order.id}`,
        '/account/profile',
        '/account/wallet',
        '/account/membership',
        '/account/reviews',
        '/account/notifications',
        '/wishlist',
        '/manage-address',
        `/order-tracking?order=${order.order_number}`,
        '/advisor',
      ]);
    });
  });
}
