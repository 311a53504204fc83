import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Where a shopper lands after a navigation (the shell's routing/pageScroll.ts): a new page starts
 * at the top with its title below the sticky header and focus on the main region; Back/Forward
 * (the browser's own traversal, not single-spa's popstate for a push) returns to where they were.
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The title is on screen, below the header (not under it) and above the bottom of the window. */
async function expectBelowHeader(page: Page, title: Locator) {
  await expect(title).toBeVisible();
  await expect
    .poll(async () => {
      const header = await page.getByRole('banner').boundingBox();
      const box = await title.boundingBox();
      const height = page.viewportSize()?.height ?? 0;
      if (!header || !box) return 'no box';
      if (box.y < header.y + header.height - 1)
        return `title at ${box.y}, under the header (ends at ${header.y + header.height})`;
      if (box.y + box.height > height) return `title at ${box.y}, below the window (${height})`;
      return 'in view';
    })
    .toBe('in view');
}

/** Scrolls /home (as a shopper would, with the wheel) until a product card at least `depth` px down is on screen. */
async function scrollToCardBelow(page: Page, depth: number): Promise<Locator> {
  const cards = page.getByRole('main').locator('a[href^="/product/"]');
  await expect(cards.first()).toBeVisible();
  for (let i = 0; i < 40; i++) {
    const index = await cards.evaluateAll(
      (links, d) =>
        links.findIndex((a) => {
          const r = a.getBoundingClientRect();
          // Not a card scrolled sideways out of a carousel.
          return (
            r.top + window.scrollY >= d &&
            r.width > 0 &&
            r.left >= 0 &&
            r.right <= window.innerWidth
          );
        }),
      depth,
    );
    if (index >= 0) {
      const card = cards.nth(index);
      const top = await card.evaluate((a) => a.getBoundingClientRect().top + window.scrollY);
      await page.mouse.move(400, 400);
      for (let y = await scrollY(page); y < top - 300; y = await scrollY(page)) {
        await page.mouse.wheel(0, 400);
        // mouse.wheel does not wait for the scroll it causes: without waiting for it to come to
        // rest, wheels sent on a stale scrollY piled up on a busy machine and carried the card off
        // the top of the window.
        await expect
          .poll(async () => {
            const now = await scrollY(page);
            await page.waitForTimeout(50);
            return now > y && now === (await scrollY(page)); // moved, and come to rest
          })
          .toBe(true);
      }
      await expect(card).toBeInViewport();
      return card;
    }
    await page.mouse.wheel(0, 800); // more sections come as the page is scrolled
  }
  throw new Error(`no product card ${depth} px down /home`);
}

test('a product opened far down /home starts at the top, title below the header, focus on main; Back and Forward return each place', async ({
  page,
}) => {
  await page.goto('/home');
  const card = await scrollToCardBelow(page, 1400);
  const href = await card.getAttribute('href');
  const homeY = await scrollY(page);
  expect(homeY).toBeGreaterThan(1000);

  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const title = page.getByRole('main').getByRole('heading', { level: 1 });
  await expectBelowHeader(page, title);
  expect(await scrollY(page)).toBeLessThan(50);
  // Keyboard and screen-reader users start in the new page, not on the old page's link.
  await expect(page.locator('main#main')).toBeFocused();

  // Back: the browser's traversal (an unmarked popstate) returns to the card.
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(homeY - 5);
  expect(await scrollY(page)).toBeLessThan(homeY + 5);
  await expect(page.getByRole('main').locator(`a[href="${href}"]`).first()).toBeInViewport();

  // Forward: the product again, at the top where it was left.
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expectBelowHeader(page, title);
  await expect.poll(() => scrollY(page)).toBeLessThan(50);
});

test('/cart after logging in from a scrolled /home opens with its title below the header', async ({
  page,
}) => {
  await page.goto('/home');
  await scrollToCardBelow(page, 1000);
  expect(await scrollY(page)).toBeGreaterThan(600);
  await page.getByRole('banner').locator('a[href="/cart"]').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Use Test Account' }).click();
  await dialog.getByRole('button', { name: 'Gal', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expectBelowHeader(page, page.getByRole('main').getByRole('heading', { level: 1 }));
  expect(await scrollY(page)).toBeLessThan(50);
});

test('a change inside one page (sorting the results) keeps the shopper where they are', async ({
  page,
}) => {
  await page.goto('/search-results?keyword=oil');
  await expect(page.locator('main [data-product-id]').first()).toBeVisible();
  const sort = page.getByRole('main').getByRole('combobox');
  await sort.focus();
  await sort.selectOption('price_asc');
  await expect(page).toHaveURL(/filter=price_asc$/);
  await expect(page.locator('main [data-product-id]').first()).toBeVisible();
  // The shell did not take the focus away from the control the shopper is using.
  await expect(sort).toBeFocused();
});
