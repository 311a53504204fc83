import { searchProducts } from './catalogue';
import { createApiClient } from './client';
import { fakeServer, ok, productSummary, serverDown } from './fake-server';

const page = (over: Record<string, unknown> = {}) =>
  ok({ products: [productSummary(1)], total: 1, page: 1, per_page: 20, total_pages: 1, corrections: {}, ...over });

describe('searchProducts', () => {
  it('posts keyword, page, per_page and the sort to /api/products/search', async () => {
    const server = fakeServer(() => page());
    const client = createApiClient({ fetch: server.fetch });
    const answer = await searchProducts({ keyword: 'argan oil', page: 2, per_page: 20, filter: 'price_asc' }, undefined, client);
    expect(answer.products.map((p) => p.id)).toEqual([1]);
    expect(server.requests[0]?.path).toBe('/api/products/search');
    expect(server.requests[0]?.body?.params).toEqual({ keyword: 'argan oil', page: 2, per_page: 20, filter: 'price_asc' });
  });

  it('a failed search is thrown, so the results page can offer Try again', async () => {
    const server = fakeServer(() => serverDown);
    const client = createApiClient({ fetch: server.fetch });
    await expect(searchProducts({ keyword: 'tea' }, undefined, client)).rejects.toMatchObject({ status: 500 });
  });
});
