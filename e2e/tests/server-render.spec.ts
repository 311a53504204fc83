import { expect } from '@playwright/test';
import { apiMessage } from 'shared-api';
import { addsToCart, callsOf, keptServerElements, problemsOf, watchServerElements } from './hydration';
import { freePort } from './freePort';
import { FRAME, startRenderService, test } from './renderService';
import { listProducts, rpcCall } from './shopping';
import { t as cardT } from 'mf-catalogue/messages';
import { t as categoryT } from 'mf-catalogue/categories/texts';
import { t as deliveryT } from 'mf-catalogue/product/delivery-texts';
import { shareText, t } from './share';

// Issue 30: a product page from a render service of the test's own (renderService.ts), rendering
// with mf-catalogue's live build. Read with JavaScript off, as a link preview fetcher or a
// shopper on a browser that has not run the scripts yet sees it, and with the scripts on.

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test("a product page shows the product's name, price and picture from the server", async ({ page, origin, product }) => {
    const res = await page.goto(`${origin}/product/${product.slug}`);
    expect(res!.headers()['x-rendered-by']).toBe('mf_catalogue');
    const main = page.locator('[data-server-rendered="mf_catalogue"]');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(main.locator('.now').first()).toHaveText(`$${product.price.toFixed(2)}`);
    const picture = main.getByRole('img', { name: product.name, exact: true });
    await expect(picture).toBeVisible();
    // The picture answered and was drawn, not just named.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(main.locator('#product-description')).toBeVisible();
    await expect(main.getByTestId('delivery-fee')).toBeVisible();
    // The first frame's loading sign gives way to the page.
    await expect(page.getByRole('status', { name: 'Soo dejinaya…' })).toBeHidden();
  });

  test("a product that does not exist: the server's not-found text, answered 404, with the link home and no Try again that would do nothing", async ({ page, origin }) => {
    const res = await page.goto(`${origin}/product/no-such-product`);
    expect(res!.status()).toBe(404);
    const area = page.locator('[data-server-rendered="mf_catalogue"]');
    await expect(area.getByRole('heading', { level: 1, name: apiMessage('product.notFound') })).toBeVisible();
    await expect(area.getByRole('button', { name: t('product.tryAgain') })).toBeHidden();
    await area.getByRole('link', { name: t('product.backHome') }).click();
    await expect(page).toHaveURL(/\/home$/);
    // Its related products' page alike: the error, and no button.
    expect((await page.goto(`${origin}/section/related-products/99999999`))!.status()).toBe(404);
    await expect(area.getByText(apiMessage('product.notFound'))).toBeVisible();
    await expect(area.getByRole('button')).toHaveCount(0);
  });

  test("a category that does not exist: answered 404, headed as not found (not named after its address), with the link home", async ({ page, origin }) => {
    const res = await page.goto(`${origin}/category/no-such-category`);
    expect(res!.status()).toBe(404);
    const area = page.locator('[data-server-rendered="mf_catalogue"]');
    await expect(area.getByRole('heading', { level: 1 })).toHaveText(categoryT('category.notFound'));
    await expect(area.getByText(categoryT('category.empty'), { exact: true })).toBeVisible();
    await expect(area.getByText(categoryT('category.notFoundText'))).toBeVisible();
    await area.getByRole('link', { name: cardT('list.backHome') }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('Share, which needs scripts, gives way to a WhatsApp link with the product and its canonical URL', async ({ page, origin, product }) => {
    await page.goto(`${origin}/product/${product.slug}`);
    const main = page.locator('[data-server-rendered="mf_catalogue"]');
    await expect(main.getByRole('button', { name: t('product.share'), exact: true })).toBeHidden();
    const whatsApp = main.getByRole('link', { name: t('product.shareOnWhatsApp') });
    await expect(whatsApp).toBeVisible();
    await expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${shareText(product.name)} ${origin}/product/${product.slug}`)}`);
  });

  test('adding to the cart, which needs scripts, is not offered: the product page says so, and cards have no button that does nothing', async ({ page, origin, product }) => {
    await page.goto(`${origin}/product/${product.slug}`);
    const main = page.locator('[data-server-rendered="mf_catalogue"]');
    // (Playwright's text matching skips a noscript's content: the note is found by its place.)
    const note = main.locator('noscript > p');
    await expect(note).toBeVisible();
    await expect(note).toHaveText(t('product.buyNeedsScripts'));
    for (const name of [cardT('card.addToCart'), cardT('card.wishlist', { name: product.name })]) {
      await expect(main.getByRole('button', { name, includeHidden: true }).first()).toBeAttached();
      await expect(main.getByRole('button', { name, includeHidden: true }).first()).toBeHidden();
    }
    // The related products' cards below: their Add to Cart and hearts are hidden too.
    const cards = main.getByRole('listitem').getByRole('article');
    await expect(cards.first()).toBeAttached();
    for (const card of await cards.all()) await expect(card.getByRole('button', { includeHidden: true }).filter({ visible: true })).toHaveCount(0);
  });

  test("the delivery card's place pickers send their choice by a button, and the page comes back on the card with that place's fee", async ({ page, origin, request, product }) => {
    await page.goto(`${origin}/product/${product.slug}`);
    const card = page.getByTestId('delivery-card');
    const show = card.getByRole('button', { name: deliveryT('delivery.show') });
    await card.getByRole('combobox', { name: deliveryT('delivery.country') }).selectOption('Kenya');
    await show.click();
    // The region the shop names first for Kenya, any district (as the browser's pickers do), and its fee.
    const kenya = await rpcCall<{ location: { region: string }; formatted_fee: string }>(request, `/customer/api/product/${product.id}/delivery-info`, { id: String(product.id), country: 'Kenya' });
    await expect(page).toHaveURL(`${origin}/product/${product.slug}?country=Kenya&region=Banadir&district=#delivery-title`);
    await expect(card.getByRole('combobox', { name: deliveryT('delivery.region') })).toHaveValue(kenya.location.region);
    await expect(card.getByRole('combobox', { name: deliveryT('delivery.district') })).toHaveValue('');
    await expect(card.getByTestId('delivery-fee')).toContainText(kenya.formatted_fee);
    // Landed on the card, below the sticky header.
    const heading = card.getByRole('heading', { name: deliveryT('delivery.title') });
    await expect(heading).toBeInViewport();
    const headerBottom = await page.getByRole('banner').evaluate((h) => h.getBoundingClientRect().bottom);
    expect(await heading.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
    // Then a region of Kenya's list, the second: its own fee.
    const region = card.getByRole('combobox', { name: deliveryT('delivery.region') });
    const second = (await region.locator('option').allTextContents())[1]!;
    await region.selectOption(second);
    await show.click();
    const there = await rpcCall<{ formatted_fee: string }>(request, `/customer/api/product/${product.id}/delivery-info`, { id: String(product.id), country: 'Kenya', region: second });
    await expect(region).toHaveValue(second);
    await expect(card.getByTestId('delivery-fee')).toContainText(there.formatted_fee);
  });

  test("a product's video, whose play buttons need scripts, comes with the browser's own controls on its page, and its card hides its button", async ({ page, origin, request }) => {
    const filmed = (await listProducts(request, 100)).find((p) => (p as { has_videos?: boolean }).has_videos)!;
    const media: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/product-media/')) media.push(req.url());
    });
    await page.goto(`${origin}/product/${filmed.slug}`);
    const video = page.getByRole('region', { name: t('product.video') });
    await expect(video.getByRole('button', { name: cardT('card.playVideo', { name: filmed.name }), includeHidden: true })).toBeHidden();
    const player = video.locator('video');
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('controls', '');
    await expect(player).toHaveAttribute('preload', 'none');
    expect(media).toEqual([]);
    const clip = await request.get(`${origin}${await player.getAttribute('src')}`);
    expect(clip.status()).toBe(200);
    expect(clip.headers()['content-type']).toMatch(/^video\//);

    await page.goto(`${origin}/search-results?${new URLSearchParams({ keyword: filmed.name })}`);
    const card = page.getByRole('article', { name: filmed.name }).first();
    const play = card.getByRole('button', { name: cardT('card.playVideo', { name: filmed.name }), includeHidden: true });
    await expect(play).toBeAttached();
    await expect(play).toBeHidden();
    // The card opens the product's page, where the video plays.
    await expect(card.getByRole('link', { name: filmed.name })).toHaveAttribute('href', `/product/${filmed.slug}`);
  });

  test("the gallery's thumbnails, which need scripts, give way to links that open each whole picture", async ({ page, origin, request }) => {
    // A product with more than one picture, of the seeded catalogue's first ten.
    const details = await Promise.all((await listProducts(request, 10)).map(({ slug }) =>
      rpcCall<{ product: { slug: string; name: string; imageUrls: string[] } }>(request, `/api/product/${slug}`, {})));
    const { slug, imageUrls } = details.map((d) => d.product).find((p) => p.imageUrls.length > 1)!;
    await page.goto(`${origin}/product/${slug}`);
    const gallery = page.locator('[data-server-rendered="mf_catalogue"]').getByRole('group', { name: t('product.gallery') });
    // The buttons are in the page, and hidden (getByRole counts hidden ones only when asked).
    const buttons = gallery.getByRole('button', { includeHidden: true });
    await expect(buttons).toHaveCount(imageUrls.length);
    for (const button of await buttons.all()) await expect(button).toBeHidden();
    const links = gallery.getByRole('link', { name: new RegExp(t('product.showImage', { index: '\\d+', total: imageUrls.length })) });
    await expect(links).toHaveCount(imageUrls.length);
    for (const link of await links.all()) await expect(link).toBeVisible();
    const second = page.waitForResponse((res) => res.url() === `${origin}${imageUrls[1]}`);
    await links.nth(1).click();
    const answer = await second;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^image\//);
    await expect(page).toHaveURL(`${origin}${imageUrls[1]}`);
  });
});

