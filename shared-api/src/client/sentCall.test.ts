// A remote ships a new API call alone: the call's definition travels with the remote's code and
// the page's client (the shell's copy, whose table predates the call) sends it by that definition.
import Type from 'typebox';
import { Success, type CallDef } from '../contract';
import { callRoutes } from '../contract/routes';
import { createApiClient } from './client';
import { fakeServer, ok } from './fake-server';

/** What a remote's own code would hold (mf-account/src/reviews/calls.ts, say): route and schemas. */
const myReviews = {
  name: 'myReviews',
  http: 'POST',
  path: '/api/user/reviews/:page',
  class: 'default',
  auth: true,
  params: Type.Object({ page: Type.Integer({ minimum: 1 }) }),
  result: Type.Object({ status: Success, reviews: Type.Array(Type.Object({ id: Type.Integer(), stars: Type.Integer() })) }),
} satisfies CallDef & { name: string };

const session = () => ({ token: 'tok-1', apiKey: 'key-1' });

describe('a call the client table does not know, sent by its definition', () => {
  it('the shell table really lacks it, and asking for it by name fails clearly', async () => {
    expect(Object.values(callRoutes).some((r) => r.path === myReviews.path)).toBe(false);
    const client = createApiClient({ calls: callRoutes as never, fetch: fakeServer(() => ok()).fetch });
    await expect(client.call('myReviews' as never, {} as never)).rejects.toThrow(/Unknown API call: myReviews .*api\.call\(definition, params\)/);
  });

  it('is sent with its verb, filled path, bearer token and api_key, as a contract call would be', async () => {
    const server = fakeServer(() => ok({ reviews: [{ id: 1, stars: 5 }] }));
    // The production table of an older shell: routes only, without this call.
    const client = createApiClient({ calls: callRoutes as never, fetch: server.fetch, getAuth: session });
    const answer = await client.call(myReviews, { page: 2 });
    expect(answer.reviews[0]?.stars).toBe(5);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/user/reviews/2?api_key=key-1',
      headers: { Authorization: 'Bearer tok-1' },
      body: { jsonrpc: '2.0', method: 'call', params: { page: 2 } },
    });
  });

  it('its answer is checked against its own result schema in development', async () => {
    const server = fakeServer(() => ok({ reviews: [{ id: 1, stars: 'five' }] }));
    const client = createApiClient({ calls: callRoutes as never, fetch: server.fetch, getAuth: session, checkResults: true });
    await expect(client.call(myReviews, { page: 1 })).rejects.toMatchObject({
      kind: 'contract',
      message: expect.stringContaining('Server answer to myReviews breaks the contract: /reviews/0/stars'),
    });
  });

  it('keeps the policies of its class: an auth call without a session is refused before it travels', async () => {
    const server = fakeServer(() => ok({ reviews: [] }));
    const client = createApiClient({ calls: callRoutes as never, fetch: server.fetch, getAuth: () => null });
    await expect(client.call(myReviews, { page: 1 })).rejects.toMatchObject({ name: 'ApiError' });
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('a definition of a call the table knows is that call: one cache for both ways of sending it', async () => {
    const server = fakeServer(() => ok({ categories: [] }));
    const client = createApiClient({ calls: callRoutes as never, fetch: server.fetch });
    await client.call('categories' as never, {} as never);
    await client.call({ ...callRoutes.categories }, {});
    expect(server.requests).toHaveLength(1);
    expect(client.urlFor({ ...callRoutes.productImage }, { id: 7 })).toBe('/api/product-image/7');
  });
});
