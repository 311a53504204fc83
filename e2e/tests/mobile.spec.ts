import { expect, test, type Locator } from '@playwright/test';
import { keepInCart, listProducts, openFirstProduct } from './shopping';
import { logInNewShopper, logInViaApi } from './session';
import { listWithUpcoming } from './liveFixture';

test('at 390×844 the bottom bar replaces the footer and highlights the current page', async ({ page }) => {
  await logInViaApi(page); // the cart is a protected page
  await page.goto('/home');
  const bar = page.getByTestId('bottom-bar');
  await expect(bar).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  for (const name of ['Hoyga', 'Qaybaha', 'Akoonkayga', 'Gaadhiga']) {
    await expect(bar.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
  await expect(bar.getByRole('link', { name: /Hoyga/ })).toHaveClass(/active/);
  await bar.getByRole('link', { name: /Gaadhiga/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(bar.getByRole('link', { name: /Gaadhiga/ })).toHaveClass(/active/);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('at 390×844 adding to cart updates the bottom-bar badge', async ({ page }) => {
  await page.goto('/home');
  await openFirstProduct(page);
  await page.getByRole('main').getByRole('button', { name: /Add to Cart/i }).first().click();
  await expect(page.getByTestId('bottom-bar').getByTestId('cart-badge')).toHaveAttribute('data-count', '1');
});

test('at 390×844 the product page\'s Add to Cart reads on one line, full width under the quantity and the heart; on a desktop, beside them', async ({ page }) => {
  await page.goto('/home');
  await openFirstProduct(page);
  const main = page.getByRole('main');
  const add = main.getByRole('button', { name: /Add to Cart/i }).first();
  // The quantity's steps, in the same row (its parent).
  const quantity = add.locator('xpath=..').getByRole('group');
  const box = async () => ({ add: (await add.boundingBox())!, quantity: (await quantity.boundingBox())!, row: (await add.evaluate((b) => b.parentElement!.getBoundingClientRect().toJSON())) as DOMRect });
  let at = await box();
  // One line: the label's box is as tall as a one-line button (52 px), not two or three lines of it.
  expect(at.add.height).toBeLessThanOrEqual(56);
  expect(at.add.y).toBeGreaterThan(at.quantity.y + at.quantity.height - 1);
  expect(Math.round(at.add.width)).toBe(Math.round(at.row.width));
  await page.setViewportSize({ width: 1280, height: 800 });
  at = await box();
  expect(at.add.height).toBeLessThanOrEqual(56);
  expect(Math.abs(at.add.y + at.add.height / 2 - (at.quantity.y + at.quantity.height / 2))).toBeLessThan(2);
  expect(at.add.width).toBeGreaterThan(200);
});

test('at 390×844 a logged-out tap on the bottom-bar cart opens the login popup in place', async ({ page }) => {
  await page.goto('/home');
  await page.getByTestId('bottom-bar').getByRole('link', { name: /Gaadhiga/ }).click();
  await expect(page.getByRole('dialog', { name: 'Gal' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

/** How many lines each element's text takes (the distinct tops of its text's boxes). */
const linesOf = (elements: Locator) =>
  elements.evaluateAll((all) =>
    all.map((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const tops = new Set<number>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      return tops.size;
    }),
  );

test("at 390 and 320 px wide a product card's Add to Cart reads on one line", async ({ page }) => {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/home');
    const buttons = page.getByRole('main').getByRole('article').getByRole('button', { name: /Add to Cart/i });
    await expect(buttons.first()).toBeVisible();
    const lines = await linesOf(buttons);
    expect(lines.length).toBeGreaterThan(1);
    expect({ width, lines: [...new Set(lines)] }).toEqual({ width, lines: [1] });
  }
});

test("at 390 and 320 px wide the orders' tabs stay on screen, a short name on one line and the long one in two at most", async ({ page }) => {
  await logInViaApi(page);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/account/orders');
    const tabs = page.getByRole('main').getByRole('tab');
    await expect(tabs).toHaveCount(3);
    const names = (await tabs.allInnerTexts()).map((name) => name.replace(/\s+/g, ' ').trim());
    const counted = await linesOf(tabs);
    const lines = Object.fromEntries(names.map((name, i) => [name, counted[i]]));
    const rights = await tabs.evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().right));
    expect(Object.keys(lines)).toEqual(['Socda', 'La keenay', 'La joojiyay iyo la celiyay']);
    expect({ width, short: [lines['Socda'], lines['La keenay']] }).toEqual({ width, short: [1, 1] });
    expect(lines['La joojiyay iyo la celiyay'], `at ${width} px`).toBeLessThanOrEqual(2);
    for (const right of rights) expect(right).toBeLessThanOrEqual(width);
  }
});

test("at 390 and 320 px wide a live list card's lines stay within the card, in Somali's longer words too", async ({ page, request }) => {
  // The list as the browser asks for it (a move from /home), with a stream coming up: the suite's
  // live tests start and end the seeded one.
  const list = await listWithUpcoming(request);
  await page.route('**/api/live/streams', (route) => route.fulfill({ json: { jsonrpc: '2.0', id: 1, result: list } }));
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/home');
    await page.getByRole('banner').getByRole('link', { name: /Live/ }).click();
    await expect(page).toHaveURL(/\/suuq-live-shopping$/);
    const cards = page.locator('main [data-stream-id]');
    await expect(cards).toHaveCount(list.live.length + list.upcoming.length);
    // Every line of text (leaf element) of every card, the upcoming ones' 'Wuxuu bilaabanayaa' and date too.
    const outside = await cards.evaluateAll((all) =>
      all.flatMap((card) => {
        const edge = card.getBoundingClientRect().right;
        return [...card.querySelectorAll('*')]
          .filter((el) => el.children.length === 0 && el.textContent!.trim() && el.getBoundingClientRect().right > edge + 1)
          .map((el) => el.textContent!.trim());
      }),
    );
    expect({ width, outside }).toEqual({ width, outside: [] });
  }
});

test("at 320×640 the checkout's error summary, focused after Dalbo, stands above the bottom bar, not under it", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await logInNewShopper(page);
  const [product] = await listProducts(page.request, 1);
  await page.goto('/home');
  await keepInCart(page, [product!]);
  await page.goto('/checkout');
  // A new shopper has no address yet: Dalbo is refused with the error summary, which takes the focus.
  await expect(page.getByRole('region', { name: 'Cinwaanka gaadsiinta' }).getByLabel('Degmada')).toBeVisible();
  await page.getByRole('button', { name: 'Dalbo' }).click();
  const summary = page.getByRole('alert', { name: 'Dalabkaaga lama dirin' });
  await expect(summary).toBeFocused();
  const bottomOfSummary = await summary.evaluate((el) => el.getBoundingClientRect().bottom);
  const topOfBar = await page.getByTestId('bottom-bar').evaluate((el) => el.getBoundingClientRect().top);
  expect(bottomOfSummary).toBeLessThanOrEqual(topOfBar);
});

test("at 390, 360 and 320 px wide, in Somali and in English, each of Ila Tali's skin types holds its name within its card", async ({ page }) => {
  await logInViaApi(page);
  for (const language of ['so', 'en'] as const) {
    if (language === 'en') await page.goto('/language/en');
    for (const width of [390, 360, 320]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/advisor');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const cards = page.getByRole('main').getByRole('group', { name: /^(Nooca maqaarka|Skin type)$/ }).getByRole('radio');
      await expect(cards).toHaveCount(6);
      // Each card's name (its text, as drawn) ends inside the card (the label around the radio).
      const outside = await cards.evaluateAll((radios) =>
        radios.flatMap((radio) => {
          const card = radio.closest('label')!;
          const range = document.createRange();
          range.selectNodeContents(card);
          const textRight = range.getBoundingClientRect().right;
          const cardRight = card.getBoundingClientRect().right;
          return textRight > cardRight ? [`${card.textContent!.trim()} ends at ${Math.round(textRight)}, its card at ${Math.round(cardRight)}`] : [];
        }),
      );
      expect({ language, width, outside }).toEqual({ language, width, outside: [] });
    }
  }
});

test("at 390×844, offline, the categories panel says its list did not load, with Try again, and fills in once back online", async ({ page, context }) => {
  // The shell's panel code comes once the page has settled; the catalogue's list in it comes with
  // the panel's first opening, which is what the offline phone cannot fetch.
  const panelCode = page.waitForResponse(/:3000\/categories-panel\.[0-9a-f]+\.js$/);
  await page.goto('/home');
  await panelCode;
  await context.setOffline(true);
  await page.getByTestId('bottom-bar').getByRole('link', { name: /Qaybaha/ }).click();
  const panel = page.getByRole('dialog', { name: 'Qaybaha' });
  await expect(panel.getByRole('alert')).toHaveText('Qaybaha lama soo dejin karo.');
  await expect(panel.getByRole('button', { name: 'Isku day mar kale' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Eeg dhammaan qaybaha' })).toBeVisible();

  await context.setOffline(false);
  await expect(panel.locator('a[href^="/category/"]').first()).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
});
