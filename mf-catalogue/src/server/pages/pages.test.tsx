import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, callRoutes, createApiClient, type CallName } from 'shared-api';
import { fakeServer, ok, businessError, type SeenRequest } from 'shared-api/testing/fake-server';
import { setLanguage, type Language } from 'shared-ui';
import { embeddable, fromEmbedded, PreloadedData } from 'shared-federation/server';
import { someCategories } from '../../testing/categories';
import { aProduct, aProductDetail } from '../../testing/products';
import { AllCategoriesPage } from '../../categories/AllCategoriesPage';
import { CategoryPage } from '../../categories/CategoryPage';
import { HomePage } from '../../home/HomePage';
import { PrivacyPolicyPage } from '../../privacy/PrivacyPolicyPage';
import { ProductPage } from '../../product/ProductPage';
import { SearchResultsPage } from '../../search/SearchResultsPage';
import { CarouselPage, DiscountsPage, RelatedProductsPage, SectionPage } from '../../sections/SectionPages';
import { serverPageFor } from '.';

/** Each server page's component, as routes.tsx routes it (there lazily: here at once). */
const PAGES: Record<string, () => JSX.Element> = {
  '/home': HomePage,
  '/product/:slug': ProductPage,
  '/section/related-products/:productId': RelatedProductsPage,
  '/section/:name': SectionPage,
  '/carousel': CarouselPage,
  '/discounts': DiscountsPage,
  '/search-results': SearchResultsPage,
  '/category/:slug': CategoryPage,
  '/category': AllCategoriesPage,
  '/privacy-policy': PrivacyPolicyPage,
};

// Issue 30: each page's server loader makes the page's first calls and stores each answer under
// the key the page's own data hook reads. Proof: the page, rendered in the browser with what the
// loader stored, starts with its products on screen and asks the API for none of them again.

const products = [aProduct({ id: 1, name: 'Argan oil', slug: 'argan-oil' }), aProduct({ id: 2, name: 'Black tea', slug: 'black-tea' })];
const ad = (title: string) => ({ title, title_so: `${title} SO`, video_url: null, poster: `/posters/${title}.webp`, link: '/section/new-arrivals' });

const answers: Partial<Record<CallName, (params: Record<string, unknown>) => Record<string, unknown>>> = {
  homepageSections: () => ({ sections: { best_sellers: products, gift_sets: [] }, section_keys: ['best_sellers', 'gift_sets'] }),
  categories: () => ({ categories: someCategories() }),
  videoAds: () => ({ newArrivalsAd: ad('Fresh in'), monthlySpecialAd: ad('Month deals') }),
  products: (p) => (p.category === 999 ? { __status: 404 } : { products, total: 2 }),
  homepageSection: (p) => ({ section: p.name, products }),
  searchProducts: () => ({ products, total: 2, page: 1, per_page: 20, total_pages: 1, corrections: {} }),
  product: (p) =>
    p.slugOrId === 'no-such-thing' ? { __status: 404 } : { product: aProductDetail({ id: 7, name: 'Shea butter', slug: 'shea-butter', category_slug: 'skincare' }) },
  deliveryRegions: (p) => ({ country: p.country, regions: (PLACES[p.country as string] ?? []).map(([name]) => ({ name, main_city: name, supports_express: false, district_count: 1 })) }),
  deliveryDistricts: (p) => ({ country: p.country, region: p.region, minimum_order_for_free_delivery: 25, districts: (DISTRICTS[p.region as string] ?? []).map((name) => ({ name })) }),
  productDeliveryInfo: (p) => {
    const region = (p.region as string | undefined) ?? PLACES[p.country as string]![0]![0];
    const fee = PLACES[p.country as string]!.find(([name]) => name === region)![1] + (p.district ? 0.5 : 0);
    return deliveryInfo({ country: p.country as string, region, district: (p.district as string | undefined) ?? null }, fee);
  },
};

/** The fake API's places: each country's regions (its main region first) with their fees, and districts. */
const PLACES: Record<string, [string, number][]> = { Somalia: [['Banadir', 1.5], ['Bari', 4]], Kenya: [['Nairobi', 6], ['Mombasa', 7]] };
const DISTRICTS: Record<string, string[]> = { Banadir: ['Hodan', 'Wadajir'], Bari: ['Boosaaso'], Nairobi: ['Eastleigh'], Mombasa: [] };
const deliveryInfo = (location: { country: string; region: string; district: string | null }, fee: number) => ({
  product_id: 7, location, has_free_delivery: false, free_delivery_reason: null, delivery_method: 'Standard', delivery_fee: fee,
  formatted_fee: `$${fee.toFixed(2)}`, minimum_order_for_free_delivery: 25, is_free_delivery_eligible: false,
  stock_location: { id: 1, name: 'Suuq Warehouse — Muqdisho', is_warehouse: true, seller_id: null, city: 'Muqdisho', in_stock: true },
  delivery_options: [{ method: 'Standard', delivery_fee: fee, formatted_fee: `$${fee.toFixed(2)}`, estimated_delivery_time: '1-2 days' }],
  estimated_delivery_time: '1-2 days', haad_express: { available: false, estimated_delivery_time: null },
});

