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

test('at 390×844 without a share sheet the options open on screen, WhatsApp first', async ({ page }) => {
  await withoutWebShare(page);
  await openProduct(page);
  const share = page.getByRole('button', { name: t('product.share'), exact: true });
  await share.scrollIntoViewIfNeeded();
  await share.tap();
  const options = page.getByRole('group', { name: t('product.shareOptions') });
  await expect(options.getByRole('link', { name: t('product.shareWhatsApp') })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  const box = (await options.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(shots, 'share-mobile-options.png') });
  await options.getByRole('link', { name: t('product.shareWhatsApp') }).press('Escape');
  await expect(options).toHaveCount(0);
  await expect(share).toBeFocused();
});
