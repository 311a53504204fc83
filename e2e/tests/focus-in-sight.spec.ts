import { expect, test, type Page } from '@playwright/test';
import { seededStream } from './liveFixture';
import { rpcCall } from './shopping';

/**
 * What the Tab key focuses is in sight (WCAG 2.4.11): not under the shell's sticky header or its
 * bottom bar, and not cut at the edge of a scrolling row. Chromium scrolls a focused element into
 * view only when less than 32 px of it shows, and knows nothing of the sticky header: a card's
 * heart focused from the row above stayed under the header on a phone, and a long category name
 * at the end of the desktop row stayed cut under its arrow.
 */

/** Where the focused element is, or why it is not in sight: 'in sight' when all of it shows. */
function focusedPlace(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing focused';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40);
    // The header's and the bar's own items, and the skip link drawn over the header, belong there.
    if (el.closest('header, [data-testid="bottom-bar"]') || el.matches('a[href="#main"]')) return 'in sight';
    const box = el.getBoundingClientRect();
    const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
    const bar = document.querySelector<HTMLElement>('[data-testid="bottom-bar"]');
    const barTop = bar?.checkVisibility() ? bar.getBoundingClientRect().top : innerHeight;
    if (box.top < headerBottom - 1) return `"${name}" ${Math.round(headerBottom - box.top)} px under the header`;
    if (box.bottom > barTop + 1) return `"${name}" ${Math.round(box.bottom - barTop)} px under the bottom bar`;
    // Both ends of it, just inside: the element itself, not a row's edge or an arrow over it.
    const mid = box.top + box.height / 2;
    for (const x of [box.left + 3, box.right - 3]) {
      const at = document.elementFromPoint(x, mid);
      if (!at || !(el === at || el.contains(at))) return `"${name}" cut at x=${Math.round(x)} by ${at?.outerHTML.slice(0, 60) ?? 'the window'}`;
    }
    return 'in sight';
  });
}

test.describe('at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('each of 60 Tab stops down a category page is in sight, between the sticky header and the bottom bar', async ({ page }) => {
    const { categories } = await rpcCall<{ categories: { id: number }[] }>(page.request, '/api/categories', {});
    await page.goto(`/category/${categories[0]!.id}`);
    await expect(page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).nth(7)).toBeVisible();
    const stops: string[] = [];
    for (let stop = 0; stop < 60; stop++) {
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedPlace(page), { message: `Tab stop ${stop}`, timeout: 3_000 }).toBe('in sight');
      stops.push(await page.evaluate(() => document.activeElement?.tagName ?? ''));
    }
    // The walk went down the cards (each has a link, a heart and Add to Cart), not round the header.
    expect(stops.filter((tag) => tag === 'BUTTON').length).toBeGreaterThan(20);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(844);
  });

  test("Tab along a live room's pinned products brings each card whole into the phone's strip", async ({ page }) => {
    // A seeded stream with three products or more, whatever its state (a replay keeps its products).
    const stream = await seededStream(page.request, (s) => s.products.length >= 3, 'with three pinned products');
    await page.goto(`/suuq-live-shopping/${stream.id}`);
    const cards = page.getByTestId('pinned-product');
    await expect(cards).toHaveCount(stream.products.length);
    const last = stream.products.at(-1)!.name;
    await cards.first().getByRole('link', { name: stream.products[0]!.name }).focus();
    // Each card's name, then its Add to Cart (a product out of stock has none to focus).
    const names: string[] = [];
    for (let stop = 0; stop < stream.products.length * 2 && !names.includes(last); stop++) {
      await expect.poll(() => focusedPlace(page), { message: `Tab stop ${stop} in the strip`, timeout: 3_000 }).toBe('in sight');
      names.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
      await page.keyboard.press('Tab');
    }
    expect(names).toContain(last);
  });
});

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Tab along /home's category row brings each whole category into the row, clear of its arrows", async ({ page }) => {
    await page.goto('/home');
    const pills = page.getByRole('navigation', { name: 'Qaybaha — Categories' }).locator('button[aria-expanded]');
    // The row is wider than the screen: some of it starts out of sight behind the right arrow.
    await expect(page.getByRole('button', { name: 'Qaybaha u dhaqaaji midig' })).toBeVisible();
    const count = await pills.count();
    expect(count).toBeGreaterThan(3);
    await pills.first().focus();
    for (let i = 0; i < count; i++) {
      await expect(pills.nth(i)).toBeFocused();
      await expect.poll(() => focusedPlace(page), { message: `category ${i + 1} of ${count}`, timeout: 3_000 }).toBe('in sight');
      await page.keyboard.press('Tab');
    }
  });
});