const routes = Object.entries(callRoutes).map(([name, route]) => ({ name: name as CallName, pattern: new RegExp(`^${route.path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`) }));
const nameOf = (req: SeenRequest) => routes.find((r) => r.pattern.test(req.path))?.name;

/** A fake API answering by call name; what it was asked, by name. */
function anApi() {
  const bodies: Record<string, unknown>[] = [];
  const server = fakeServer((req) => {
    bodies.push({ call: nameOf(req), ...(req.body?.params ?? {}) });
    const name = nameOf(req);
    const answer = name && answers[name]?.(req.body?.params ?? {});
    if (!answer) return businessError(500, `no fake answer for ${req.path}`);
    if (answer.__status === 404) return businessError(404, 'Not found', 'not_found');
    return ok(answer);
  });
  return { fetch: server.fetch, asked: () => server.requests.map(nameOf), bodies };
}

/** Runs the server loader of `url`, then renders its page in the browser with the stored answers. */
async function loadThenRender(url: string, lang: Language = 'en') {
  const at = new URL(url, 'http://page');
  const found = serverPageFor(at.pathname)!;
  const onServer = anApi();
  const answer = await found.page.load(found.params, at.searchParams, createApiClient({ fetch: onServer.fetch }), { origin: 'https://suuq.so', lang });
  // The browser's client: shared-api's page client, answering from a fresh fake with nothing cached.
  const inBrowser = anApi();
  api.configure({ fetch: inBrowser.fetch });
  api.clearCache();
  const { path } = found.page;
  const Page = PAGES[path]!;
  // What the browser reads back: the data as the page embeds it (JSON), not the server's own map.
  const handedIn = fromEmbedded(JSON.parse(JSON.stringify(embeddable(answer.data))) as Record<string, unknown>);
  // In act with what its first effects resolve: a page handed nothing (results with no keyword)
  // settles its load a microtask after its first render.
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <PreloadedData data={handedIn}>
          <Routes>
            <Route path={path} element={<Page />} />
          </Routes>
        </PreloadedData>
      </MemoryRouter>,
    );
  });
  return { answer, serverAsked: onServer.asked(), serverBodies: onServer.bodies, browserAsked: inBrowser.asked };
}

/** Lets the page's mount effects run (the calls they would make start synchronously in them). */
const settle = () => act(async () => { await Promise.resolve(); });

beforeEach(() => setLanguage('en'));

describe.each([
  { url: '/home', calls: ['homepageSections', 'categories', 'videoAds'], shows: 'Argan oil' },
  { url: '/category/12', calls: ['categories', 'products'], shows: 'Argan oil' },
  // Load more's address without scripts: the first 5 pages, in calls of four pages and one.
  { url: '/category/12?page=5', calls: ['categories', 'products', 'products'], shows: 'Argan oil' },
  { url: '/category', calls: ['categories'], shows: 'Hair Care' },
  { url: '/search-results?keyword=oil', calls: ['searchProducts'], shows: 'Argan oil' },
  { url: '/section/best-sellers', calls: ['homepageSection'], shows: 'Argan oil' },
  { url: '/carousel', calls: ['homepageSection'], shows: 'Argan oil' },
  { url: '/discounts', calls: ['homepageSection', 'homepageSection'], shows: 'Argan oil' },
  { url: '/section/related-products/7', calls: ['product', 'products'], shows: 'Argan oil' },
])('$url', ({ url, calls, shows }) => {
  it("the loader makes the page's first calls; the page starts with their answers and asks for none again", async () => {
    const { answer, serverAsked, browserAsked } = await loadThenRender(url);
    expect(answer.status).toBe(200);
    expect([...serverAsked].sort()).toEqual([...calls].sort());
    // Ready on its first render: no skeleton, the products are there.
    expect(screen.getAllByText(shows).length).toBeGreaterThan(0);
    await settle();
    expect(browserAsked()).toEqual([]);
  });
});

/** The <title> of a page's head tags, as a browser reads it (entities decoded). */
const titleOf = (head: string) => new DOMParser().parseFromString(`<head>${head}</head>`, 'text/html').title;

describe.each(['en', 'so'] as const)("in '%s', the tab says what the server's head says, once the page runs", (lang) => {
  it.each([
    '/home', '/product/shea-butter', '/category/12', '/category', '/search-results?keyword=oil', '/search-results',
    '/section/best-sellers', '/carousel', '/discounts', '/section/related-products/7', '/privacy-policy',
    '/category/999', '/product/no-such-thing', '/section/related-products/no-such-thing', '/section/no-such-thing',
  ])('%s', async (url) => {
    document.title = '';
    setLanguage(lang);
    const { answer } = await loadThenRender(url, lang);
    await settle();
    expect(titleOf(answer.head)).not.toBe('');
    expect(document.title).toBe(titleOf(answer.head));
  });
});

