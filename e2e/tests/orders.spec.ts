import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import path from 'node:path';
import { registerViaApi } from './session';
import { cashOrderViaApi, listProducts, rpcCall, unitsOf } from './shopping';
import { chooseLanguage } from './texts';

// The shopper's orders in the account (mf-account) against the real API: an order made through
// the API for a new shopper shows under Active, opens with its timeline, is cancelled with a
// reason (its stock comes back and it moves to 'Cancelled and returned'), and /order-tracking
// finds it by number. At a desktop and a phone size; screenshots go to .tmp/screenshots/orders.

const shots = path.join(__dirname, '../../.tmp/screenshots/orders');

/**
 * A shopper with a saved address and one order of one unit of an in-stock product, all through the
 * API. Each test takes its own product (`slot`), counted from the end of the list, so tests running
 * side by side (here and in other suites) never move the stock another one is counting.
 */
async function shopperWithOrder(request: APIRequestContext, slot: number) {
  const credentials = await registerViaApi(request);
  const { token } = await rpcCall<{ token: string }>(request, '/api/user/login', credentials);
  const products = await listProducts(request, 40);
  const product = products.filter((p) => p.quantity >= 2).reverse()[slot];
  if (!product) throw new Error('the demo catalogue has no product with stock');
  const stockBefore = await unitsOf(request, product.id);
  const { order } = await cashOrderViaApi(request, token, product, 'orders');
  expect(order.status).toBe('placed');
  expect(await unitsOf(request, product.id)).toBe(stockBefore - 1);
  return { credentials, product, stockBefore, order };
}

