import { expect } from '@playwright/test';
import { BRAND } from 'shared-ui/brand';
import { addsToCart, callsOf, keepServerHeading, problemsOf, sameServerHeading } from './hydration';
import { test } from './renderService';
import { rpcCall } from './shopping';

// Issue 30: the catalogue's listing pages from the render service, read with JavaScript off (as a
// search engine's or a link preview's fetcher, or a shopper whose scripts have not run yet).

interface Listed {
  id: number;
  slug: string;
  name: string;
  category_slug: string;
}

let product: Listed;

test.beforeAll(async ({ request }) => {
  product = (await rpcCall<{ products: Listed[] }>(request, '/api/products', { limit: 1 })).products[0]!;
});

/** A price as the shop writes it (shared-ui's formatPrice: '$1,234.50'). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const area = (page: import('@playwright/test').Page) => page.locator('[data-server-rendered="mf_catalogue"]');

/** Sends the product's name from the header's search box: the server's results page lists it. */
async function searchFromHeader(page: import('@playwright/test').Page, origin: string) {
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search Products' });
  await box.fill(product.name);
  await box.press('Enter');
  await expect(page).toHaveURL(`${origin}/search-results?${new URLSearchParams({ keyword: product.name })}`);
  const link = area(page).getByRole('link', { name: product.name }).first();
  await expect(link).toHaveAttribute('href', `/product/${product.slug}`);
  return link;
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a category page lists its products as links to their pages', async ({ page, request, origin }) => {
    const res = await page.goto(`${origin}/category/${product.category_slug}`);
    expect(res!.status()).toBe(200);
    expect(res!.headers()['x-rendered-by']).toBe('mf_catalogue');
    const listed = await rpcCall<{ products: Listed[] }>(request, '/api/products', { category: product.category_slug, limit: 24, offset: 0 });
    for (const p of listed.products.slice(0, 3)) {
      await expect(area(page).getByRole('link', { name: p.name }).first()).toHaveAttribute('href', `/product/${p.slug}`);
    }
    // No place that says "loading" for good: the category navigation, drawn by script, is left out
    // (the page's empty live regions, for toasts, say nothing).
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
  });

  test("a category's Load more, which needs scripts, gives way to a link to one page more that lands on that page's first product", async ({ page, request, origin }) => {
    // A category of the seed with more than one page (24) of products.
    const { categories } = await rpcCall<{ categories: { id: number }[] }>(request, '/api/categories', {});
    const sizes = await Promise.all(categories.map(async ({ id }) => ({ id, total: (await rpcCall<{ total: number }>(request, '/api/products', { category: id, limit: 1 })).total })));
    const { id, total } = sizes.find((c) => c.total > 24)!;
    await page.goto(`${origin}/category/${id}`);
    await expect(area(page).getByRole('article')).toHaveCount(24);
    await expect(area(page).getByRole('button', { name: /Load more/, includeHidden: true })).toBeHidden();
    await area(page).getByRole('link', { name: /Load more/ }).click();
    await expect(page).toHaveURL(`${origin}/category/${id}?page=2#page-2`);
    await expect(area(page).getByRole('article')).toHaveCount(Math.min(total, 48));
    // It lands on the 25th product, the API's first of the second page, below the sticky header.
    const [next] = (await rpcCall<{ products: Listed[] }>(request, '/api/products', { category: id, limit: 1, offset: 24 })).products;
    const landing = page.locator('#page-2');
    await expect(landing.getByRole('link', { name: next!.name }).first()).toBeVisible();
    await expect(landing).toBeInViewport();
    const headerBottom = await page.getByRole('banner').evaluate((h) => h.getBoundingClientRect().bottom);
    expect(await landing.evaluate((li) => li.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
  });

  test("/home shows its sections: each a heading with its See all link and its products as links; the first as its cards, the others as a list of names and prices, with no cards that never fill", async ({ page, request, origin }) => {
    const res = await page.goto(`${origin}/home`);
    expect(res!.headers()['x-rendered-by']).toBe('mf_catalogue');
    const home = await rpcCall<{ sections: Record<string, (Listed & { price: number })[]>; section_keys: string[] }>(request, '/api/homepage/sections', { limit: 8 });
    const shown = home.section_keys.filter((key) => home.sections[key]!.length > 0);
    await expect(area(page).locator('[data-section]')).toHaveCount(shown.length);
    // Each section that has products: a region named by its heading, with a link to its own page
    // (drawn by the server too), and a link to each of its products. The rows below the first are
    // built by the scripts as they near the screen: without scripts they list their products
    // (a noscript's list) and show no still cards waiting for that (SectionRow.tsx).
    for (const [index, key] of shown.entries()) {
      const row = area(page).locator(`[data-section="${key}"]`);
      await expect(row.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(row.locator('a[href^="/section/"]')).toBeVisible();
      for (const p of home.sections[key]!) {
        await expect(row.getByRole('link', { name: p.name }).first()).toHaveAttribute('href', `/product/${p.slug}`);
        if (index > 0) await expect(row.getByRole('listitem').filter({ hasText: p.name }).first()).toContainText(usd.format(p.price));
      }
      if (index > 0) await expect(row.locator('ul[aria-hidden="true"]')).toBeHidden();
    }
    // No place that says "loading" for good (the category navigation is drawn by script).
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
  });

  test("/home's video ads keep the browser's own controls, which play them, with no play button of the shop's over them (it needs scripts)", async ({ page, origin }) => {
    await page.goto(`${origin}/home`);
    const ads = page.locator('[data-video-ad]');
    await expect(ads.first()).toBeVisible();
    for (const ad of await ads.all()) {
      await expect(ad.locator('video')).toBeVisible();
      // The page in Somali (no language cookie). The button is in the page, for when scripts run.
      const shopsPlay = ad.getByRole('button', { name: /^Daar muuqaalka /, includeHidden: true });
      await expect(shopsPlay).toHaveCount(1);
      await expect(shopsPlay).toBeHidden();
    }
  });

  // The same form a shopper on a slow line sends before the scripts have run.
  test("the header's search opens the server's results page", async ({ page, origin }) => {
    await page.goto(`${origin}/home`);
    await searchFromHeader(page, origin);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test("the header shows its search form, which works, in place of the search and menu buttons, which need scripts", async ({ page, origin }) => {
      await page.goto(`${origin}/home`);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: 'Search Products' })).toBeHidden();
      await expect(banner.getByRole('button', { name: 'Open menu' })).toBeHidden();
      // The desktop's links (cart, account, login) stay away: the bottom bar has them on a phone.
      await expect(banner.getByRole('navigation')).toBeHidden();
      await expect(banner.getByRole('link', { name: 'Live' })).toBeVisible();
      // The row fits the narrowest phone: nothing pushed past its edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await expect(banner.getByRole('searchbox', { name: 'Search Products' })).toBeVisible();
      const link = await searchFromHeader(page, origin);
      await expect(link).toBeVisible();
    });
  });

  test('a search results page shows the matching products', async ({ page, origin }) => {
    const res = await page.goto(`${origin}/search-results?keyword=${encodeURIComponent(product.name)}`);
    expect(res!.headers()['x-rendered-by']).toBe('mf_catalogue');
    await expect(area(page).getByRole('link', { name: product.name }).first()).toHaveAttribute('href', `/product/${product.slug}`);
  });

  test('a search results page sorts by its button, the server drawing the results in that order', async ({ page, request, origin }) => {
    await page.goto(`${origin}/search-results?keyword=oil`);
    const sort = area(page).getByRole('combobox', { name: 'Kala saar' });
    await sort.selectOption({ label: 'Qiimaha Hoose' });
    await area(page).getByRole('button', { name: 'Kala saar' }).click();
    await expect(page).toHaveURL(`${origin}/search-results?keyword=oil&filter=price_asc`);
    await expect(sort).toHaveValue('price_asc');
    // The cards in the order the API sorts that search.
    const sorted = await rpcCall<{ products: { name: string; price: number }[] }>(request, '/api/products/search', { keyword: 'oil', filter: 'price_asc', page: 1 });
    expect(sorted.products.length).toBeGreaterThan(2);
    const shown = area(page).getByRole('article');
    for (const [i, p] of sorted.products.slice(0, 4).entries()) await expect(shown.nth(i)).toContainText(p.name);
    const prices = sorted.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test("an unknown category answers 404 with the page's own text", async ({ page, origin }) => {
    const res = await page.goto(`${origin}/category/no-such-category`);
    expect(res!.status()).toBe(404);
    await expect(area(page).getByText('No products available')).toBeVisible();
  });
});

