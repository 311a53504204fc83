import { expect, test } from '@playwright/test';
import path from 'node:path';
import { openProduct, PRODUCT, shareText, t, withoutWebShare, withWebShare } from './share';

/** The product page's Share at 390×844: a phone's share sheet, or the links on screen. */

const shots = path.join(__dirname, '../../.tmp/screenshots');

test('at 390×844 Share opens the share sheet with the product and its canonical URL', async ({ page, baseURL }) => {
  await withWebShare(page);
  const name = await openProduct(page);
  const share = page.getByRole('button', { name: t('product.share'), exact: true });
  await share.scrollIntoViewIfNeeded();
  await share.tap();
  await expect.poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData)).toEqual([
    { title: name, text: shareText(name), url: `${new URL(baseURL!).origin}/product/${PRODUCT.slug}` },
  ]);
  await page.screenshot({ path: path.join(shots, 'share-mobile-product.png') });
});

test('at 390×844 without a share sheet the options open on screen, clear of the bottom bar', async ({ page }) => {
  await withoutWebShare(page);
  await openProduct(page);
  // The screenshot shows the product's picture: its main image has arrived.
  await expect
    .poll(() => page.getByRole('group', { name: t('product.gallery') }).locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const share = page.getByRole('button', { name: t('product.share'), exact: true });
  await share.scrollIntoViewIfNeeded();
  await share.tap();
  const options = page.getByRole('group', { name: t('product.shareOptions') });
  await expect(options.getByRole('link', { name: t('product.shareWhatsApp') })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  const box = (await options.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // Each option is the topmost thing at its centre: neither the bottom bar nor the header covers it.
  for (const option of [options.getByRole('link'), options.getByRole('button', { name: t('product.copyLink') })]) {
    const onTop = await option.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(onTop).toBe(true);
  }
  await page.screenshot({ path: path.join(shots, 'share-mobile-options.png') });
  await options.getByRole('link', { name: t('product.shareWhatsApp') }).press('Escape');
  await expect(options).toHaveCount(0);
  await expect(share).toBeFocused();
});
