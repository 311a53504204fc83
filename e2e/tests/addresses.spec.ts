// /manage-address in a browser at desktop and phone sizes: a new shopper adds an address in
// Banadir, Hodan with HAAD EXPRESS (it becomes the default), adds a second, makes it the default,
// edits it, deletes the first, and after a reload the server's list is what the page showed. The stored
// user's has_addresses follows (spec §3).
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { logInNewShopper } from './session';
import { chooseLanguage } from './texts';

const shots = path.join(__dirname, '../../.tmp/screenshots');

/** Dialogs and sheets animate in; a screenshot waits for them to settle. */
const settle = (page: Page) => page.waitForTimeout(400);

const storedHasAddresses = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('suuqUser') ?? '{}') as { has_addresses?: boolean }).has_addresses);

async function addAddress(page: Page, place: { region?: string; district: string; express?: boolean; details?: string; phone?: string; makeDefault?: boolean }) {
  await page.getByRole('button', { name: 'Add a new address' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New delivery address' });
  await expect(dialog).toBeVisible();
  if (place.region) await dialog.getByLabel('Region').selectOption(place.region);
  const district = dialog.getByLabel('District');
  await expect(district.locator('option', { hasText: place.district })).toHaveCount(1);
  await district.selectOption(place.district);
  if (place.express) await dialog.getByRole('radio', { name: /HAAD EXPRESS/ }).check();
  if (place.details) await dialog.getByLabel(/Street, building or landmark/).fill(place.details);
  if (place.phone) await dialog.getByLabel('Phone for the driver').fill(place.phone);
  if (place.makeDefault) await dialog.getByLabel('Make this my default address').check();
  return dialog;
}

const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

for (const size of sizes) {
  test.describe(`addresses on ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.phone, hasTouch: size.phone });

    test('add two addresses, move the default, edit one, delete one: the list, the default and has_addresses survive a reload', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await logInNewShopper(page);
      // The English catalogue: this suite reads the English texts.
      await chooseLanguage(page, 'en');

      await page.goto('/manage-address');
      await expect(page.getByRole('heading', { name: 'No saved addresses yet' })).toBeVisible();
      expect(await storedHasAddresses(page)).toBe(false);

      // The first address: Banadir, Hodan, HAAD EXPRESS with its fee and time.
      const first = await addAddress(page, { district: 'Hodan', express: true, details: 'Near Hodan market, blue gate', phone: '612345678' });
      await expect(first.getByLabel('Region')).toHaveValue('Banadir');
      await expect(first.getByLabel('City')).toHaveValue('Muqdisho');
      await expect(first.getByRole('radio', { name: /HAAD EXPRESS/ })).toBeChecked();
      await expect(first.locator('label', { has: page.getByRole('radio', { name: /HAAD EXPRESS/ }) })).toContainText(/\$\d+\.\d{2} · Same day \/ Next day/);
      await settle(page);
      await page.screenshot({ path: path.join(shots, `addresses-form-${size.name}.png`) });
      await first.getByRole('button', { name: 'Save address' }).click();
      await expect(first).toBeHidden();

      const cards = page.getByTestId('address-card');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('Hodan, Muqdisho, Banadir, Somalia · HAAD EXPRESS');
      await expect(cards.first()).toContainText('Default');
      await expect.poll(() => storedHasAddresses(page)).toBe(true);

      // A second one, then it becomes the default.
      const second = await addAddress(page, { district: 'Wadajir', details: 'Office, 2nd floor' });
      await second.getByRole('button', { name: 'Save address' }).click();
      await expect(second).toBeHidden();
      await expect(cards).toHaveCount(2);
      await page.getByRole('button', { name: 'Set as default: the address in Wadajir' }).click();
      const wadajir = cards.filter({ hasText: 'Wadajir' });
      const hodan = cards.filter({ hasText: 'Hodan' });
      await expect(wadajir).toContainText('Default');
      await expect(hodan).not.toContainText('Default');
      await page.screenshot({ path: path.join(shots, `addresses-list-${size.name}.png`), fullPage: true });

      // Edit it: the form opens filled in; the change is saved with the PUT call.
      await page.getByRole('button', { name: 'Edit the address in Wadajir' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit address' });
      await expect(edit.getByLabel('District')).toHaveValue('Wadajir');
      await edit.getByLabel(/Street, building or landmark/).fill('Office, 3rd floor');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(edit).toBeHidden();
      await expect(wadajir).toContainText('Office, 3rd floor');

      // Delete the first, after the confirmation.
      await page.getByRole('button', { name: 'Delete the address in Hodan' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
      await expect(confirm).toContainText('Hodan, Muqdisho, Banadir, Somalia');
      await settle(page);
      await page.screenshot({ path: path.join(shots, `addresses-delete-${size.name}.png`) });
      await confirm.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(cards).toHaveCount(1);

      await page.reload();
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('Wadajir, Muqdisho, Banadir, Somalia · Standard');
      await expect(cards.first()).toContainText('Default');
      await expect(cards.first()).toContainText('Office, 3rd floor');
      expect(await storedHasAddresses(page)).toBe(true);
      // Nothing overflows sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);

      // The shop's default language (Somali mixed with the spec's English texts).
      await chooseLanguage(page, 'so');
      await page.reload();
      await expect(page.getByRole('heading', { name: /Cinwaannada/ })).toBeVisible();
      await expect(cards.first()).toContainText('Wadajir, Muqdisho, Banadir, Somalia');
      await page.screenshot({ path: path.join(shots, `addresses-list-so-${size.name}.png`), fullPage: true });

      if (size.phone) {
        // The smallest phones: the form fits 320 px without sideways scrolling.
        await page.setViewportSize({ width: 320, height: 640 });
        await page.getByRole('button', { name: 'Ku dar cinwaan cusub' }).first().click();
        const form = page.getByRole('dialog');
        await expect(form.getByRole('radio', { name: /HAAD EXPRESS/ })).toBeVisible();
        expect(await form.getByTestId('address-form').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
        await settle(page);
        await page.screenshot({ path: path.join(shots, 'addresses-form-so-320.png') });
      }
      expect(errors).toEqual([]);
    });

    test('/account/addresses (spec §2: addresses under /account/*) opens the address book at /manage-address; the account links there', async ({ page }) => {
      await logInNewShopper(page);
      await chooseLanguage(page, 'en');
      await page.goto('/account/addresses');
      // One page, one address: the shopper lands on the canonical route, not on 'not found'.
      await expect(page).toHaveURL(/\/manage-address$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No saved addresses yet' })).toBeVisible();
      await page.screenshot({ path: path.join(shots, `account-addresses-${size.name}.png`) });
      await page.goto('/account');
      const addressLinks = page.getByRole('main').locator('a[href*="address"]');
      await expect(addressLinks.first()).toBeVisible();
      for (const href of await addressLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
        expect(href).toBe('/manage-address');
    });
  });
}