/** Logs in through the shop's own login popup, which a protected page opens, and lands back on it. */
async function logInInBrowser(page: Page, to: string, credentials: { email: string; password: string }) {
  await page.goto(to);
  const dialog = page.getByRole('dialog', { name: 'Gal' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email ama telefoon').fill(credentials.email);
  await dialog.getByLabel('Furaha sirta ah').fill(credentials.password);
  await dialog.getByRole('button', { name: 'Gal', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace('?', '\\?')}$`));
}

const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const [n, size] of sizes.entries()) {
  test.describe(`orders in the account (${size.name} ${size.viewport.width}×${size.viewport.height})`, () => {
    test.use({ viewport: size.viewport, isMobile: size.name === 'phone', hasTouch: size.name === 'phone' });

    test('the order is under Active, opens with its timeline, is cancelled with a reason, moves to Cancelled and returned, its stock is back, and tracking finds it', async ({ page }) => {
      test.setTimeout(120_000);
      const { credentials, product, stockBefore, order } = await shopperWithOrder(page.request, 2 * n);
      await logInInBrowser(page, '/account', credentials);

      // /account: greeted by name; the order is a card under Active (the Somali labels the shop shows by default).
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Soo dhawoow, Hodan E2E' })).toBeVisible();
      await expect(main.getByRole('tab', { name: 'Socda' })).toHaveAttribute('aria-selected', 'true');
      const card = main.getByRole('article', { name: order.order_number });
      await expect(card).toBeVisible();
      await expect(card).toContainText('La dalbaday');
      await expect(page.locator('main [role="tabpanel"]').getByRole('article')).toHaveCount(1);
      await page.screenshot({ path: path.join(shots, `account-${size.name}.png`), fullPage: true });

      // The button-like link stays readable under the pointer (the page's a:hover once coloured its text like its background).
      const view = card.getByRole('link', { name: `Eeg dalabka ${order.order_number}` });
      await view.hover();
      const look = await view.evaluate((a) => ({ color: getComputedStyle(a).color, background: getComputedStyle(a).backgroundColor }));
      expect(look.color).not.toBe(look.background);

      // The order page: 'placed' is the timeline's current step.
      await view.click();
      await expect(page).toHaveURL(new RegExp(`/account/orders/${order.id}$`));
      await expect(main.getByRole('heading', { level: 1 })).toContainText(`Dalabka ${order.order_number}`);
      const timeline = main.getByRole('list', { name: 'Xaaladda dalabka' });
      const current = timeline.locator('[aria-current="step"]');
      await expect(current).toHaveAttribute('data-status', 'placed');
      await expect(current).toContainText('La dalbaday');
      await expect(main.getByRole('region', { name: 'Gaadhsiiyaha' })).toContainText('Weli looma xilsaarin');
      await page.screenshot({ path: path.join(shots, `order-${size.name}.png`), fullPage: true });

      // Cancel with a reason: the dialog refuses without one, then the order is cancelled.
      await main.getByRole('button', { name: 'Jooji dalabka' }).click();
      const dialog = page.getByRole('dialog', { name: `Ma joojinaysaa dalabka ${order.order_number}?` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Jooji dalabka' }).click();
      await expect(dialog.getByText('Fadlan dooro sabab.')).toBeVisible();
      await dialog.getByRole('radio', { name: 'Si qalad ah ayaan u dalbaday' }).check();
      await page.screenshot({ path: path.join(shots, `cancel-dialog-${size.name}.png`) });
      await dialog.getByRole('button', { name: 'Jooji dalabka' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('toasts')).toContainText(`Dalabka ${order.order_number} waa la joojiyay.`);
      await expect(current).toHaveAttribute('data-status', 'cancelled');
      await expect(current).toContainText('Sababta: Si qalad ah ayaan u dalbaday');
      await expect(main.getByRole('heading', { level: 1 })).toContainText('La joojiyay');
      await expect(main.getByRole('button', { name: 'Jooji dalabka' })).toHaveCount(0);
      expect(await unitsOf(page.request, product.id)).toBe(stockBefore);
      await page.screenshot({ path: path.join(shots, `order-cancelled-${size.name}.png`), fullPage: true });

      // Back in the account: no longer Active, now under 'Cancelled and returned'.
      await main.getByRole('link', { name: 'Ku noqo akoonkayga' }).click();
      await expect(main.getByRole('heading', { name: 'Dalab socda ma jiro' })).toBeVisible();
      await main.getByRole('tab', { name: 'La joojiyay iyo la celiyay' }).click();
      await expect(main.getByRole('article', { name: order.order_number })).toContainText('La joojiyay');
      await expect(page).toHaveURL(/\/account\?group=cancelled$/);

      // /order-tracking finds it by its number.
      await page.goto('/order-tracking');
      await main.getByRole('textbox', { name: 'Lambarka dalabka' }).fill(order.order_number);
      await main.getByRole('button', { name: 'Raadi' }).click();
      const result = main.getByRole('region', { name: order.order_number });
      await expect(result).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/order-tracking\\?order=${order.order_number}$`));
      await expect(result.locator('[aria-current="step"]')).toHaveAttribute('data-status', 'cancelled');
      await expect(result.locator('[data-status="placed"]')).toBeVisible();
      await page.screenshot({ path: path.join(shots, `tracking-${size.name}.png`), fullPage: true });

      // A number of no order of this shopper's says so.
      await main.getByRole('textbox', { name: 'Lambarka dalabka' }).fill('SQ-999999');
      await main.getByRole('button', { name: 'Raadi' }).click();
      await expect(main.getByRole('alert')).toContainText('Dalabka SQ-999999 kuma jiro akoonkaaga.');
    });

    test('an order still on its way can be tracked from the address (?order=), with its estimated delivery', async ({ page }) => {
      const { credentials, order } = await shopperWithOrder(page.request, 2 * n + 1);
      await logInInBrowser(page, `/order-tracking?order=${order.order_number}`, credentials);
      const result = page.getByRole('main').getByRole('region', { name: order.order_number });
      await expect(result.locator('[aria-current="step"]')).toHaveAttribute('data-status', 'placed');
      await expect(result).toContainText('Goorta la filayo');
      await expect(result.getByRole('link', { name: 'Eeg faahfaahinta dalabka' })).toHaveAttribute('href', `/account/orders/${order.id}`);
      await page.screenshot({ path: path.join(shots, `tracking-active-${size.name}.png`), fullPage: true });

      // The same pages with the English catalogue (the shop mixes Somali and English; spec texts stay as written).
      await chooseLanguage(page, 'en');
      await page.goto(`/account/orders/${order.id}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toContainText(`Order ${order.order_number}`);
      await expect(main.getByRole('list', { name: 'Order status' }).locator('[aria-current="step"]')).toContainText('Placed');
      await expect(main.getByRole('button', { name: 'Cancel order' })).toBeVisible();
      await page.screenshot({ path: path.join(shots, `order-en-${size.name}.png`), fullPage: true });
      await page.goto('/account');
      await expect(main.getByRole('tab', { name: 'Cancelled and returned' })).toBeVisible();
      await expect(main.getByRole('article', { name: order.order_number })).toContainText('Placed');
      await page.screenshot({ path: path.join(shots, `account-en-${size.name}.png`), fullPage: true });

      // At 320 px nothing runs off the side of the account's pages.
      if (size.name === 'phone') {
        await page.setViewportSize({ width: 320, height: 640 });
        for (const address of ['/account', `/account/orders/${order.id}`, `/order-tracking?order=${order.order_number}`]) {
          await page.goto(address);
          await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(main.getByText(order.order_number).first()).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth), address).toBeLessThanOrEqual(320);
        }
        await page.screenshot({ path: path.join(shots, 'tracking-320.png'), fullPage: true });
      }
    });
  });
}
