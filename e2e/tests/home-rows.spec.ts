import { expect, test, type Page } from '@playwright/test';

/**
 * /home builds its first two rows with the page and a lower row's cards when the shopper
 * scrolls near it (mf-catalogue home/WhenNear.tsx): fewer elements and no images for rows never
 * reached, with nothing moving and nothing wider than the screen while rows wait.
 */
const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
];

const lastRow = (page: Page) => page.locator('main section[data-section]').last();

for (const size of sizes) {
  test.describe(`${size.name} ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });

    test('lower rows are built as they come near, with no shift, no sideways scroll and no early images', async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { layoutShift: number };
        w.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number }[]) w.layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const images = new Set<string>();
      const manifests: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/mf-manifest.json')) manifests.push(r.url());
        const m = /\/api\/product-image\/(\d+)$/.exec(new URL(r.url()).pathname);
        if (m) images.add(m[1]!);
      });
      await page.goto('/home');
      const rows = page.locator('main section[data-section]');
      await expect(rows.first().getByRole('article').first()).toBeVisible();
      const count = await rows.count();
      expect(count).toBeGreaterThan(4);
      // Every row's heading is there; the last row's cards are not yet.
      await expect(lastRow(page).getByRole('heading', { level: 2 })).toHaveCount(1);
      await expect(lastRow(page).getByRole('article')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);
      await page.waitForLoadState('networkidle');
      // (A product of the last row may also be in a row built already: those are left aside.)
      const built = await page.locator('main article[data-product-id]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-product-id')));
      const lastOnly = (await lastRowProductIds(page)).filter((id) => !built.includes(id));
      expect(lastOnly.length).toBeGreaterThan(0);
      expect(lastOnly.filter((id) => images.has(id))).toEqual([]);
      // The shell's entry fetches the catalogue's manifest and the federation runtime uses that
      // response: no manifest is asked for twice.
      expect(manifests.length).toBeGreaterThan(0);
      expect(manifests).toEqual([...new Set(manifests)]);

      // Scrolled to, the last row's cards are there, with their images.
      await lastRow(page).scrollIntoViewIfNeeded();
      await expect(lastRow(page).getByRole('article').first()).toBeVisible();
      await expect(lastRow(page).locator('img').first()).toHaveJSProperty('complete', true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.05);
    });

    test('rows waiting below the screen are left out of rendering, at the height they have when drawn', async ({ page }) => {
      await page.goto('/home');
      await expect(page.getByTestId('row-waiting').last()).toBeAttached();
      // In one go in the page, so no row is built between its two measures.
      const rows = await page.getByTestId('row-waiting').evaluateAll((boxes) =>
        boxes.map((box) => {
          const list = box.querySelector('ul')!;
          const card = list.querySelector('[data-testid=card-skeleton]')!;
          const skipped = !card.checkVisibility({ contentVisibilityAuto: true });
          const left = list.getBoundingClientRect().height;
          list.style.contentVisibility = 'visible';
          const drawn = list.getBoundingClientRect().height;
          list.style.contentVisibility = '';
          return { skipped, left, drawn };
        }),
      );
      // The rows far below the first screen are skipped (the last one at least)…
      const skipped = rows.filter((r) => r.skipped);
      expect(skipped.length).toBeGreaterThan(2);
      expect(rows.at(-1)!.skipped).toBe(true);
      // …and hold the height their still cards take when drawn, so the page's length and the
      // footer's place do not change as they come near.
      for (const r of skipped) expect(Math.abs(r.left - r.drawn)).toBeLessThan(0.5);
    });

    test('a waiting row is as tall as the row of cards built in its place, its express, Somali-name and old-price lines counted', async ({ page }) => {
      await page.goto('/home');
      await expect(page.getByTestId('row-waiting').last()).toBeAttached();
      // One element a card (the point of the still card).
      const perCard = await page.getByTestId('row-waiting').first().evaluate((row) => row.querySelectorAll('li, li *').length / row.querySelectorAll('li').length);
      expect(perCard).toBe(2);
      // Each waiting row drawn (not left out of rendering) and measured in one go, so none is built between.
      const waiting = await page.locator('main section[data-section]:has([data-testid=row-waiting])').evaluateAll((sections) =>
        sections.map((section) => {
          const list = section.querySelector<HTMLElement>('[data-testid=row-waiting] ul')!;
          list.style.contentVisibility = 'visible';
          const height = section.getBoundingClientRect().height;
          list.style.contentVisibility = '';
          return { key: section.getAttribute('data-section')!, height };
        }),
      );
      expect(waiting.length).toBeGreaterThan(4);
      // Built one by one as the shopper comes to them.
      for (const { key } of waiting) {
        const row = page.locator(`main section[data-section="${key}"]`);
        await row.scrollIntoViewIfNeeded();
        await expect(row.getByRole('article').first()).toBeVisible();
      }
      const built = await page.locator('main section[data-section]').evaluateAll((sections) =>
        Object.fromEntries(
          sections.map((section) => [
            section.getAttribute('data-section')!,
            {
              height: section.getBoundingClientRect().height,
              express: [...section.querySelectorAll('article')].some((card) => card.textContent!.includes('HAAD EXPRESS')),
              oldPrice: section.querySelector('article s') !== null,
              cards: section.querySelectorAll('article').length,
            },
          ]),
        ),
      );
      // Rows with express cards and rows without both stood waiting: the test covers both.
      expect(waiting.some((w) => built[w.key]!.express)).toBe(true);
      expect(waiting.some((w) => !built[w.key]!.express)).toBe(true);
      expect(waiting.some((w) => built[w.key]!.oldPrice)).toBe(true);
      for (const w of waiting) {
        expect(built[w.key]!.cards, w.key).toBeGreaterThan(0);
        expect(Math.abs(built[w.key]!.height - w.height), `${w.key}: waiting ${w.height}, built ${built[w.key]!.height}`).toBeLessThan(0.5);
      }
    });

    test("a card's price is as tall whatever its length: the old price stands under it, as the still card has it", async ({ page }) => {
      await page.goto('/home');
      const card = page.locator('main article').filter({ has: page.locator('s') }).first();
      await card.scrollIntoViewIfNeeded();
      // Prices longer than any seed's, as a phone or a fridge would have: beside each other they
      // would not fit a phone's card, and the card would grow by a line its still card lacks.
      const heights = await card.evaluate((article) => {
        const old = article.querySelector('s')!;
        const price = old.parentElement!.parentElement!;
        const now = price.firstElementChild!;
        const measure = () => ({
          price: price.getBoundingClientRect().height,
          card: article.getBoundingClientRect().height,
          under: old.getBoundingClientRect().top >= now.getBoundingClientRect().bottom - 0.5,
        });
        const before = measure();
        now.textContent = '$12,999.00';
        old.textContent = '$14,999.00';
        return { before, after: measure() };
      });
      expect(heights.before.under).toBe(true);
      expect(heights.after.under).toBe(true);
      expect(heights.after.price).toBeCloseTo(heights.before.price, 1);
      expect(heights.after.card).toBeCloseTo(heights.before.card, 1);
    });

    test("the first screen keeps its place while the page's parts arrive (category navigation, search box, rows)", async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: string[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[])
            w.shifts.push(`${entry.value.toFixed(4)}: ${(entry.sources ?? []).map((s) => `${s.node?.nodeName} ${s.previousRect.y}->${s.currentRect.y}`).join(', ')}`);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/home');
      // The categories drawn in their skeleton's place, and the network quiet (the search box's code come).
      await expect(page.getByRole('navigation', { name: /Categories/ }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    });
  });
}

/** The products of the last row, from the answer the page got (the cards are not built yet). */
async function lastRowProductIds(page: Page): Promise<string[]> {
  const key = await lastRow(page).getAttribute('data-section');
  const res = await page.request.post('/api/homepage/sections', { data: { jsonrpc: '2.0', method: 'call', params: { limit: 8 }, id: 1 } });
  const body = (await res.json()) as { result: { sections: Record<string, { id: number }[]> } };
  return (body.result.sections[key!] ?? []).map((p) => String(p.id));
}
