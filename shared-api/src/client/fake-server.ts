/** Test double of the API server for the client's tests (never imported by app code). */
import Type from 'shared-schema';
import { defineCall, Success, type CallClass, type ProductDetail, type ProductSummary } from '../contract';
import type { FetchLike } from './transport';

export interface SeenRequest {
  url: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body: { jsonrpc: string; method: string; params: Record<string, unknown>; id: number } | undefined;
}

export interface Reply {
  status?: number;
  body?: unknown;
  contentType?: string;
}
/** 'network' makes fetch reject; 'hang' never answers. */
export type Handler = (req: SeenRequest) => Reply | 'network' | 'hang' | Promise<Reply>;

export const ok = (data: Record<string, unknown> = {}): Reply => ({
  body: { jsonrpc: '2.0', id: 1, result: { status: 'success', ...data } },
});
export const businessError = (status: number, message: string, code?: string): Reply => ({
  status,
  body: { jsonrpc: '2.0', id: 1, result: { status: 'error', message, code } },
});
export const serverDown: Reply = businessError(500, 'Internal error', 'internal');

export function fakeServer(handler: Handler) {
  const requests: SeenRequest[] = [];
  const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async (url, init) => {
    const req: SeenRequest = {
      url,
      path: url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '',
      method: String(init.method),
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(req);
    const reply = await handler(req);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    if (reply === 'hang') return new Promise<Response>(() => undefined);
    const status = reply.status ?? 200;
    const contentType = reply.contentType ?? 'application/json';
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
      json: async () => (typeof reply.body === 'string' ? JSON.parse(reply.body) : reply.body),
    } as unknown as Response;
  });
  return { fetch, requests };
}

/** A promise with its outcome readable synchronously, so timer tests can look between ticks. */
export function watch<T>(promise: Promise<T>) {
  const seen: { state: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = { state: 'pending' };
  promise.then(
    (value) => Object.assign(seen, { state: 'resolved', value }),
    (error: unknown) => Object.assign(seen, { state: 'rejected', error }),
  );
  return seen;
}

export function productSummary(id: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id, name: `Product ${id}`, name_so: `Alaab ${id}`, slug: `product-${id}`, price: 12.5, oldPrice: null,
    category: 'Food', category_so: 'Cunto', category_id: 1, category_slug: 'food', brand: 'Suuq', origin: 'Somalia', rating: 4.5,
    review_count: 3, sold_count: 10, quantity: 5, isOutOfStock: false, isHaadExpress: false, isLiveStream: false,
    freeDelivery: false, has_videos: false, has_leaflets: false, imageUrl: `/api/product-image/${id}`, seller_id: null,
    ...overrides,
  };
}

export function productDetail(id: number): ProductDetail {
  return {
    ...productSummary(id), description: 'Good', description_so: 'Wanaagsan', imageUrls: [], additional_image_ids: [],
    video_url: null, leaflet_urls: [], seller_name: null, delivery_method: 'Standard', stock: [],
  };
}

/** A call of a given class, for rules the contract has no call for yet (auth, default class). */
export const testCall = (path: string, cls: CallClass, auth = false) =>
  defineCall(
    { http: 'POST', path, class: cls, auth },
    {
      params: Type.Object({ n: Type.Optional(Type.Integer()) }),
      result: Type.Object({ status: Success, value: Type.Integer() }),
    },
  );

export const testCalls = {
  wallet: testCall('/api/wallet/balance', 'default', true),
  orders: testCall('/api/customer/orders', 'default'),
  search: testCall('/api/products/search', 'search'),
  locations: testCall('/api/logistics/locations', 'stock-locations'),
};
