import { FRAME } from './renderService';
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 14: no animation runs when nothing is loading (a settled /home kept 15 endless rings
 * going: its live cards and the header's dot), and `prefers-reduced-motion` stops the decorative
 * ones. Measured by Chromium's own list of animations (document.getAnimations), not by the app.
 */

/**
 * /home with nothing left to load: its rows on screen and nothing saying it is busy. The server's
 * page has its rows before the scripts run, and the category navigation's skeleton until the
 * browser hydrates it, which on a busy machine can come after the network has gone quiet.
 */
async function settledHome(page: Page) {
  await page.goto('/home', { waitUntil: 'networkidle' });
  await expect(page.getByRole('main').locator('a[href^="/product/"]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
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

    test('a new page fades in over 100 ms (spec §9), and not under reduced motion', async ({ page }) => {
      await settledHome(page);
      // Every animation the browser runs on <main>, seen frame by frame (a 100 ms one is soon gone).
      await page.evaluate(() => {
        const w = window as unknown as { fades: number[] };
        w.fades = [];
        const seen = new WeakSet<Animation>();
        const look = () => {
          for (const a of document.getAnimations()) {
            if (seen.has(a) || ((a.effect as KeyframeEffect | null)?.target as Element | null)?.tagName !== 'MAIN') continue;
            seen.add(a);
            w.fades.push(Number(a.effect!.getComputedTiming().duration));
          }
          requestAnimationFrame(look);
        };
        look();
      });
      const fades = () => page.evaluate(() => (window as unknown as { fades: number[] }).fades);
      await page.getByRole('main').locator('a[href^="/product/"]').first().click();
      await expect.poll(fades).toEqual([100]);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.evaluate(() => ((window as unknown as { fades: number[] }).fades = []));
      await page.getByRole('banner').getByRole('link', { name: /suuq/i }).first().click();
      await expect(page).toHaveURL(/\/home$/);
      await page.waitForTimeout(300);
      expect(await fades()).toEqual([]);
    });

    test('every animation of /home, loading and settled, moves only transform or opacity', async ({ page }) => {
      // Those Chromium runs on its compositor; any other property (a box-shadow ring, a moving
      // background) repaints the page on the main thread every frame, which a cheap phone pays
      // for with the time its scripts need.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/homepage\/sections/, async (route) => {
        await held;
        await route.continue();
      });
      const animatedProperties = () =>
        page.evaluate(() =>
          document.getAnimations().flatMap((a) => {
            const effect = a.effect as KeyframeEffect | null;
            const frames = effect?.getKeyframes() ?? [];
            const props = new Set(frames.flatMap((f) => Object.keys(f)));
            for (const meta of ['offset', 'computedOffset', 'easing', 'composite']) props.delete(meta);
            return [...props].map((prop) => `${(a as CSSAnimation).animationName ?? 'animation'}${effect?.pseudoElement ?? ''}: ${prop}`);
          }),
        );
      // The page as the browser builds it (the frame, as when the render service is down): a page
      // the server rendered comes with its rows and has no loading state to hold.
      await page.goto(`${FRAME}/home`);
      // Loading: the rows' skeletons shimmer.
      await expect.poll(async () => (await animatedProperties()).length).toBeGreaterThan(0);
      const loading = await animatedProperties();
      release();
      await settledHome(page);
      const settled = await animatedProperties();
      const compositable = /: (transform|opacity)$/;
      expect(loading.filter((p) => !compositable.test(p))).toEqual([]);
      expect(settled.filter((p) => !compositable.test(p))).toEqual([]);
    });

    test('with prefers-reduced-motion, /home runs no animation at all', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await settledHome(page);
      expect(await running(page)).toEqual([]);
    });
  });
}

test('a page slow to arrive shows the loading spinner of spec §2 until it comes, then none', async ({ page }) => {
  // The catalogue's manifest held back 2 s, as on a slow network.
  await page.route(/127\.0\.0\.1:3001\/.*mf-manifest\.json/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  // The frame, as when the render service is down: the area waits for the catalogue's code (a page
  // the server rendered is on screen meanwhile, and shows no spinner).
  await page.goto(`${FRAME}/home`);
  const area = page.locator('[data-remote-area="mf-catalogue"]');
  await expect(area.getByRole('status', { name: 'Soo dejinaya…' })).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="/product/"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(area.getByRole('status', { name: 'Soo dejinaya…' })).toHaveCount(0);
});

