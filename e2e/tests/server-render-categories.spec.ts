import { expect, type Page } from '@playwright/test';
import { t as catalogueText } from 'mf-catalogue/messages';
import { hold } from './hold';
import { keptServerElements, problemsOf, UNUSED_PRELOAD, watchServerElements } from './hydration';
import { test } from './renderService';

// Issue 30: the category navigation of /home, which the server has the categories for, is on
// screen before the scripts (it was a shimmering skeleton until the catalogue's code hydrated the
// page, seconds on a slow line), the phone's list or the wider screens' pills as the stylesheet
// chooses; hydration keeps that very element, with no layout shift. mf-catalogue's scripts (origin
// :3001) are held, so the page stays as the server drew it for as long as a test needs.
const NAV = catalogueText('category.nav');

/** The category navigation the shopper sees (one of the server's two; the stylesheet picks it). */
const shownNav = (page: Page) => page.getByRole('main').getByRole('navigation', { name: NAV });

/** How wide the page is: the screen's width, unless something in it runs past the edge. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * Each screen's navigation in the server's HTML (watchServerElements keeps it as the parser made
 * it): the phone's list comes first, the pills' in the second of the two layouts' boxes.
 */
const SERVED = {
  phone: `[data-server-rendered] nav[aria-label="${NAV}"]`,
  wider: `[data-server-rendered] div + div > nav[aria-label="${NAV}"]`,
};

for (const { size, viewport, shown, served } of [
  { size: '390×844', viewport: { width: 390, height: 844 }, shown: 4, served: SERVED.phone },
  { size: '1280×800', viewport: { width: 1280, height: 800 }, shown: 5, served: SERVED.wider },
]) {
  test.describe(size, () => {
    test.use({ viewport });

    test("/home's categories are on screen before the scripts, and hydration keeps them where they are", async ({ page, origin }) => {
      const problems = problemsOf(page);
      await watchServerElements(page, { nav: served });
      const held = await hold(page, /:3001\/.*\.js$/);
      await page.goto(`${origin}/home`, { waitUntil: 'domcontentloaded' });
      // As the server drew it: the categories, nothing in the page saying it is still loading.
      const nav = shownNav(page);
      await expect(nav).toHaveCount(1);
      expect((await nav.getByRole('button').all()).length).toBeGreaterThanOrEqual(shown);
      await expect(nav.getByRole('button').first()).toBeVisible();
      await expect(page.getByRole('main').locator('[aria-busy="true"], [role="status"]')).toHaveCount(0);
      expect(held.seen).toBeGreaterThan(0);
      expect(await pageWidth(page)).toBe(viewport.width);
      // The one shown is the server's navigation for this screen.
      expect(await nav.evaluate((element, selector) => element === document.querySelector(selector), served)).toBe(true);

      held.release();
      // Hydrated: the script has let the other screen's navigation go, and kept this one.
      await expect(page.getByRole('main').locator(`nav[aria-label="${NAV}"]`)).toHaveCount(1);
      const { kept, shifts } = await keptServerElements(page, { nav: `main nav[aria-label="${NAV}"]` });
      expect(kept.nav).toBe(true);
      expect(shifts).toBe(0);
      expect(await pageWidth(page)).toBe(viewport.width);
      expect(problems.filter((text) => !UNUSED_PRELOAD.test(text))).toEqual([]);
    });
  });
}

test.describe('390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a tap on the phone's More before the scripts is held, then answered: every category and Less", async ({ page, origin }) => {
    const held = await hold(page, /:3001\/.*\.js$/);
    await page.goto(`${origin}/home`, { waitUntil: 'domcontentloaded' });
    const nav = shownNav(page);
    const more = page.getByRole('main').getByRole('button', { name: catalogueText('category.more') });
    // The first 3 of the seed's categories, then More.
    await expect(nav.getByRole('button')).toHaveCount(4);
    await more.click();
    await expect(more).toHaveAttribute('aria-busy', 'true');
    held.release();
    const less = page.getByRole('main').getByRole('button', { name: catalogueText('category.less') });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(await nav.getByRole('button').count()).toBeGreaterThan(4);
  });
});