test("the heads a search engine reads: /home's Organization with the footer's address; a category's breadcrumb; canonical URLs", async ({ request, origin }) => {
  const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const home = await (await request.get(`${origin}/home`)).text();
  const org = jsonLd(home).find((item) => item['@type'] === 'Organization');
  const a = org.address;
  expect([a.streetAddress, a.addressLocality, a.addressRegion, 'Somalia'].join(', ')).toBe(BRAND.address);
  expect(home).toContain(`<link rel="canonical" href="${origin}/home">`);
  expect(jsonLd(home).find((item) => item['@type'] === 'WebSite').potentialAction['@type']).toBe('SearchAction');

  const category = await (await request.get(`${origin}/category/${product.category_slug}`)).text();
  expect(jsonLd(category).find((item) => item['@type'] === 'BreadcrumbList')).toBeTruthy();
  expect(category).toMatch(new RegExp(`<link rel="canonical" href="${origin}/category/\\d+">`));

  const search = await (await request.get(`${origin}/search-results?keyword=oil`)).text();
  expect(search).toContain('<meta name="robots" content="noindex, follow">');
});

test.describe('in a browser running the scripts', () => {
  // The title in the served head is the one the tab keeps once the page runs (each page sets its
  // own title in the browser, as it must when reached there): in both languages, found or not.
  for (const lang of ['so', 'en'] as const) {
    test(`in '${lang}', each public page's tab keeps the title its server head gave it`, async ({ page, context, origin }) => {
      test.setTimeout(120_000);
      await context.addCookies([{ name: 'suuq_lang', value: lang, url: origin }]);
      const paths = [
        '/home', `/product/${product.slug}`, `/category/${product.category_slug}`, '/category', '/search-results?keyword=oil',
        '/section/best-sellers', '/discounts', '/carousel', `/section/related-products/${product.id}`, '/privacy-policy',
        '/suuq-live-shopping', '/faq', '/about',
        '/category/no-such-category', '/product/no-such-product', '/section/no-such-section',
      ];
      for (const path of paths) {
        const served = await page.evaluate(
          (html) => new DOMParser().parseFromString(html, 'text/html').title,
          await (await page.request.get(`${origin}${path}`)).text(),
        );
        await page.goto(`${origin}${path}`);
        // Hydrated (React holds the page's heading), then quiet: the page's effects have run.
        await expect.poll(() => page.evaluate(() => Object.keys(document.querySelector('main h1') ?? {}).some((k) => k.startsWith('__reactFiber')))).toBe(true);
        await page.waitForLoadState('networkidle');
        expect(served, path).not.toBe('');
        expect(`${path}: ${await page.title()}`).toBe(`${path}: ${served}`);
      }
    });
  }

  // Each page's listing calls: answered in the page already, so the browser sends none of them.
  const listingCalls = ['/api/homepage/section', '/api/categories', '/api/products', '/api/video-ads'];

  for (const at of ['/home', 'category', 'category?page=2', '/discounts']) {
    test(`${at}: the browser hydrates the server's page, asks for none of its data again and reports no mismatch`, async ({ page, origin }) => {
      const url = at.startsWith('category') ? `/${at.replace('category', `category/${product.category_slug}`)}` : at;
      const problems = problemsOf(page);
      const asked = callsOf(page);
      await keepServerHeading(page);
      await page.goto(`${origin}${url}`);
      await addsToCart(page);
      expect(await sameServerHeading(page)).toBe(true);
      expect(asked.filter((p) => listingCalls.some((c) => p.startsWith(c)))).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
