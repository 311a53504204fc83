import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Language } from 'shared-ui';
import { shellTextIn } from './texts';

/**
 * Offline, the service worker (shell/src/pwa/sw.ts) answers a page in the shopper's language, as
 * the servers do online by the suuq_lang cookie: a page it has not kept comes as the static page of
 * that language (index.en.html or index.html, both precached), and a page kept before a language
 * switch is never given in the old language. What is checked is the page as the worker serves it,
 * with the page's scripts off: what the shopper sees before the cached scripts run.
 */
test.use({ serviceWorkers: 'allow' });

const LANGUAGE_NAME: Record<Language, string> = { so: 'Somali', en: 'English' };


/** The worker keeps /home as the network gives it now, in this language (its <html lang>). */
async function homeKeptIn(page: Page, lang: Language) {
  await expect
    .poll(
      () =>
        page.evaluate(async (lang) => {
          const pages = await caches.open('suuq-pages');
          for (const key of await pages.keys()) {
            if (new URL(key.url).pathname !== '/home') continue;
            const html = await (await pages.match(key))!.text();
            if (html.includes(`<html lang="${lang}"`)) return true;
          }
          return false;
        }, lang),
      { timeout: 15_000 },
    )
    .toBe(true);
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route(/127\.0\.0\.1/, (route) => route.abort('internetdisconnected'));
}

/** A new tab of the same browser (the same worker) with the page's scripts off. */
async function tabWithoutScripts(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
  return tab;
}

/** The page as served: its language and the header's texts in it. */
async function framedIn(tab: Page, lang: Language) {
  await expect(tab.locator('html')).toHaveAttribute('lang', lang);
  const banner = tab.getByRole('banner');
  await expect(banner.getByRole('button', { name: shellTextIn(lang, 'login') })).toBeVisible();
  await expect(banner.getByRole('searchbox')).toHaveAttribute('placeholder', shellTextIn(lang, 'searchPlaceholder'));
  await expect(tab.getByRole('navigation', { name: shellTextIn(lang, 'mainNav') }).getByRole('link', { name: shellTextIn(lang, 'home') })).toBeVisible();
}

for (const [from, to] of [
  ['so', 'en'],
  ['en', 'so'],
] as const) {
  test(`a shopper who switched from ${LANGUAGE_NAME[from]} to ${LANGUAGE_NAME[to]}: offline, a page never opened and the page of the switch come in ${LANGUAGE_NAME[to]}`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (from === 'en') await context.addCookies([{ name: 'suuq_lang', value: 'en', url: baseURL! }]);
    await page.goto('/home');
    const cards = page.getByRole('main').locator('a[href^="/product/"]');
    await expect(cards.first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', from);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await homeKeptIn(page, from);
    const neverOpened = (await cards.last().getAttribute('href'))!;

    await page.getByTestId('language-switch').first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', to);
    expect((await context.cookies()).find((c) => c.name === 'suuq_lang')?.value).toBe(to);
    // The page of the switch is kept again, in the new language.
    await homeKeptIn(page, to);

    await goOffline(context);
    const tab = await tabWithoutScripts(context);
    await tab.goto(neverOpened);
    await framedIn(tab, to);
    // The static page: its frame for any route, the area loading until the scripts render the route.
    await expect(tab.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(1);

    await tab.goto('/home');
    await framedIn(tab, to);
    // The page kept after the switch, with its products as the server drew them.
    await expect(tab.getByRole('main').locator('a[href^="/product/"]').first()).toBeVisible();
  });
}

test('an English shopper whose worker is installed: / is the server\'s redirect to /home, in English, not the precached Somali page', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'suuq_lang', value: 'en', url: baseURL! }]);
  await page.goto('/home');
  await expect(page.getByRole('main').locator('a[href^="/product/"]').first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

  const response = (await page.goto('/'))!;
  expect(new URL(response.url()).pathname).toBe('/home');
  expect(await response.text()).toContain('<html lang="en"');
});