it('/privacy-policy makes no call on either side', async () => {
  const { answer, serverAsked, browserAsked } = await loadThenRender('/privacy-policy');
  expect(answer.status).toBe(200);
  expect(serverAsked).toEqual([]);
  await settle();
  expect(browserAsked()).toEqual([]);
});

it.each([
  ['/category/999', 'No products available', 'Category not found'],
  ['/product/no-such-thing', 'Product not found. It may have been removed or is no longer available.', 'Product not found. It may have been removed or is no longer available.'],
  ['/section/related-products/no-such-thing', 'Product not found. It may have been removed or is no longer available.', 'Related products'],
])("an unknown subject (%s) is the page's own text under its one h1, answered 404 under a not-found head, and not asked again in the browser", async (url, text, title) => {
  const { answer, browserAsked } = await loadThenRender(url);
  expect(answer.status).toBe(404);
  // Its head's title is the one the page gives its tab, and it keeps the page out of search engines.
  expect(answer.head).toContain(`<title>${title} · Suuq</title>`);
  expect(answer.head).toContain('<meta name="robots" content="noindex">');
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await settle();
  expect(browserAsked()).toEqual([]);
  expect(screen.getByText(text)).toBeInTheDocument();
});

it("an unknown section is the page's own 'Section not found', answered 404, with no call", async () => {
  const { answer, serverAsked } = await loadThenRender('/section/no-such-thing');
  expect(answer.status).toBe(404);
  expect(serverAsked).toEqual([]);
  expect(screen.getByRole('heading', { level: 1, name: 'Section not found' })).toBeInTheDocument();
});

describe("/product/:slug's delivery card, drawn for the place the page's address names (its form without scripts)", () => {
  const pickers = () => ['Country', 'Region', 'District'].map((name) => (screen.getByRole('combobox', { name }) as HTMLSelectElement).value);
  const fee = () => screen.getByTestId('delivery-card').textContent;
  const optionsOf = (name: string) => [...(screen.getByRole('combobox', { name }) as HTMLSelectElement).options].map((o) => o.value);

  it.each([
    ['no place: the default address, with its lists', '/product/shea-butter', ['Somalia', 'Banadir', ''], '$1.50'],
    ['a place the lists hold', '/product/shea-butter?country=Kenya&region=Nairobi&district=Eastleigh', ['Kenya', 'Nairobi', 'Eastleigh'], '$6.50'],
    ["a new country with the old country's region and district: its main region, any district", '/product/shea-butter?country=Kenya&region=Banadir&district=Hodan', ['Kenya', 'Nairobi', ''], '$6.00'],
    ["a new region with the old region's district: any district", '/product/shea-butter?country=Somalia&region=Bari&district=Hodan', ['Somalia', 'Bari', ''], '$4.00'],
    ['a country the shop does not deliver to: the default', '/product/shea-butter?country=Atlantis', ['Somalia', 'Banadir', ''], '$1.50'],
    ['a place written in another case: as the lists spell it', '/product/shea-butter?country=kenya&region=nairobi&district=EASTLEIGH', ['Kenya', 'Nairobi', 'Eastleigh'], '$6.50'],
    ['a region in another case with a district it does not hold: any district', '/product/shea-butter?country=Somalia&region=BARI&district=Hodan', ['Somalia', 'Bari', ''], '$4.00'],
  ])('%s', async (_case, url, place, shown) => {
    const { answer, serverAsked, browserAsked } = await loadThenRender(url);
    expect(answer.status).toBe(200);
    expect(serverAsked).toEqual(expect.arrayContaining(['product', 'deliveryRegions', 'deliveryDistricts', 'productDeliveryInfo']));
    // Ready on its first render, with the lists to choose from; the browser asks none again.
    expect(pickers()).toEqual(place);
    expect(fee()).toContain(shown);
    expect(optionsOf('Region')).toEqual(PLACES[place[0]!]!.map(([name]) => name));
    expect(optionsOf('District')).toEqual(['', ...DISTRICTS[place[1]!]!]);
    await settle();
    expect(browserAsked()).toEqual([]);
  });

  it('the place as named is asked for at once, with the lists: one round of calls for most pages', async () => {
    const { serverBodies } = await loadThenRender('/product/shea-butter');
    expect(serverBodies.filter((b) => b.call !== 'product' && b.call !== 'products')).toEqual([
      { call: 'deliveryRegions', country: 'Somalia' },
      { call: 'deliveryDistricts', country: 'Somalia', region: 'Banadir', include_fees: false },
      { call: 'productDeliveryInfo', id: '7', country: 'Somalia', region: 'Banadir' },
    ]);
  });
});