test('a shared product link previews with its name, picture and price for a client that runs no JavaScript', async ({ request, origin, product }) => {
  const res = await request.get(`${origin}/product/${product.slug}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
  expect(meta('og:title')).toBe(product.name.replace(/&/g, '&#38;'));
  expect(meta('og:type')).toBe('product');
  expect(meta('product:price:amount')).toBe(product.price.toFixed(2));
  expect(meta('product:price:currency')).toBe('USD');
  const image = meta('og:image')!;
  expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  const picture = await request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
  expect(html).toContain('"@type":"Product"');
  expect(html.match(/<title>/g)).toHaveLength(1);
});

test.describe('in a browser running the scripts', () => {
  test("the browser hydrates the server's product page: the same elements, no second request for its data, no hydration error", async ({ page, request, origin, product }) => {
    const problems = problemsOf(page);
    const asked: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && asked.push(new URL(r.url()).pathname));
    // The heading and main picture as the HTML parser made them, before any script ran.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        const area = document.querySelector('[data-server-rendered]');
        const h1 = area?.querySelector('h1');
        const img = area?.querySelector('img[fetchpriority="high"]');
        if (h1 && img) {
          Object.assign(window, { serverHeading: h1, serverPicture: img });
          seen.disconnect();
        }
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${origin}/product/${product.slug}`);
    // Interactive once hydrated: the page's own Add to Cart answers (the cart's owner says so).
    await addsToCart(page);
    const kept = await page.evaluate(() => {
      const w = window as unknown as { serverHeading?: Element; serverPicture?: Element };
      const h1 = document.querySelector('main h1');
      return { heading: Boolean(w.serverHeading) && w.serverHeading === h1, picture: Boolean(w.serverPicture) && w.serverPicture!.isConnected, text: h1?.textContent };
    });
    expect(kept).toEqual({ heading: true, picture: true, text: product.name });
    // Hydrated, the tab keeps the title the server's head gave it.
    const servedHtml = await (await request.get(`${origin}/product/${product.slug}`)).text();
    const served = await page.evaluate((html) => new DOMParser().parseFromString(html, 'text/html').title, servedHtml);
    expect(served).toBe(`${product.name} — Suuq`);
    await expect(page).toHaveTitle(served);
    // The product, its delivery card (its fee and its pickers' lists) and its related row came
    // with the page: not asked again.
    expect(asked).not.toContain(`/api/product/${product.slug}`);
    expect(asked.filter((p) => /^\/(customer|cutomer)\/api\/(product\/\d+\/delivery-info|regions|districts)$/.test(p))).toEqual([]);
    expect(asked).not.toContain('/api/products');
    expect(problems).toEqual([]);
    // With scripts, Share is the button; the server's WhatsApp link for pages without them is not there.
    await expect(page.getByRole('main').getByRole('button', { name: t('product.share'), exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: t('product.shareOnWhatsApp') })).toHaveCount(0);
    // The server's class names are the browser build's own (styled-components ids by file and
    // place, not by module order): a page rendered in the browser alone names its heading alike.
    const servedClass = /<h1 id="product-title" class="([^"]+)"/.exec(await (await request.get(`${origin}/product/${product.slug}`)).text())?.[1];
    const alone = await page.context().newPage();
    await alone.goto(`${FRAME}/product/${product.slug}`);
    await expect(alone.getByRole('heading', { level: 1 })).toHaveText(product.name);
    expect(await alone.locator('h1#product-title').getAttribute('class')).toBe(servedClass);
  });

  test("a product that does not exist: the server's not-found text (404) is hydrated as it is, with no second request for the product and no hydration error", async ({ page, origin }) => {
    const problems = problemsOf(page);
    const asked = callsOf(page);
    const productCall = '/api/product/no-such-product';
    await watchServerElements(page, { home: '[data-server-rendered] a[href="/home"]' });
    const res = await page.goto(`${origin}/product/no-such-product`);
    expect(res!.status()).toBe(404);
    const home = page.getByRole('main').getByRole('link', { name: t('product.backHome') });
    // Hydrated: React holds the server's link home (its fiber), the very element the HTML made.
    await expect.poll(() => home.evaluate((a) => Object.keys(a).some((k) => k.startsWith('__reactFiber')))).toBe(true);
    expect((await keptServerElements(page, { home: '[data-server-rendered] a[href="/home"]' })).kept.home).toBe(true);
    await expect(page.getByText(apiMessage('product.notFound'))).toBeVisible();
    // Only the page's own 404 is reported; React reported no mismatch.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    // Nothing to try again (asking again cannot find it), and the page asked for the product never:
    // the server's answer was embedded.
    await expect(page.getByRole('main').getByRole('button', { name: t('product.tryAgain') })).toHaveCount(0);
    expect(asked.filter((p) => p === productCall)).toEqual([]);
  });

  test("a category that does not exist keeps its not-found heading through hydration, as the page's title too, with no hydration error", async ({ page, origin }) => {
    const problems = problemsOf(page);
    const res = await page.goto(`${origin}/category/no-such-category`);
    expect(res!.status()).toBe(404);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    // Hydrated: React holds the server's heading, and it still says not found.
    await expect.poll(() => heading.evaluate((h) => Object.keys(h).some((k) => k.startsWith('__reactFiber')))).toBe(true);
    await expect(heading).toHaveText(categoryT('category.notFound'));
    await expect(page).toHaveTitle(new RegExp(`^${categoryT('category.notFound')}`));
    // Only the page's own 404 is reported; React reported no mismatch.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });

  test('a shopper who chose English gets the page in English from the server, and hydration keeps it', async ({ page, context, origin, product }) => {
    await context.addCookies([{ name: 'suuq_lang', value: 'en', url: origin }]);
    const problems = problemsOf(page);
    const res = await page.goto(`${origin}/product/${product.slug}`);
    const html = await res!.text();
    expect(html).toContain('<html lang="en"');
    const area = html.slice(html.indexOf('data-server-rendered'));
    // The breadcrumb's first link: Home in English, Hoyga in Somali.
    expect(area).toMatch(/>Home<\/a>/);
    expect(area).not.toMatch(/>Hoyga<\/a>/);
    await addsToCart(page);
    await expect(page.getByRole('main').getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test("a server render that fails (its API unreachable) leaves the product area to the browser, which renders it as today", async ({ page, request, product }) => {
  const failing = await startRenderService({ RENDER_API_ORIGIN: `http://127.0.0.1:${await freePort()}`, RENDER_BUDGET_MS: '300' });
  try {
    const res = await request.get(`${failing.origin}/product/${product.slug}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['x-rendered-by']).toBe('none');
    await page.goto(`${failing.origin}/product/${product.slug}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(product.name);
  } finally {
    await failing.stop();
  }
});
