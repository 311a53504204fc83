import { expect, test } from '@playwright/test';
import { openProduct, PRODUCT, shareText, t, withoutWebShare, withWebShare } from './share';

/**
 * The product page's Share (issue 30 item 5): the device's share sheet where the browser has the
 * Web Share API, otherwise a WhatsApp link and Copy link. The shop opens in Somali: the names
 * come from mf-catalogue's product catalogue.
 */

test('with the Web Share API, Share hands the name, a short text and the canonical URL to the share sheet', async ({ page, baseURL }) => {
  await withWebShare(page);
  const name = await openProduct(page);
  await page.getByRole('button', { name: t('product.share'), exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData)).toEqual([
    { title: name, text: shareText(name), url: `${new URL(baseURL!).origin}/product/${PRODUCT.slug}` },
  ]);
  await expect(page.getByRole('group', { name: t('product.shareOptions') })).toHaveCount(0);
});

test('without it, Share offers WhatsApp and Copy link; the copied link is the canonical URL; Escape closes with focus back', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await withoutWebShare(page);
  const name = await openProduct(page);
  const url = `${new URL(baseURL!).origin}/product/${PRODUCT.slug}`;
  const share = page.getByRole('button', { name: t('product.share'), exact: true });
  await share.click();
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  const options = page.getByRole('group', { name: t('product.shareOptions') });
  const whatsApp = options.getByRole('link', { name: t('product.shareWhatsApp') });
  await expect(whatsApp).toBeFocused();
  await expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${shareText(name)} ${url}`)}`);
  await expect(whatsApp).toHaveAttribute('target', '_blank');
  await expect(whatsApp).toHaveAttribute('rel', /noopener/);

  await page.keyboard.press('Escape');
  await expect(options).toHaveCount(0);
  await expect(share).toBeFocused();

  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: t('product.copyLink') }).click();
  await expect(page.getByRole('status').getByText(t('product.linkCopied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(options).toHaveCount(0);
});
