import { expect, test, type Locator } from '@playwright/test';
import { logInNewShopper } from './session';
import { keepInCart, listProducts } from './shopping';

/**
 * A tablet (768–1024 px) gets the desktop's two columns, so the cart's lines and the checkout's
 * steps sit in a column of 370–600 px. Parts laid out by the screen's width took the desktop's
 * row there: a cart line's controls beside its name squeezed the name to a letter a line, and so
 * did a delivery method's fee and time beside its name. They follow their own width now.
 */

/** The words (of four letters or more, no hyphen: a line may break there) that the page draws over two lines. */
function brokenWords(area: Locator): Promise<string[]> {
  return area.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of node.textContent!.matchAll(/[^\s-]{4,}/g)) {
        const range = document.createRange();
        range.setStart(node, word.index!);
        range.setEnd(node, word.index! + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(`${word[0]} (${lines.size} lines)`);
      }
    }
    return broken;
  });
}

for (const width of [768, 900]) {
  test.describe(`at ${width}×1024`, () => {
    test.use({ viewport: { width, height: 1024 } });

    test("the cart's lines and the checkout's delivery methods read word by word, none broken over lines", async ({ page }) => {
      await logInNewShopper(page);
      const products = await listProducts(page.request, 2);
      await keepInCart(page, products);

      await page.goto('/cart');
      const lines = page.getByRole('main').locator('li[data-line-id]');
      await expect(lines).toHaveCount(2);
      // The two columns of a desktop: the summary beside the lines.
      const summary = page.getByRole('main').getByRole('button', { name: 'U gudub Checkout' });
      expect((await summary.boundingBox())!.x).toBeGreaterThan((await lines.first().boundingBox())!.x + 300);
      await expect(lines.first().getByRole('link', { name: products[0]!.name })).toBeVisible();
      expect(await brokenWords(page.getByRole('main'))).toEqual([]);

      await summary.click();
      await expect(page).toHaveURL(/\/checkout$/);
      // A shopper with no address: the address form, with its delivery methods.
      const methods = page.getByRole('group', { name: 'Habka gaadsiinta' });
      await expect(methods.getByRole('radio')).toHaveCount(2);
      expect(await brokenWords(methods)).toEqual([]);
    });
  });
}
