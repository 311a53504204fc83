/** @jest-environment node */
import { createApiClient } from 'shared-api';
import { fakeServer, ok } from 'shared-api/testing/fake-server';
import { BRAND } from 'shared-ui';
import { someCategories } from '../../testing/categories';
import { aProduct } from '../../testing/products';
import { headText } from '../headMessages';
import { serverPageFor } from '.';

// Issue 30 item 4: what a search engine or a link preview reads in the head of the catalogue's
// listing pages (the product page's head: ../head.test.ts).

const products = [aProduct({ id: 5, name: 'Argan oil', imageUrl: '/api/product-image/5' })];
const answers: Record<string, Record<string, unknown>> = {
  '/api/homepage/sections': { sections: { best_sellers: products }, section_keys: ['best_sellers'] },
  '/api/categories': { categories: someCategories() },
  '/api/products': { products, total: 1 },
  '/api/homepage/section/best_sellers': { section: 'best_sellers', products },
  '/api/products/search': { products, total: 1, page: 1, per_page: 20, total_pages: 1, corrections: {} },
};
const client = () =>
  createApiClient({
    fetch: fakeServer((req) => {
      const answer = Object.entries(answers).find(([path]) => req.path === path)?.[1];
      // The video ads and any other call: none (a page's head does not need them).
      return answer ? ok(answer) : { status: 500, body: { jsonrpc: '2.0', id: 1, result: { status: 'error', message: 'none' } } };
    }).fetch,
  });

async function headOf(url: string, lang: 'so' | 'en' = 'en') {
  const at = new URL(url, 'http://page');
  const found = serverPageFor(at.pathname)!;
  return (await found.page.load(found.params, at.searchParams, client(), { origin: 'https://suuq.so', lang })).head;
}

const jsonLd = (head: string) => [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const metaOf = (head: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(head)?.[1];
const canonical = (head: string) => /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1];

describe('/home', () => {
  it("says who the shop is: Organization with the footer's Mogadishu address, and its search (WebSite SearchAction)", async () => {
    const head = await headOf('/home');
    const [org, site] = jsonLd(head);
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Suuq', url: 'https://suuq.so/', logo: 'https://suuq.so/icon-512.png' });
    const a = org.address;
    expect(a['@type']).toBe('PostalAddress');
    // The same address the footer shows, part by part.
    expect([a.streetAddress, a.addressLocality, a.addressRegion, 'Somalia'].join(', ')).toBe(BRAND.address);
    expect(a).toMatchObject({ addressLocality: 'Mogadishu', addressCountry: 'SO' });
    expect(site).toMatchObject({ '@type': 'WebSite', potentialAction: { '@type': 'SearchAction', target: { urlTemplate: 'https://suuq.so/search-results?keyword={search_term_string}' }, 'query-input': 'required name=search_term_string' } });
    expect(canonical(head)).toBe('https://suuq.so/home');
    expect(metaOf(head, 'og:type')).toBe('website');
    expect(metaOf(head, 'og:url')).toBe('https://suuq.so/home');
    expect(metaOf(head, 'og:image')).toBe('https://suuq.so/api/product-image/5');
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
  });

  it("is in the shopper's language", async () => {
    expect(await headOf('/home', 'so')).toContain('<title>Suuq — Dukaanka internetka ee Soomaaliya</title>');
    expect(await headOf('/home', 'en')).toContain('<title>Suuq — Online shop for Somalia</title>');
  });
});

it('a category page: its name, canonical by id, its first product as picture, a breadcrumb through its main category', async () => {
  const head = await headOf('/category/hair_care');
  expect(head).toContain(`<title>Hair Care · Suuq</title>`);
  expect(canonical(head)).toBe('https://suuq.so/category/12');
  expect(metaOf(head, 'og:title')).toBe('Hair Care · Suuq');
  expect(metaOf(head, 'og:image')).toBe('https://suuq.so/api/product-image/5');
  expect(metaOf(head, 'description')).toBe(headText('en', 'head.categoryDescription', { name: 'Hair Care', brand: 'Suuq', count: 1 }));
  const [crumbs] = jsonLd(head);
  expect(crumbs['@type']).toBe('BreadcrumbList');
  expect(crumbs.itemListElement.map((c: { name: string; item: string }) => [c.name, c.item])).toEqual([
    [headText('en', 'head.home'), 'https://suuq.so/home'],
    ['Beauty & Personal Care', 'https://suuq.so/category/1'],
    ['Hair Care', 'https://suuq.so/category/12'],
  ]);
});

it('a section page has its breadcrumb; /privacy-policy and /category their heads too', async () => {
  const section = await headOf('/section/best-sellers');
  expect(jsonLd(section)[0].itemListElement.at(-1)).toMatchObject({ name: 'Best sellers', item: 'https://suuq.so/section/best-sellers' });
  expect(canonical(await headOf('/privacy-policy'))).toBe('https://suuq.so/privacy-policy');
  expect(canonical(await headOf('/category'))).toBe('https://suuq.so/category');
});

it('a search results page is followed but not listed by search engines', async () => {
  const head = await headOf('/search-results?keyword=argan%20oil&page=1');
  expect(metaOf(head, 'robots')).toBe('noindex, follow');
  expect(canonical(head)).toBe('https://suuq.so/search-results?keyword=argan+oil');
  expect(head).toContain('<title>Results for “argan oil” · Suuq</title>');
  expect(metaOf(await headOf('/search-results'), 'robots')).toBe('noindex, follow');
});
