/**
 * Issue 10's shopper path in the browser, at 1280×800 and at 390×844: a new shopper adds two
 * products that ship from two stock locations, adds an address on /checkout, sees a fee per
 * location, pays cash on delivery, places the order, and the confirmation shows the order
 * number and both shipments; the cart is empty afterwards.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import path from 'node:path';
import { logInNewShopper } from './session';
import { listProducts, stockOf, unitsOf } from './shopping';
import { chooseLanguage } from './texts';

const shots = path.join(__dirname, '../../.tmp/screenshots/checkout');

interface Stocked {
  id: number;
  slug: string;
  name: string;
  location: { id: number; name: string };
}

/**
 * Two products, each in stock at exactly one stock location, the two locations different and
 * both in Muqdisho (a city the Banadir fee table ships from), so the server's grouping is known.
 * Each test takes its own pair (`pair`), so tests running side by side never move the stock
 * another one counts.
 */
async function twoProductsFromTwoLocations(request: APIRequestContext, pair: number): Promise<[Stocked, Stocked]> {
  const found = new Map<number, Stocked>();
  let skip = pair;
  for (const p of await listProducts(request, 100)) {
    const stock = await stockOf(request, p.id);
    const stocked = stock.filter((s) => s.quantity >= 5);
    if (stocked.length !== 1 || stock.some((s) => s.quantity > 0 && s !== stocked[0])) continue;
    const location = stocked[0]!.location;
    if (!/Muqdisho/.test(location.name) || found.has(location.id)) continue;
    found.set(location.id, { id: p.id, slug: p.slug, name: p.name, location });
    if (found.size === 2 && skip > 0) {
      skip -= 1;
      found.clear();
    }
    if (found.size === 2) break;
  }
  const two = [...found.values()];
  expect(two, 'two demo products from two stock locations in Muqdisho').toHaveLength(2);
  return two as [Stocked, Stocked];
}

/** Through the product page, as a shopper does; `lines` is the cart's line count after it (the badge). */
async function addToCart(page: Page, product: Stocked, lines: number): Promise<void> {
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('main').getByRole('button', { name: /Add to Cart/i }).first().click();
  await expect(page.locator('[data-testid="cart-badge"]:visible').first()).toHaveAttribute('data-count', String(lines));
}

