import { expect, test, type APIRequestContext } from '@playwright/test';
import path from 'node:path';
import { logInViaApi, registerViaApi } from './session';
import { cashOrderViaApi, listProducts, rpcCallAs } from './shopping';
import { chooseLanguage } from './texts';

// Reviews against the real API: a new shopper's order is delivered by the demo staff account
// (SUUQ_DEMO_STAFF in playwright.config.ts), the shopper writes a review of its product on the
// order's page, and the product page's review count goes up by one; the order's status changes
// are in its notifications and mark all read clears the count. At 1280×800 and 390×844;
// screenshots go to .tmp/screenshots/reviews.

const rpc = (params: Record<string, unknown>) => ({ jsonrpc: '2.0', method: 'call', params, id: 1 });
const shots = path.join(__dirname, '../../.tmp/screenshots/reviews');
const STAFF = { email: 'staff-e2e@suuq.test', password: 'staff-e2e-password' };

/** A call of the shop's API, as the shopper of `token` when given. */
const post = rpcCallAs;

const ratingOf = async (request: APIRequestContext, id: number) =>
  (await post<{ product: { review_count: number; rating: number } }>(request, `/api/product/${id}`, { slugOrId: String(id), type: 'id' })).product;

/** A new shopper with one order of `slot`'s product, delivered by the staff account. */
async function deliveredOrder(request: APIRequestContext, slot: number) {
  const credentials = await registerViaApi(request);
  const { token } = await post<{ token: string }>(request, '/api/user/login', credentials);
  const products = await listProducts(request, 40);
  // From the front of the list: the orders suite takes its products from the end.
  const product = products.filter((p) => p.quantity >= 2)[4 + slot];
  if (!product) throw new Error('the demo catalogue has no product with stock');
  const { order } = await cashOrderViaApi(request, token, product, 'reviews');
  const staff = await post<{ token: string }>(request, '/api/user/login', STAFF);
  for (const action of ['confirm', 'pack', 'ship', 'deliver']) await post(request, `/api/staff/orders/${order.id}/advance`, { id: String(order.id), action }, staff.token);
  return { credentials, token, product, order };
}

const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

for (const [n, size] of sizes.entries()) {
  test.describe(`reviews (${size.name} ${size.viewport.width}×${size.viewport.height})`, () => {
    test.use({ viewport: size.viewport, isMobile: size.phone, hasTouch: size.phone });

    test('a delivered order’s product gets a review on the order page: its rating moves and the product page’s review count goes up by one', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const { credentials, product, order } = await deliveredOrder(page.request, n);
      const { review_count: before, rating: ratingBefore } = await ratingOf(page.request, product.id);
      await logInViaApi(page, credentials);
      await chooseLanguage(page, 'en');

      await page.goto(`/account/orders/${order.id}`);
      const panel = page.getByRole('region', { name: 'Reviews' });
      await panel.getByRole('button', { name: `Write a review — ${product.name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Review ${product.name}` });
      await expect(dialog).toBeVisible();
      // Submitting without stars is refused in the dialog.
      await dialog.getByRole('button', { name: 'Submit review' }).click();
      await expect(dialog.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
      await dialog.getByRole('radio', { name: '4 stars' }).check();
      await dialog.getByLabel('Comment (optional)').fill('Wax fiican, si degdeg ah ayaa la ii keenay.');
      await page.screenshot({ path: path.join(shots, `review-dialog-${size.name}.png`) });
      await dialog.getByRole('button', { name: 'Submit review' }).click();
      await expect(dialog).toBeHidden();
      await expect(panel).toContainText('Your review');
      await expect(panel).toContainText('Wax fiican, si degdeg ah ayaa la ii keenay.');
      await expect(panel.getByRole('button', { name: /Write a review/ })).toHaveCount(0);
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shots, `review-written-${size.name}.png`) });

      // The server counted it (the 4 stars weigh in the average, to one decimal), and the product page shows the new count.
      const after = await ratingOf(page.request, product.id);
      expect(after.review_count).toBe(before + 1);
      expect(after.rating).toBeCloseTo(Math.round(((ratingBefore * before + 4) / (before + 1)) * 10) / 10, 5);
      await page.goto(`/product/${product.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page.getByText(`${before + 1} reviews`).first()).toBeAttached();

      // A second review of the same line is refused by the server.
      const again = await page.request.post('/api/reviews/submit', {
        data: rpc({ order_id: order.id, product_id: product.id, rating: 1 }),
        headers: { Authorization: `Bearer ${(await post<{ token: string }>(page.request, '/api/user/login', credentials)).token}` },
      });
      expect(again.status()).toBe(409);

      // My reviews lists it.
      await page.goto('/account/reviews');
      await expect(page.getByRole('link', { name: product.name })).toBeVisible();
      await expect(page.getByRole('link', { name: `Order ${order.order_number}` })).toBeVisible();
      await page.screenshot({ path: path.join(shots, `my-reviews-${size.name}.png`), fullPage: true });
      expect(errors).toEqual([]);
    });

    test('a status change appears in notifications, with its unread count on My account and in the header, and mark all read clears the count', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // Placing the order and delivering it (four moves) made five notifications (issue 28: placing
      // an order notifies too), all unread.
      const { credentials, order } = await deliveredOrder(page.request, 2 + n);
      await logInViaApi(page, credentials);
      await chooseLanguage(page, 'en');
      // The header's My Account (the bottom bar's on a phone) counts them on every page.
      const accountItem = page
        .getByRole('navigation', { name: size.phone ? 'Shortcuts' : 'Main' })
        .getByRole('link', { name: /^My Account/ });
      await page.goto('/home');
      await expect(accountItem).toHaveAccessibleName('My Account, 5 unread notifications');
      await expect(accountItem.getByTestId('unread-badge')).toHaveAttribute('data-count', '5');

      await page.goto('/account');
      const shortcut = page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: /Notifications/ });
      await expect(shortcut).toContainText('5 unread');
      await shortcut.click();
      await expect(page).toHaveURL(/\/account\/notifications$/);
      await expect(page.getByText('5 unread notifications')).toBeVisible();
      await expect(page.getByRole('heading', { name: new RegExp(`Order ${order.order_number}: Delivered`) })).toBeVisible();
      await expect(page.getByText(`Your order ${order.order_number} is now delivered.`)).toBeVisible();
      await page.screenshot({ path: path.join(shots, `notifications-unread-${size.name}.png`), fullPage: true });

      // Mark one, then all.
      await page.getByRole('button', { name: `Mark as read: Order ${order.order_number}: Confirmed` }).click();
      await expect(page.getByText('4 unread notifications')).toBeVisible();
      await expect(accountItem.getByTestId('unread-badge')).toHaveAttribute('data-count', '4');
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(page.getByText('All read')).toBeVisible();
      await expect(accountItem.getByTestId('unread-badge')).toHaveCount(0);
      await expect(accountItem).toHaveAccessibleName('My Account');
      await expect(page.getByText('New', { exact: true })).toHaveCount(0);
      await page.screenshot({ path: path.join(shots, `notifications-read-${size.name}.png`), fullPage: true });

      // It holds after a reload, and My account no longer counts any.
      await page.reload();
      await expect(page.getByText('All read')).toBeVisible();
      await page.goto('/account');
      await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: /Notifications/ })).toContainText('Order and wallet news');
      expect(errors).toEqual([]);
    });
  });
}
