import http from 'node:http';
import { expect, type Page } from '@playwright/test';
import { t as shellText } from 'shell/messages';
import { freePort } from './freePort';
import { holdShellScripts, keptServerElements, problemsOf, watchServerElements } from './hydration';
import { FRAME, firstInStock, startRenderService, test } from './renderService';
import { logInNewShopper } from './session';
import type { CatalogueProduct } from './shopping';

// Issue 30: a protected page (cart, checkout, account, …) comes in the shell's server frame, which is
// the logged-out view for everyone; what its main shows before the scripts have run, and with
// JavaScript off. A public page says something else with JavaScript off, when its area was left to
// the browser this time (layout/NeedsJavaScript.tsx). The page's texts are Somali (no language cookie); shellText reads them from the
// shell's catalogue.
const loading = (page: Page) => page.getByRole('main').getByRole('status', { name: shellText('remoteLoading') });
const notice = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1, name: shellText('needsJavaScriptTitle') });

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/cart', '/account']) {
    test(`${path} says in its main that it needs JavaScript, with no endless loading, and its link to /home works`, async ({ page, origin }) => {
      await page.goto(`${origin}${path}`);
      await expect(notice(page)).toBeVisible();
      // (Playwright's text matching skips <noscript>, where the notice lives: read as the page has it.)
      const text = page.getByRole('main').locator('noscript p');
      await expect(text).toBeVisible();
      expect(await text.evaluate((p) => p.textContent)).toBe(shellText('needsJavaScriptText'));
      await expect(loading(page)).toBeHidden();
      // One message: the template's unstyled line under the footer is gone.
      await expect(page.locator('body > noscript')).toHaveCount(0);
      // A plain link: /home, drawn by the server.
      await page.getByRole('main').getByRole('link', { name: shellText('goHome') }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(notice(page)).toHaveCount(0);
    });
  }

  test('the static page (the render service down) says the same in its main', async ({ page }) => {
    await page.goto(`${FRAME}/cart`);
    await expect(notice(page)).toBeVisible();
    await expect(loading(page)).toBeHidden();
    await expect(page.locator('body > noscript')).toHaveCount(0);
  });
});

/** The notice's text (Playwright's text matching skips <noscript>, where the notice lives: read as the page has it). */
const noticeText = (page: Page) => page.getByRole('main').locator('noscript p').evaluate((p) => p.textContent);

/**
 * The API as a render service of the test's reaches it, through a switch: `down`, every connection
 * is closed at once (the catalogue's render then fails and the service sends the frame alone).
 */
async function switchedApi(): Promise<{ origin: string; state: { down: boolean }; stop: () => Promise<void> }> {
  const state = { down: false };
  const port = await freePort();
  const server = http.createServer((req, res) => {
    if (state.down) return void req.socket.destroy();
    const upstream = http.request({ host: '127.0.0.1', port: 4000, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, state, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test.describe('with JavaScript disabled, a public page whose area the server did not draw', () => {
  test.use({ javaScriptEnabled: false });
  let api: Awaited<ReturnType<typeof switchedApi>>;
  let switched: Awaited<ReturnType<typeof startRenderService>>;
  let product: CatalogueProduct;

  test.beforeAll(async ({ request }) => {
    api = await switchedApi();
    switched = await startRenderService({ RENDER_API_ORIGIN: api.origin });
    product = await firstInStock(request);
  });
  test.afterAll(async () => {
    await switched?.stop();
    await api?.stop();
  });

  test('says it could not be shown this time, not the cart\'s words; Try again asks the same address again, which the server draws once it can; /cart keeps its own text', async ({ page }) => {
    api.state.down = true;
    const url = `${switched.origin}/product/${product.slug}?ref=whatsapp`;
    const res = await page.goto(url);
    expect(res!.headers()['x-rendered-by']).toBe('none');
    await expect(notice(page)).toBeVisible();
    expect(await noticeText(page)).toBe(shellText('needsJavaScriptPublicText'));
    await expect(loading(page)).toBeHidden();
    await expect(page.getByRole('main').getByRole('link', { name: shellText('goHome') })).toHaveAttribute('href', '/home');
    const tryAgain = page.getByRole('main').getByRole('link', { name: shellText('tryAgain') });
    expect(await tryAgain.evaluate((a: HTMLAnchorElement) => a.href)).toBe(url);

    // The render comes this time: the same address, drawn by the server, needs no script.
    api.state.down = false;
    await tryAgain.click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: product.name })).toBeVisible({ timeout: 30_000 });
    expect(page.url()).toBe(url);
    await expect(notice(page)).toHaveCount(0);

    // A protected page on the same service: its own words (its area is never drawn by the server).
    await page.goto(`${switched.origin}/cart`);
    expect(await noticeText(page)).toBe(shellText('needsJavaScriptText'));
    await expect(page.getByRole('main').getByRole('link', { name: shellText('tryAgain') })).toHaveCount(0);
  });

  test('the static page (the render service down) carries the public words at every address, Try again being that address', async ({ page }) => {
    for (const path of [`/product/${product.slug}`, '/cart']) {
      await page.goto(`${FRAME}${path}`);
      await expect(notice(page)).toBeVisible();
      expect(await noticeText(page)).toBe(shellText('needsJavaScriptPublicText'));
      const tryAgain = page.getByRole('main').getByRole('link', { name: shellText('tryAgain') });
      expect(await tryAgain.evaluate((a: HTMLAnchorElement) => a.href)).toBe(`${FRAME}${path}`);
      await expect(page.getByRole('main').getByRole('link', { name: shellText('goHome') })).toHaveAttribute('href', '/home');
    }
  });
});

test("before its scripts have run, /cart's main shows the loading state, announced; a logged-in shopper's cart then opens in it, with no warning and no shift", async ({ page, origin }) => {
  await page.goto(`${origin}/privacy-policy`);
  await logInNewShopper(page);
  const problems = problemsOf(page);
  await watchServerElements(page, { header: '#root[data-server-frame] header' });
  const release = await holdShellScripts(page);
  await page.goto(`${origin}/cart`, { waitUntil: 'domcontentloaded' });
  await expect(loading(page)).toBeVisible();
  await expect(notice(page)).toBeHidden();
  release();
  await expect(page.getByRole('main').getByText('Your cart is empty')).toBeVisible({ timeout: 30_000 });
  await expect(loading(page)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: shellText('logout') })).toBeVisible();
  const { kept, shifts } = await keptServerElements(page, { header: 'header' });
  expect(kept.header).toBe(true);
  expect(shifts).toBeLessThanOrEqual(0.02);
  expect(problems).toEqual([]);
});

test('a logged-out shopper on /cart: the loading state, then the login popup once hydrated', async ({ page, origin }) => {
  const problems = problemsOf(page);
  const release = await holdShellScripts(page);
  await page.goto(`${origin}/cart`, { waitUntil: 'domcontentloaded' });
  await expect(loading(page)).toBeVisible();
  release();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/home$/);
  expect(problems).toEqual([]);
});
