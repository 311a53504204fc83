import {
  getCategories,
  getHomepageSection,
  getHomepageSections,
  getProduct,
  getProducts,
  getVideoAds,
  productErrorMessage,
  productImageUrl,
} from './catalogue';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { businessError, fakeServer, ok, productDetail, productSummary, serverDown } from './fake-server';

const notFound = businessError(404, 'Product not found', 'not_found');

describe('getProduct: numeric-id retry (spec §7)', () => {
  it('a numeric value answered 404 is asked once more as an id', async () => {
    const server = fakeServer((req) => (req.body?.params.type === 'id' ? ok({ product: productDetail(123) }) : notFound));
    const client = createApiClient({ fetch: server.fetch });
    await expect(getProduct('123', client)).resolves.toMatchObject({ id: 123 });
    expect(server.requests.map((r) => r.body?.params)).toEqual([{ slugOrId: '123' }, { slugOrId: '123', type: 'id' }]);
  });

  it('a slug answered 404 is not retried', async () => {
    const server = fakeServer(() => notFound);
    const client = createApiClient({ fetch: server.fetch });
    await expect(getProduct('black-tea', client)).rejects.toMatchObject({ status: 404 });
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('a numeric value failing with anything but 404 is not retried', async () => {
    const server = fakeServer(() => serverDown);
    const client = createApiClient({ fetch: server.fetch });
    await expect(getProduct(123, client)).rejects.toMatchObject({ status: 500 });
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('a bad slug fails with "Invalid product URL" without a request', async () => {
    const server = fakeServer(() => ok());
    const client = createApiClient({ fetch: server.fetch });
    const err = await getProduct('../etc/passwd', client).catch((e: unknown) => e);
    expect(productErrorMessage(err)).toBe('Invalid product URL');
    expect(server.fetch).not.toHaveBeenCalled();
  });
});

describe('productErrorMessage: product page texts (spec §8)', () => {
  it.each([
    ['404', new ApiError('business', 'x', 404, 'not_found'), 'Product not found. It may have been removed or is no longer available.'],
    ['server rejects the slug (400)', new ApiError('rpc', 'Invalid params', 400, -32602), 'Invalid product URL'],
    ['network error', new ApiError('network', 'x'), 'Unable to connect to the server. Please check your internet connection and try again.'],
    ['server error', new ApiError('business', 'x', 500), 'Failed to load product. Please try again later.'],
    ['timeout', new ApiError('timeout', 'Request timeout'), 'Failed to load product. Please try again later.'],
    ['anything else', new Error('boom'), 'Failed to load product. Please try again later.'],
  ])('%s', (_case, err, text) => {
    expect(productErrorMessage(err)).toBe(text);
  });
});

describe('getProducts (spec §8)', () => {
  it('a product list error returns an empty list with success', async () => {
    const client = createApiClient({ fetch: fakeServer(() => serverDown).fetch });
    await expect(getProducts({ category: 'food' }, undefined, client)).resolves.toEqual({ status: 'success', products: [], total: 0 });
  });

  it('passes the answer through', async () => {
    const client = createApiClient({ fetch: fakeServer(() => ok({ products: [productSummary(1)], total: 1 })).fetch });
    await expect(getProducts({}, undefined, client)).resolves.toMatchObject({ total: 1, products: [{ id: 1 }] });
  });
});

describe('homepage and categories', () => {
  it('homepage sections ask for 8 products each by default (spec §9)', async () => {
    const server = fakeServer(() => ok({ sections: {}, section_keys: [] }));
    await getHomepageSections(undefined, createApiClient({ fetch: server.fetch }));
    expect(server.requests[0]?.body?.params).toEqual({ limit: 8 });
  });

  it('one homepage section by name', async () => {
    const server = fakeServer(() => ok({ section: 'best_sellers', products: [productSummary(2)] }));
    const result = await getHomepageSection('best-sellers', 3, createApiClient({ fetch: server.fetch }));
    expect(server.requests[0]).toMatchObject({ path: '/api/homepage/section/best-sellers', body: { params: { name: 'best-sellers', limit: 3 } } });
    expect(result.products).toHaveLength(1);
  });

  it('getCategories gives the category list', async () => {
    const category = { id: 1, name: 'Food', name_so: 'Cunto', slug: 'food', subcategories: [] };
    const server = fakeServer(() => ok({ categories: [category] }));
    await expect(getCategories(createApiClient({ fetch: server.fetch }))).resolves.toEqual([category]);
  });

  it('productImageUrl is the GET path of spec §7, no request made', () => {
    const server = fakeServer(() => ok());
    expect(productImageUrl(7, createApiClient({ fetch: server.fetch }))).toBe('/api/product-image/7');
    expect(server.fetch).not.toHaveBeenCalled();
  });
});

describe('getVideoAds', () => {
  const ad = (title: string) => ({ title, title_so: `${title} (so)`, video_url: null, poster: '/poster.webp', link: '/discounts' });

  it('posts to /api/video-ads and gives both ads', async () => {
    const server = fakeServer(() => ok({ newArrivalsAd: ad('New'), monthlySpecialAd: ad('Special') }));
    const result = await getVideoAds(createApiClient({ fetch: server.fetch }));
    expect(server.requests[0]).toMatchObject({ path: '/api/video-ads', body: { params: {} } });
    expect(result.newArrivalsAd.title).toBe('New');
    expect(result.monthlySpecialAd.video_url).toBeNull();
  });

  it('a failure is thrown, so the page can leave the ads out', async () => {
    const server = fakeServer(() => serverDown);
    await expect(getVideoAds(createApiClient({ fetch: server.fetch }))).rejects.toMatchObject({ status: 500 });
  });
});
