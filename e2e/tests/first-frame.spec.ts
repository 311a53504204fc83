import { expect, test, type Locator, type Page } from '@playwright/test';
import { t as shellText } from 'shell/messages';
import { holdShellScripts } from './hydration';
import { FRAME } from './renderService';
import { shellTextIn } from './texts';

/**
 * The first frame (shell/src/startup/first-frame, tooling/webpack/baked-frame.cjs): the page the
 * static host serves (the frame on 3010, as when the render service is down or late) carries the
 * shell's own frame, drawn at build time by its server entry: before the shell's scripts have run,
 * the real header (its search box, Login) and the bottom bar show, in the language of the
 * shopper's suuq_lang cookie. React's first render replaces it: nothing may move (layout shift
 * ≤ 0.02, measured by Chromium).
 */


/** The part's box, once it has one (the search box's full code may swap the field as it lands). */
const box = async (part: Locator) => {
  let b: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect.poll(async () => (b = await part.first().boundingBox()), { message: String(part) }).not.toBeNull();
  return b!;
};

/** The header's parts a shopper sees first, the ones shown at this width. */
const header = (page: Page) => {
  const banner = page.getByRole('banner');
  return {
    logo: banner.getByRole('link', { name: /^suuq home$/i }).filter({ visible: true }),
    // The search field (a searchbox, a combobox once its full code is in) or the phone's search button.
    search: banner.locator('input[type=search]').or(banner.getByRole('button', { name: shellText('openSearch') })).filter({ visible: true }),
  };
};

/** The sum of the page's layout shifts so far (Chromium's layout-shift entries, input-driven ones left out). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );

for (const size of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1280, height: 800 },
]) {
  test(`on ${size.name}: the real header shows before the scripts, and React's header takes its place without a move`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const release = await holdShellScripts(page);
    await page.goto(`${FRAME}/home`, { waitUntil: 'domcontentloaded' });

    // The page's HTML alone: the shell's own header, logged out, and its main loading.
    const before = header(page);
    await expect(before.logo).toBeVisible();
    await expect(before.search).toBeVisible();
    if (size.width >= 768) {
      await expect(page.getByRole('banner').getByRole('searchbox')).toHaveAttribute('placeholder', shellText('searchPlaceholder'));
      await expect(page.getByRole('banner').getByRole('button', { name: shellText('login') })).toBeVisible();
    }
    await expect(page.getByRole('main').locator('[data-remote-area][aria-busy="true"]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    const frame = { bar: await box(page.getByRole('banner')), logo: await box(before.logo), search: await box(before.search) };
    expect(frame.bar.y).toBe(0);
    // The frame is no rendered page: the browser renders the route itself.
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-frame');

    release();
    // React's render: the route's own page (the home page's heading), the header where it was.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    const after = header(page);
    const real = { bar: await box(page.getByRole('banner')), logo: await box(after.logo), search: await box(after.search) };
    for (const part of ['bar', 'logo', 'search'] as const) {
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(real[part][side] - frame[part][side]), `${part} ${side}: frame ${frame[part][side]}, React ${real[part][side]}`).toBeLessThanOrEqual(0.5);
      }
    }
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });
}

test('a shopper whose cookie says English: the header is in English and the page says lang=en before the scripts run', async ({ page, context }) => {
  await context.addCookies([{ name: 'suuq_lang', value: 'en', url: FRAME }]);
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdShellScripts(page);
  await page.goto(`${FRAME}/home`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('searchbox')).toHaveAttribute('placeholder', shellTextIn('en', 'searchPlaceholder'));
  await expect(page.getByRole('banner').getByRole('button', { name: shellTextIn('en', 'login') })).toBeVisible();
  release();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
});

test("one of the shell's own scripts does not load: the frame says so, and Try again loads the shop", async ({ page }) => {
  let refuse = true;
  await page.route(/\/vendor\.[0-9a-f]+\.js$/, (route) => (refuse ? route.abort('connectionfailed') : route.continue()));
  await page.goto(`${FRAME}/home`, { waitUntil: 'domcontentloaded' });
  const alert = page.getByRole('alert').filter({ hasText: 'Dukaanka lama soo dejin karin' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Hubi internetkaaga oo isku day mar kale.');
  // In place of the frame's loading area.
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);

  refuse = false;
  await alert.getByRole('button', { name: shellText('tryAgain') }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ff-failed')).toHaveCount(0);
});

/**
 * The frame's CSS, as the page serves it (the shell's styles, collected at build time), keeps
 * spellings older phones read: `@media (max-width:767px)`. webpack's minifier would write it
 * `(width<=767px)` (media range syntax), which Chrome before 104 and Safari before 16.4 ignore
 * (tooling/webpack.cjs minimizeOptions). Chromium here reads both, so the served text is what this checks.
 */
test("the frame's CSS keeps the min/max media query spelling that older phones read, in both languages' pages", async ({ request }) => {
  for (const cookie of ['suuq_lang=so', 'suuq_lang=en']) {
    const html = await (await request.get(`${FRAME}/home`, { headers: { cookie } })).text();
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
    const queries = css.match(/@media[^{]*/g) ?? [];
    expect(queries).toContainEqual(expect.stringMatching(/\(max-width:\s*767px\)/));
    for (const query of queries) expect(query).not.toMatch(/[<>]=?/);
  }
});
