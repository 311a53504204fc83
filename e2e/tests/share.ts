import { expect, type Page } from '@playwright/test';
import { t } from 'mf-catalogue/product/texts';
import { shareTextOf } from 'mf-catalogue/product/share';

/** A product of the demo seed and its canonical address on the shop under test. */
export const PRODUCT = { slug: 'coconut-oil-500ml', name: /coconut oil/i };

/** Before any script of the page: the browser has no share sheet (as desktop Chromium on Linux). */
export const withoutWebShare = (page: Page) =>
  page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    delete (Navigator.prototype as { canShare?: unknown }).canShare;
  });

/** Before any script of the page: a share sheet that records what it was given. */
export const withWebShare = (page: Page) =>
  page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { sharedData: ShareData[] }).sharedData = shared;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
    Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
  });

export const shareText = (name: string) => shareTextOf(t, name);
export { t };

/** The product page, its heading on screen; the product's name as shown. */
export async function openProduct(page: Page): Promise<string> {
  await page.goto(`/product/${PRODUCT.slug}`);
  const heading = page.getByRole('heading', { level: 1, name: PRODUCT.name });
  await expect(heading).toBeVisible();
  return (await heading.textContent())!.trim();
}
