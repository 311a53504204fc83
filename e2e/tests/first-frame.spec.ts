import { expect, test, type Locator, type Page } from '@playwright/test';
import { t as shellText } from 'shell/messages';
import { FRAME } from './renderService';

/**
 * The first frame (shell/src/startup/first-frame): before the shell's scripts have run, the page's HTML
 * alone shows the header's bar with the shop's mark and a loading mark, where a slow line used to
 * show a blank page for seconds. React's first render puts the real header in its place: the mark
 * must not move, the bar must not change height, and the frame must be gone. Opened as the static
 * host serves the shell's page (the frame on 3010, as when the render service is down or late): a
 * page the server rendered has its area in place of the loading mark (render/src/page.mjs).
 */

/** Holds the shell's vendor script (React) until the returned function is called. */
async function holdShellScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/vendor\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const box = async (part: Locator) => {
  const b = await part.first().boundingBox();
  expect(b, String(part)).not.toBeNull();
  return b!;
};

/** React's header's logo, the one shown at this width (the phone's or the desktop's). */
const realLogo = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^suuq home$/i }).filter({ visible: true });

for (const size of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1280, height: 800 },
]) {
  test(`on ${size.name}: the frame shows before the scripts, and the real header takes its place without a move`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const release = await holdShellScripts(page);
    await page.goto(`${FRAME}/home`, { waitUntil: 'domcontentloaded' });

    const status = page.getByRole('status', { name: 'Soo dejinaya…' });
    await expect(status).toBeVisible();
    await expect(page.locator('.ff-bar')).toHaveText('Ssuuq');
    const frame = { bar: await box(page.locator('.ff-bar')), mark: await box(page.locator('.ff-logo')), badge: await box(page.locator('.ff-badge')) };
    expect(frame.bar.y).toBe(0);

    release();
    const logo = realLogo(page);
    await expect(logo).toBeVisible();
    await expect(page.locator('.ff-bar, .ff-wait')).toHaveCount(0);

    const real = {
      bar: await box(page.getByRole('banner').filter({ visible: true })),
      mark: await box(logo),
      badge: await box(logo.locator('span')),
    };
    for (const part of ['bar', 'mark', 'badge'] as const) {
      for (const side of ['x', 'y', 'height'] as const) {
        expect(Math.abs(real[part][side] - frame[part][side]), `${part} ${side}: frame ${frame[part][side]}, header ${real[part][side]}`).toBeLessThanOrEqual(0.5);
      }
    }
    // The mark's words are the same text in the same font: the same width.
    expect(Math.abs(real.mark.width - frame.mark.width)).toBeLessThanOrEqual(1);
  });
}

test('a shopper who chose English: the loading mark is named in English and the page says lang=en from the start', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('suuqLanguage', 'en'));
  const release = await holdShellScripts(page);
  await page.goto(`${FRAME}/home`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('status', { name: 'Loading page…' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  release();
  await expect(realLogo(page)).toBeVisible();
  await expect(page.locator('.ff-wait')).toHaveCount(0);
});

test("one of the shell's own scripts does not load: the frame says so, and Try again loads the shop", async ({ page }) => {
  let refuse = true;
  await page.route(/\/vendor\.[0-9a-f]+\.js$/, (route) => (refuse ? route.abort('connectionfailed') : route.continue()));
  await page.goto(`${FRAME}/home`, { waitUntil: 'domcontentloaded' });
  const alert = page.getByRole('alert').filter({ hasText: 'Dukaanka lama soo dejin karin' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Hubi internetkaaga oo isku day mar kale.');
  await expect(page.getByRole('status', { name: 'Soo dejinaya…' })).toHaveCount(0);

  refuse = false;
  await alert.getByRole('button', { name: shellText('tryAgain') }).click();
  await expect(realLogo(page)).toBeVisible();
  await expect(page.locator('.ff-failed')).toHaveCount(0);
});

/**
 * The frame's CSS, as the page serves it, keeps spellings older phones read: the phone's bar
 * height is set by `@media (max-width:767px)`. webpack's minifier would write it `(width<=767px)`
 * (media range syntax), which Chrome before 104 and Safari before 16.4 ignore (tooling/webpack.cjs
 * minimizeOptions). Chromium here reads both, so the served text is what this checks.
 */
test("the frame's CSS keeps the min/max media query spelling that older phones read", async ({ request }) => {
  const html = await (await request.get('/home')).text();
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  expect(css).toContain('.ff-row');
  const queries = css.match(/@media[^{]*/g) ?? [];
  expect(queries).toContainEqual(expect.stringMatching(/\(max-width:\s*767px\)/));
  for (const query of queries) expect(query).not.toMatch(/[<>]=?/);
});
