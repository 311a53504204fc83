import { calls } from '../contract';
import { createApiClient } from './client';
import { businessError, fakeServer, ok, testCalls } from './fake-server';

const allCalls = { ...calls, ...testCalls };
const session = () => ({ token: 'tok-1', apiKey: 'key 1' });

describe('the request (spec §7)', () => {
  it('POSTs a JSON-RPC body to the filled path at a relative URL by default', async () => {
    const server = fakeServer(() => ok({ section: 'best_sellers', products: [] }));
    const client = createApiClient({ fetch: server.fetch });
    await client.call('homepageSection', { name: 'best-sellers', limit: 8 });
    const [req] = server.requests;
    expect(req?.url).toBe('/api/homepage/section/best-sellers');
    expect(req?.method).toBe('POST');
    expect(req?.headers['Content-Type']).toBe('application/json');
    expect(req?.body).toEqual({ jsonrpc: '2.0', method: 'call', params: { name: 'best-sellers', limit: 8 }, id: expect.any(Number) });
  });

  it('prefixes the base URL when one is given', async () => {
    const server = fakeServer(() => ok({ categories: [] }));
    const client = createApiClient({ fetch: server.fetch, baseUrl: 'http://localhost:4000' });
    await client.call('categories', {});
    expect(server.requests[0]?.url).toBe('http://localhost:4000/api/categories');
  });

  it('GET media has no body and its URL can be built without a request', () => {
    const server = fakeServer(() => ok());
    const client = createApiClient({ fetch: server.fetch });
    expect(client.urlFor('productImage', { id: '42' })).toBe('/api/product-image/42');
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('a GET answered with bytes succeeds on a 2xx status', async () => {
    const server = fakeServer(() => ({ status: 200, contentType: 'image/webp' }));
    const client = createApiClient({ fetch: server.fetch });
    await expect(client.call('productImage', { id: '42' })).resolves.toEqual({ status: 'success' });
    expect(server.requests[0]).toMatchObject({ method: 'GET', body: undefined });
  });
});

describe('the envelope (spec §7/§8)', () => {
  it('result.status "error" → ApiError with the HTTP status, code and the server message', async () => {
    const server = fakeServer(() => businessError(404, 'Product not found', 'not_found'));
    const client = createApiClient({ fetch: server.fetch });
    await expect(client.call('product', { slugOrId: 'x' })).rejects.toMatchObject({
      name: 'ApiError', kind: 'business', status: 404, code: 'not_found', message: 'Product not found',
    });
  });

  it('a JSON-RPC error → ApiError with its code and message', async () => {
    const server = fakeServer(() => ({
      status: 400,
      body: { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid params: /limit must be <= 100' } },
    }));
    const client = createApiClient({ fetch: server.fetch });
    await expect(client.call('products', { limit: 100 })).rejects.toMatchObject({
      kind: 'rpc', status: 400, code: -32602, message: 'Invalid params: /limit must be <= 100',
    });
  });

  it('no answer → ApiError of kind network', async () => {
    const client = createApiClient({ fetch: fakeServer(() => 'network').fetch });
    await expect(client.call('categories', {})).rejects.toMatchObject({ kind: 'network' });
  });

  it('a failing status without an envelope (proxy page) → ApiError of kind http', async () => {
    const client = createApiClient({ fetch: fakeServer(() => ({ status: 502, body: '<html>', contentType: 'text/html' })).fetch });
    await expect(client.call('categories', {})).rejects.toMatchObject({ kind: 'http', status: 502 });
  });
});

describe('contract check of success answers', () => {
  const broken = () => fakeServer(() => ok({ categories: [{ id: 1, name: 'Food' }] }));

  it('rejects a malformed success result outside production, naming the call and the place', async () => {
    const client = createApiClient({ fetch: broken().fetch });
    const err = await client.call('categories', {}).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'contract' });
    expect((err as Error).message).toMatch(/^Server answer to categories breaks the contract: \/categories\/0/);
  });

  it('can be turned off (production builds skip it)', async () => {
    const client = createApiClient({ fetch: broken().fetch, checkResults: false });
    await expect(client.call('categories', {})).resolves.toMatchObject({ status: 'success' });
  });
});

describe('auth (spec §6/§8)', () => {
  it('auth calls send the bearer token and the api_key query value', async () => {
    const server = fakeServer(() => ok({ value: 5 }));
    const client = createApiClient({ calls: allCalls, fetch: server.fetch, getAuth: session });
    await client.call('wallet', {});
    expect(server.requests[0]?.url).toBe('/api/wallet/balance?api_key=key+1');
    expect(server.requests[0]?.headers.Authorization).toBe('Bearer tok-1');
  });

  it('an idempotency key travels as the Idempotency-Key header, and only when given', async () => {
    const server = fakeServer(() => ok({ value: 5 }));
    const client = createApiClient({ calls: allCalls, fetch: server.fetch, getAuth: session });
    await client.call('wallet', {}, { idempotencyKey: 'attempt-0001' });
    await client.call('wallet', {}, { fresh: true });
    expect(server.requests[0]?.headers['Idempotency-Key']).toBe('attempt-0001');
    expect(server.requests[1]?.headers['Idempotency-Key']).toBeUndefined();
  });

  it('public calls send neither', async () => {
    const server = fakeServer(() => ok({ categories: [] }));
    const client = createApiClient({ fetch: server.fetch, getAuth: session });
    await client.call('categories', {});
    expect(server.requests[0]?.url).toBe('/api/categories');
    expect(server.requests[0]?.headers.Authorization).toBeUndefined();
  });

  it('an auth call without a token fails fast with "No valid token provided"', async () => {
    const server = fakeServer(() => ok({ value: 5 }));
    const client = createApiClient({ calls: allCalls, fetch: server.fetch, getAuth: () => null });
    await expect(client.call('wallet', {})).rejects.toMatchObject({ kind: 'auth', message: 'No valid token provided' });
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it.each([401, 403])('%i on an auth call runs the session-expired flow', async (status) => {
    const onSessionExpired = jest.fn();
    const server = fakeServer(() => businessError(status, 'Invalid token', 'unauthorized'));
    const client = createApiClient({ calls: allCalls, fetch: server.fetch, getAuth: session, onSessionExpired });
    await expect(client.call('wallet', {})).rejects.toMatchObject({ status });
    expect(onSessionExpired).toHaveBeenCalledWith({ call: 'wallet', status });
  });

  it('401 on a public call does not end the session', async () => {
    const onSessionExpired = jest.fn();
    const server = fakeServer(() => businessError(401, 'No', 'unauthorized'));
    const client = createApiClient({ calls: allCalls, fetch: server.fetch, getAuth: session, onSessionExpired });
    await expect(client.call('orders', {})).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('configure wires the session later (the shell does this at boot)', async () => {
    const server = fakeServer(() => ok({ value: 5 }));
    const client = createApiClient({ calls: allCalls, fetch: server.fetch });
    client.configure({ getAuth: session });
    await expect(client.call('wallet', {})).resolves.toMatchObject({ value: 5 });
  });

  it('answers of auth calls are not shared between sessions', async () => {
    let token = 'tok-a';
    const server = fakeServer(() => ok({ value: 1 }));
    const client = createApiClient({ calls: allCalls, fetch: server.fetch, getAuth: () => ({ token, apiKey: 'k' }) });
    await client.call('wallet', {});
    token = 'tok-b';
    await client.call('wallet', {});
    expect(server.requests.map((r) => r.headers.Authorization)).toEqual(['Bearer tok-a', 'Bearer tok-b']);
  });
});

describe('the default client', () => {
  it('is one per page, even when several bundles load their own copy of shared-api', async () => {
    const first = (await import('./default')).api;
    jest.resetModules();
    const second = (await import('./default')).api;
    expect(second).toBe(first);
  });
});
