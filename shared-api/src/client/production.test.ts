import type * as Client from './client';
import { fakeServer, ok } from './fake-server';

/** The client module as a production build loads it (process.env.NODE_ENV replaced by 'production'). */
function productionClient(): typeof Client {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    let loaded: typeof Client | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual('./client') as typeof Client;
    });
    return loaded!;
  } finally {
    process.env.NODE_ENV = before;
  }
}

describe('the client of production pages', () => {
  it('sends every call by its route: verb, path and token as in development', async () => {
    const { createApiClient } = productionClient();
    const server = fakeServer(() => ok({ valid: true }));
    const client = createApiClient({ fetch: server.fetch, getAuth: () => ({ token: 't', apiKey: 'k' }) });
    await client.call('validateToken', { token: 't' });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/validate_token',
      headers: { Authorization: 'Bearer t' },
      body: { jsonrpc: '2.0', method: 'call', params: { token: 't' } },
    });
  });

  it('leaves answers to the server (no result schema): a success is taken as it is', async () => {
    const { createApiClient } = productionClient();
    const server = fakeServer(() => ok({ categories: [{ id: 'not a number' }] }));
    await expect(createApiClient({ fetch: server.fetch }).call('categories', {})).resolves.toMatchObject({
      categories: [{ id: 'not a number' }],
    });
  });

  it('still refuses an answer that is not a success or an error', async () => {
    const { createApiClient } = productionClient();
    const server = fakeServer(() => ({ body: { jsonrpc: '2.0', id: 1, result: { categories: [] } } }));
    await expect(createApiClient({ fetch: server.fetch }).call('categories', {})).rejects.toMatchObject({
      kind: 'contract',
      message: 'Server answer to categories breaks the contract: unexpected shape',
    });
  });

  it('development and tests check the same answer against its schema', async () => {
    const { createApiClient } = jest.requireActual('./client') as typeof Client;
    const server = fakeServer(() => ok({ categories: [{ id: 'not a number' }] }));
    await expect(createApiClient({ fetch: server.fetch }).call('categories', {})).rejects.toMatchObject({ kind: 'contract' });
  });
});
