import { expect, test, type BrowserContext } from '@playwright/test';
import { problemsOf } from './hydration';
import { listProducts } from './shopping';

/**
 * Issue 30 (4): what search engines read comes through the shop's own origin (port 3000, as
 * nginx serves it): the API answers /robots.txt and /sitemap.xml, with URLs on that origin. And
 * the language switch sets the cookie a server renders the next page's language from.
 */
const ORIGIN = 'http://127.0.0.1:3000';

test('/robots.txt and /sitemap.xml come through the shell\'s origin with URLs on it', async ({ request }) => {
  const robots = await request.get(`${ORIGIN}/robots.txt`);
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const rules = await robots.text();
  expect(rules).toContain('Disallow: /cart');
  expect(rules).toContain('Disallow: /checkout');
  expect(rules).toContain('Disallow: /account');
  expect(rules).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);

  // A product the catalogue lists is in the sitemap at its page's address on this origin.
  const { slug } = (await listProducts(request, 1))[0]!;
  const sitemap = await request.get(`${ORIGIN}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(sitemap.headers()['cache-control']).toBe('public, max-age=3600');
  const xml = await sitemap.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  const product = `${ORIGIN}/product/${slug}`;
  expect(xml).toContain(`<loc>${product}</loc>`);
  expect(xml).toContain(`<loc>${ORIGIN}/home</loc>`);
  // That address is the product's page.
  const page = await request.get(product);
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toMatch(/^text\/html/);
});

test("/favicon.ico answers with the shop's icon: browsers ask for it beside a picture, a video or a leaflet opened on its own", async ({ request }) => {
  const icon = await request.get(`${ORIGIN}/favicon.ico`);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  // An icon file (reserved 0, type 1) holding at least one picture.
  const body = await icon.body();
  expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});

test('switching language sets suuq_lang for the whole shop, a year, SameSite=Lax, and the next page request carries it', async ({ page, context }) => {
  await page.goto('/home');
  const languageCookie = async () => (await context.cookies(ORIGIN)).find((c) => c.name === 'suuq_lang');
  await expect(page.locator('html')).toHaveAttribute('lang', 'so');
  expect(await languageCookie()).toBeUndefined();

  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookie = await languageCookie();
  expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax', domain: '127.0.0.1', httpOnly: false });
  const yearFromNow = Date.now() / 1000 + 31_536_000;
  expect(Math.abs(cookie!.expires - yearFromNow)).toBeLessThan(600);

  const sent = page.waitForRequest((r) => r.isNavigationRequest() && r.url() === `${ORIGIN}/home`);
  await page.reload();
  expect((await (await sent).allHeaders()).cookie).toMatch(/(^|; )suuq_lang=en(;|$)/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'so');
  expect((await languageCookie())?.value).toBe('so');
});

test.describe('the language switch without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    test(`at ${viewport.width} px it is a link: the server sets suuq_lang and draws the same page, query and all, in the other language`, async ({ page, context }) => {
      await page.setViewportSize(viewport);
      await page.goto('/search-results?keyword=oil');
      await expect(page.locator('html')).toHaveAttribute('lang', 'so');
      await expect(page.getByRole('heading', { level: 1, name: 'Natiijooyinka “oil”' })).toBeVisible();
      // The button would do nothing without scripts: it is not shown, the link is, once.
      await expect(page.getByTestId('language-switch')).toBeHidden();
      await expect(page.getByRole('link', { name: 'English' })).toHaveCount(1);

      await page.getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(`${ORIGIN}/search-results?keyword=oil`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: 'Results for “oil”' })).toBeVisible();
      const cookie = (await context.cookies(ORIGIN)).find((c) => c.name === 'suuq_lang');
      expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
      expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 31_536_000))).toBeLessThan(600);

      await page.getByRole('link', { name: 'Af-Soomaali' }).click();
      await expect(page).toHaveURL(`${ORIGIN}/search-results?keyword=oil`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'so');
      await expect(page.getByRole('heading', { level: 1, name: 'Natiijooyinka “oil”' })).toBeVisible();
    });
  }
});

test('a language chosen without JavaScript stands when scripts are back on, on a device that remembered the other one', async ({ browser }) => {
  const remembered = (state: Awaited<ReturnType<BrowserContext['storageState']>>) =>
    state.origins.find((o) => o.origin === ORIGIN)?.localStorage.find((i) => i.name === 'suuqLanguage')?.value;
  const cookieIn = (state: Awaited<ReturnType<BrowserContext['storageState']>>) => state.cookies.find((c) => c.name === 'suuq_lang')?.value;

  // With scripts: English, by the header's button. The device remembers it and the cookie says it.
  const withScripts = await browser.newContext();
  const first = await withScripts.newPage();
  await first.goto(`${ORIGIN}/home`);
  await first.getByTestId('language-switch').click();
  await expect(first.locator('html')).toHaveAttribute('lang', 'en');
  const chose = await withScripts.storageState();
  expect([remembered(chose), cookieIn(chose)]).toEqual(['en', 'en']);
  await withScripts.close();

  // The same device without scripts: Af-Soomaali by the link, which sets only the cookie.
  const noScripts = await browser.newContext({ javaScriptEnabled: false, storageState: chose });
  const second = await noScripts.newPage();
  await second.goto(`${ORIGIN}/search-results?keyword=oil`);
  await expect(second.locator('html')).toHaveAttribute('lang', 'en');
  await second.getByRole('link', { name: 'Af-Soomaali' }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'Natiijooyinka “oil”' })).toBeVisible();
  const switched = await noScripts.storageState();
  expect([remembered(switched), cookieIn(switched)]).toEqual(['en', 'so']);
  await noScripts.close();

  // Scripts on again: the page stays in Somali once they have run, and the device now remembers it.
  const again = await browser.newContext({ storageState: switched });
  const third = await again.newPage();
  const problems = problemsOf(third);
  await third.goto(`${ORIGIN}/search-results?keyword=oil`);
  await expect.poll(() => third.evaluate(() => localStorage.getItem('suuqLanguage'))).toBe('so');
  await expect(third.getByTestId('language-switch')).toBeVisible();
  await expect(third.locator('html')).toHaveAttribute('lang', 'so');
  await expect(third.getByRole('heading', { level: 1, name: 'Natiijooyinka “oil”' })).toBeVisible();
  expect(problems).toEqual([]);
  await again.close();
});