for (const [pair, size] of [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
].entries()) {
  test.describe(`checkout at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });

    test('two products from two stock locations → address → a fee per location → cash on delivery → confirmation → the order in the account → cancelled, stock back', async ({ page }) => {
      const [first, second] = await twoProductsFromTwoLocations(page.request, pair);
      const stockBefore = [await unitsOf(page.request, first.id), await unitsOf(page.request, second.id)];
      await logInNewShopper(page);
      await addToCart(page, first, 1);
      await addToCart(page, second, 2);

      await page.goto('/cart');
      await page.getByRole('button', { name: 'U gudub Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

      // A new shopper has no address: the form shows at once (Banadir by default).
      const addressStep = page.getByRole('region', { name: 'Cinwaanka gaadsiinta' });
      await expect(addressStep.getByText('Xaggee baan u keenaynaa? Ku dar cinwaankaaga.')).toBeVisible();
      const district = addressStep.getByLabel('Degmada');
      await expect(district.locator('option', { hasText: 'Hodan' })).toHaveCount(1);
      await district.selectOption('Hodan');
      await addressStep.getByRole('button', { name: 'Kaydi oo halkan ii keen' }).click();
      await expect(addressStep.getByRole('group', { name: 'U gee' }).getByRole('radio')).toBeChecked();

      // One group per stock location, each with its own fee (or free delivery), none failed.
      const items = page.getByRole('region', { name: 'Alaabta iyo gaadsiinta' });
      for (const product of [first, second]) {
        const group = items.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Waxaa laga soo dirayaa ${product.location.name}` }) });
        await expect(group).toBeVisible();
        await expect(group.getByText(product.name)).toBeVisible();
        await expect(group.getByText(/Kharashka gaadsiinta/)).toBeVisible();
        await expect(group.getByText(/^\$\d+\.\d{2}$|^Free delivery$/).last()).toBeVisible();
      }
      await expect(page.getByText(/Unable to calculate fee/)).toHaveCount(0);

      const payment = page.getByRole('group', { name: 'Sida aad u bixinayso' });
      await expect(payment.getByRole('radio', { name: 'Lacag caddaan ah marka la keeno' })).toBeChecked();
      await page.getByRole('textbox', { name: 'Qoraal dalabka (ikhtiyaari)' }).fill('Albaabka buluugga ah — blue gate');
      await expect(page.getByText('32 / 500')).toBeVisible();

      if (size.isMobile) {
        // The narrowest phone the shop serves: nothing sticks out sideways.
        await page.setViewportSize({ width: 320, height: 700 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
        await page.setViewportSize(size.viewport);
      }
      // From the top, nothing focused: a full-page shot of a scrolled page paints the sticky header mid-page.
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      await page.screenshot({ path: path.join(shots, `checkout-${size.name}.png`), fullPage: true });

      await page.getByRole('button', { name: 'Dalbo' }).click();
      await expect(page).toHaveURL(/\/order-confirmation\?order=\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Mahadsanid! Dalabkaaga waa la diray.' })).toBeVisible();
      await expect(page.getByText(/^SQ-\d+$/)).toBeVisible();
      const shipments = page.getByRole('region', { name: 'Shixnadaha' });
      await expect(shipments.getByRole('heading', { level: 3 })).toHaveCount(2);
      for (const product of [first, second]) {
        await expect(shipments.getByRole('heading', { name: new RegExp(product.location.name) })).toBeVisible();
        await expect(shipments.getByText(product.name)).toBeVisible();
      }
      await expect(page.getByText('Lacag caddaan ah marka la keeno')).toBeVisible();
      const orderId = new URL(page.url()).searchParams.get('order');
      await expect(page.getByRole('link', { name: 'Eeg dalabkaaga' })).toHaveAttribute('href', `/account/orders/${orderId}`);
      if (size.isMobile) {
        await page.setViewportSize({ width: 320, height: 700 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
        await page.setViewportSize(size.viewport);
      }
      await page.screenshot({ path: path.join(shots, `confirmation-${size.name}.png`), fullPage: true });

      // The same page in English: the shop's texts change, the order stays.
      await chooseLanguage(page, 'en');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' })).toBeVisible();
      await expect(page.getByText('Cash on delivery', { exact: true })).toBeVisible();
      await expect(page.getByText('You can follow it in My account')).toBeVisible();
      await page.screenshot({ path: path.join(shots, `confirmation-${size.name}-en.png`), fullPage: true });
      await chooseLanguage(page, 'so');
      await page.reload();
      expect([await unitsOf(page.request, first.id), await unitsOf(page.request, second.id)]).toEqual(stockBefore.map((n) => n - 1));

      // The order in the account: its timeline starts at 'placed'; cancelled, the stock is back.
      await page.getByRole('link', { name: 'Eeg dalabkaaga' }).click();
      await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}$`));
      const main = page.getByRole('main');
      const current = main.getByRole('list', { name: 'Xaaladda dalabka' }).locator('[aria-current="step"]');
      await expect(current).toHaveAttribute('data-status', 'placed');
      await main.getByRole('button', { name: 'Jooji dalabka' }).click();
      const dialog = page.getByRole('dialog', { name: /^Ma joojinaysaa dalabka SQ-\d+\?$/ });
      await dialog.getByRole('radio', { name: 'Si qalad ah ayaan u dalbaday' }).check();
      await dialog.getByRole('button', { name: 'Jooji dalabka' }).click();
      await expect(dialog).toBeHidden();
      await expect(current).toHaveAttribute('data-status', 'cancelled');
      expect([await unitsOf(page.request, first.id), await unitsOf(page.request, second.id)]).toEqual(stockBefore);

      // The cart was emptied once the order existed.
      await page.goto('/checkout');
      await expect(page.getByText('Your cart is empty')).toBeVisible();
    });
  });
}
