/**
 * Issue 12's Student & Grad discount in the browser, at 1280×800 and 390×844: a new shopper asks
 * for a code with a school e-mail, reads it from the demo outbox, verifies it; the account shows
 * the discount; the checkout's summary shows 'Student discount −$X.XX' and the order's total is
 * the items less 10% (at most $20) plus the delivery fee. A non-academic e-mail is refused with
 * the page's text for the server's code, tied to its field.
 */
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { codeFromOutbox, logInNewShopper } from './session';
import { productShippedFromMuqdisho, toCheckout } from './shopping';

const shots = path.join(__dirname, '../../.tmp/screenshots/student-discount');
// The page's own Somali text for the server's 'not_academic' refusal (its English message is not shown on a Somali page).
const NOT_ACADEMIC = 'Fadlan isticmaal e-mail-ka dugsigaaga ama jaamacaddaada (tusaale name@simad.edu.so, ama cinwaan ku dhammaada .edu ama .ac.ke)';

async function shot(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

const dollars = (text: string | null) => Number(/\$(\d+\.\d\d)/.exec(text ?? '')![1]);
const cents = (n: number) => Math.round(n * 100);
const uniqueEmail = (domain: string) => `e2e-${Date.now()}${Math.floor(Math.random() * 1000)}@${domain}`;

for (const [pair, size] of [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
].entries()) {
  test.describe(`student discount at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });

    test('school e-mail → code from the outbox → verified → account shows it → checkout takes 10% off the items', async ({ page }) => {
      test.setTimeout(120_000);
      const product = await productShippedFromMuqdisho(page.request, { min: 5, max: 60 }, pair);
      await logInNewShopper(page);
      await page.goto('/student-discount');
      await expect(page.getByRole('heading', { level: 1, name: 'Student & Grad Discount' })).toBeVisible();
      await shot(page, `ask-${size.name}`);
      const email = uniqueEmail('simad.edu.so');
      await page.getByRole('radio', { name: 'Qalin-jabiye' }).check();
      await page.getByRole('textbox', { name: 'E-mail-ka dugsiga', exact: true }).fill(email);
      await page.getByRole('button', { name: 'Dir koodhka' }).click();
      const codeBox = page.getByRole('textbox', { name: 'Koodhka xaqiijinta', exact: true });
      await expect(codeBox).toBeFocused();
      const code = await codeFromOutbox(page.request, email, 'student_discount_code');
      await codeBox.fill(code);
      await shot(page, `code-${size.name}`);
      await page.getByRole('button', { name: 'Xaqiiji' }).click();
      const verified = page.getByTestId('student-verified');
      await expect(verified).toContainText('Dhimistaada ardaynimo waa shaqaynaysaa: 10% dhimis checkout-ka');
      await expect(verified).toContainText(`Qalin-jabiye · e***@simad.edu.so`);
      await expect(verified).toContainText(/Waxay ansax tahay ilaa \d{1,2} .+ \d{4}/);
      await expect(verified).toBeFocused();
      await shot(page, `verified-${size.name}`);

      await page.goto('/account');
      await expect(page.getByTestId('account-student')).toContainText(/Shaqaynaysa: 10% dhimis ilaa \d{1,2} .+ \d{4}/);
      await shot(page, `account-${size.name}`);

      // Checkout: the quote (with the session) already carries the discount.
      await toCheckout(page, product);
      const summary = page.getByRole('region', { name: 'Soo koobidda dalabka' });
      const line = summary.getByTestId('student-discount-line');
      await expect(line).toContainText('Student discount');
      const items = cents(product.price);
      const discount = Math.min(2000, Math.round(items / 10));
      await expect(line.locator('dd')).toHaveText(`−$${(discount / 100).toFixed(2)}`);
      const fee = cents(dollars(await summary.locator('dt', { hasText: 'Gaadsiinta' }).locator('xpath=following-sibling::dd').textContent()));
      const total = items - discount + fee;
      await expect(summary.locator('dt', { hasText: 'Wadarta' }).locator('xpath=following-sibling::dd')).toHaveText(`$${(total / 100).toFixed(2)}`);
      await shot(page, `checkout-${size.name}`);

      await page.getByRole('button', { name: 'Dalbo' }).click();
      await expect(page).toHaveURL(/\/order-confirmation\?order=\d+$/);
      const totals = page.getByRole('region', { name: 'Xisaabta dalabka' });
      await expect(totals.getByTestId('student-discount-line').locator('dd')).toHaveText(`−$${(discount / 100).toFixed(2)}`);
      await expect(totals.locator('dt', { hasText: 'Wadarta' }).locator('xpath=following-sibling::dd')).toHaveText(`$${(total / 100).toFixed(2)}`);
      await shot(page, `confirmation-${size.name}`);

      // The order's own page says the same, and the server charged the lower total.
      const orderId = new URL(page.url()).searchParams.get('order');
      await page.goto(`/account/orders/${orderId}`);
      await expect(page.getByTestId('student-discount-line').locator('dd')).toHaveText(`−$${(discount / 100).toFixed(2)}`);
      await shot(page, `order-${size.name}`);
    });

    test('a non-academic e-mail is refused with its message under the field', async ({ page }) => {
      await logInNewShopper(page);
      await page.goto('/student-discount');
      const field = page.getByRole('textbox', { name: 'E-mail-ka dugsiga', exact: true });
      await field.fill(uniqueEmail('gmail.com'));
      await page.getByRole('button', { name: 'Dir koodhka' }).click();
      const error = page.getByRole('alert').filter({ hasText: NOT_ACADEMIC });
      await expect(error).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(await field.getAttribute('aria-describedby')).toContain(await error.getAttribute('id'));
      await expect(page.getByRole('textbox', { name: 'Koodhka xaqiijinta', exact: true })).toHaveCount(0);
      await shot(page, `refused-${size.name}`);
    });

    test('logged out: the explanation and a Log in button that opens the login', async ({ page }) => {
      await page.goto('/student-discount');
      await expect(page.getByText(/10% dhimis alaabta dalab kasta .* ugu badnaan \$20\.00 dalabkiiba/)).toBeVisible();
      await page.getByRole('main').getByRole('button', { name: 'Soo gal' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, `logged-out-${size.name}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      // Reads on a 320-px phone: nothing wider than the screen.
      await page.setViewportSize({ width: 320, height: 700 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  });
}
