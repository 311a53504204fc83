import { expect, test, type Page } from '@playwright/test';

/** The header's search box: the catalogue's fragment (a combobox), not the shell's plain form. */
const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox');

const prices = async (page: Page) =>
  (await page.locator('main [data-product-id] .now').allTextContents()).map((t) =>
    Number(t.replace(/[^0-9.]/g, '')),
  );

test.describe('search (desktop)', () => {
  test('dropdown → suggestion → product page', async ({ page }) => {
    await page.goto('/home');
    const box = searchBox(page);
    await box.fill('oil');
    const suggestion = page.locator('[role="option"][data-kind="product"]').first();
    await expect(suggestion).toBeVisible();
    expect(await page.locator('[role="option"][data-kind="product"]').count()).toBeLessThanOrEqual(
      5,
    );
    await expect(page.getByRole('option', { name: 'View all results' })).toBeVisible();
    await suggestion.click();
    await expect(page).toHaveURL(/\/product\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: /Add to Cart/i })
        .first(),
    ).toBeVisible();
  });

  test("'View all results' → sort by 'Qiimaha Hoose' and the prices ascend", async ({ page }) => {
    await page.goto('/home');
    await searchBox(page).fill('oil');
    await page.getByRole('option', { name: 'View all results' }).click();
    await expect(page).toHaveURL(/\/search-results\?keyword=oil$/);
    await expect(page.locator('main [data-product-id]').first()).toBeVisible();

    await page.getByRole('main').getByRole('combobox').selectOption({ label: 'Qiimaha Hoose' });
    await expect(page).toHaveURL(/\/search-results\?keyword=oil&filter=price_asc$/);
    // The address changes first; the sorted list takes the unsorted one's place when it arrives.
    const ascends = (list: number[]) => list.length > 1 && list.every((price, i) => i === 0 || list[i - 1]! <= price);
    await expect.poll(async () => ascends(await prices(page))).toBe(true);

    // The sort survives a reload: it lives in the address.
    await page.reload();
    await expect(page.getByRole('main').getByRole('combobox')).toHaveValue('price_asc');
  });

  test('keyboard: ArrowDown highlights a suggestion, Enter opens it; Escape closes the list', async ({
    page,
  }) => {
    await page.goto('/home');
    const box = searchBox(page);
    await box.fill('oil');
    await expect(page.locator('[role="option"][data-kind="product"]').first()).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\//);
  });

  test("a typo typed + Enter searches what was typed: 'Hawla Somali' finds Halwa Somali in the top 5, the words kept as typed (issue 28)", async ({
    page,
  }) => {
    await page.goto('/home');
    const box = searchBox(page);
    await box.click();
    await page.keyboard.type('Hawla Somali', { delay: 20 });
    // The suggestions have arrived: Enter must not take one the shopper did not pick.
    await expect(page.locator('[role="option"][data-kind="product"]').first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-results\?keyword=Hawla(\+|%20)Somali$/);
    await expect(searchBox(page)).toHaveValue('Hawla Somali');
    // What was searched instead of the typo names the product, not another word ('haween'). First:
    // the address changes as the navigation starts, while main still shows /home's cards.
    const heading = page.getByRole('main').getByRole('heading', { level: 1 }).locator('..');
    await expect(heading).toContainText('Halwa Somali');
    await expect(heading).not.toContainText(/haween/i);
    const cards = page.locator('main [data-product-id]');
    await expect(cards.first()).toBeVisible();
    const top5 = await cards.evaluateAll((all) =>
      all.slice(0, 5).map((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent),
    );
    expect(top5).toContain('Halwa Somali');
  });

  test('a search is remembered as a recent search; an empty search does nothing', async ({
    page,
  }) => {
    await page.goto('/home');
    const box = searchBox(page);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    await box.fill('rice');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-results\?keyword=rice$/);
    await page.goto('/home');
    await searchBox(page).click();
    await expect(page.getByRole('option', { name: 'rice' })).toBeVisible();
  });
});

