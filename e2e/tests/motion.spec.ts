import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 14: no animation runs when nothing is loading (a settled /home kept 15 endless rings
 * going: its live cards and the header's dot), and `prefers-reduced-motion` stops the decorative
 * ones. Measured by Chromium's own list of animations (document.getAnimations), not by the app.
 */

async function settledHome(page: Page) {
  await page.goto('/home', { waitUntil: 'networkidle' });
  await expect(page.getByRole('main').locator('a[href^="/product/"]').first()).toBeVisible();
}

const running = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .map((a) => {
        const el = (a.effect as KeyframeEffect | null)?.target as Element | null;
        return `${(a as CSSAnimation).animationName ?? 'animation'} on ${el?.tagName ?? '?'}.${el?.className ?? ''}`;
      }),
  );

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('on a settled /home every animation ends by itself, and then none runs', async ({ page }) => {
      await settledHome(page);
      const endless = await page.evaluate(() =>
        document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations === Infinity).length,
      );
      expect(endless).toBe(0);
      // Each one finishes (a live dot pulses a few times when it appears).
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
      expect(await running(page)).toEqual([]);
    });

    test('with prefers-reduced-motion, /home runs no animation at all', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await settledHome(page);
      expect(await running(page)).toEqual([]);
    });
  });
}