test('catalogue unreachable: the header keeps a plain search form that still searches', async ({
  page,
}) => {
  await page.route(/127\.0\.0\.1:3001\//, (route) => route.abort('connectionrefused'));
  await page.goto('/home');
  const plain = page.getByRole('banner').getByRole('searchbox');
  await expect(plain).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
  await plain.fill('oil');
  await plain.press('Enter');
  await expect(page).toHaveURL(/\/search-results\?keyword=oil$/);
});

test.describe('search and panels at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the Search Products panel holds the search box; one panel at a time; the backdrop closes it', async ({
    page,
  }) => {
    await page.goto('/home');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Search Products' }).click();
    const panel = page.getByRole('dialog', { name: 'Search Products' });
    await expect(panel).toBeVisible();
    const box = panel.getByRole('combobox');
    await expect(box).toBeFocused();
    await box.fill('oil');
    await expect(panel.locator('[role="option"][data-kind="product"]').first()).toBeVisible();

    // Opening the menu closes the search panel (from the keyboard here; the pointer works too).
    const menuToggle = banner.getByRole('button', { name: /menu|liiska/i });
    await menuToggle.focus();
    await menuToggle.press('Enter');
    await expect(panel).toBeHidden();
    const menu = page.getByRole('navigation', { name: /menu|liiska/i });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Opening the search again closes the menu; the backdrop closes whatever is open.
    const searchToggle = banner.getByRole('button', { name: 'Search Products' });
    await searchToggle.focus();
    await searchToggle.press('Enter');
    await expect(menu).toBeHidden();
    await expect(panel).toBeVisible();
    // Above the bottom bar, which paints over the lower end of the backdrop.
    await page.getByTestId('backdrop').click({ position: { x: 195, y: 650 } });
    await expect(panel).toBeHidden();
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('backdrop')).toHaveCount(0);
  });

  test('Escape closes the Search Products panel and the menu, each giving the focus back to its toggle', async ({ page }) => {
    await page.goto('/home');
    const banner = page.getByRole('banner');
    // The panel's search box takes the focus as it opens (autoFocus): the toggle must not be lost.
    const searchToggle = banner.getByRole('button', { name: 'Search Products' });
    await searchToggle.focus();
    await searchToggle.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Search Products' });
    const box = panel.getByRole('combobox');
    await expect(box).toBeFocused();
    // The box opens its list as it takes the focus: the first Escape is the box's (it closes the
    // list, as a combobox does), the second the panel's.
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(searchToggle).toBeFocused();

    const menuToggle = banner.getByRole('button', { name: /menu|liiska/i });
    await menuToggle.focus();
    await menuToggle.press('Enter');
    const menu = page.getByRole('navigation', { name: /menu|liiska/i });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuToggle).toBeFocused();
  });

  test('in the panel, View all results opens the results and the panel closes', async ({
    page,
  }) => {
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: 'Search Products' }).click();
    const panel = page.getByRole('dialog', { name: 'Search Products' });
    await panel.getByRole('combobox').fill('oil');
    await panel.getByRole('option', { name: 'View all results' }).click();
    await expect(page).toHaveURL(/\/search-results\?keyword=oil$/);
    await expect(panel).toBeHidden();
    await expect(page.locator('main [data-product-id]').first()).toBeVisible();
  });

  test('the categories panel: first 4, See More, Back; one panel at a time; a category opens and closes it', async ({
    page,
  }) => {
    await page.goto('/home');
    const bar = page.getByTestId('bottom-bar');
    const toggle = bar
      .getByRole('button', { name: /Qaybaha|Categories/ })
      .or(bar.getByRole('link', { name: /Qaybaha|Categories/ }));
    await toggle.click();
    const panel = page.getByRole('dialog', { name: /Qaybaha|Categories/ });
    await expect(panel).toBeVisible();
    const links = panel.locator('[data-fragment="categories-panel"] a[href^="/category/"]');
    await expect(links).toHaveCount(4);
    await panel.getByRole('button', { name: 'See More' }).click();
    expect(await links.count()).toBeGreaterThan(4);
    await panel.getByRole('button', { name: /Back/ }).click();
    await expect(links).toHaveCount(4);

    // The backdrop closes it.
    await page.getByTestId('categories-backdrop').click({ position: { x: 380, y: 420 } });
    await expect(panel).toBeHidden();

    // Opening the categories from the keyboard while the search panel is open swaps them.
    await page.getByRole('banner').getByRole('button', { name: 'Search Products' }).click();
    const search = page.getByRole('dialog', { name: 'Search Products' });
    await expect(search).toBeVisible();
    await toggle.focus();
    await toggle.press('Enter');
    await expect(search).toBeHidden();
    await expect(panel).toBeVisible();

    // Tapping a category opens its page and closes the panel.
    const href = await links.nth(1).getAttribute('href');
    await links.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(panel).toBeHidden();
  });
});
