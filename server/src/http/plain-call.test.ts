/** The contract's plain calls as Fastify routes: path and query as route schemas, refusals said in the contract's words. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { calls } from '../contract';
import { partCompiler, plainCallRoute, refusalOf } from './plain-call';

const keysOf = (schema: unknown) => Object.keys((schema as { properties: object }).properties).sort();

describe('plainCallRoute', () => {
  it('declares the path placeholders as the route params schema and the rest of the call params as its querystring', () => {
    const route = plainCallRoute(calls.productImageAdditional, ['id', 'imageId']);
    expect([route.method, route.url]).toEqual(['GET', '/api/product-image/:id/additional/:imageId']);
    expect(keysOf(route.schema.params)).toEqual(['id', 'imageId']);
    expect(keysOf(route.schema.querystring)).toEqual(['v', 'w']);
    expect(route.validatorCompiler).toBe(partCompiler);
    expect(keysOf(plainCallRoute(calls.productUpdatesCheck, []).schema.querystring)).toEqual([]);
  });

  it('refuses to build a route whose placeholders are not the path’s, or a JSON-RPC call', () => {
    expect(() => plainCallRoute(calls.productLeaflet, [])).toThrow(/placeholders are id, not none/);
    expect(() => plainCallRoute(calls.productImageAdditional, ['imageId', 'id'])).toThrow(/placeholders are id, imageId/);
    expect(() => plainCallRoute(calls.liveStream, ['id'])).toThrow(/POST calls are JSON-RPC/);
  });

  it('lets Fastify check the request and names every wrong field of the path and the query at once', async () => {
    const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
    app.route({
      ...plainCallRoute(calls.productImageAdditional, ['id', 'imageId']),
      handler: async (req, reply) => {
        const message = refusalOf(req, calls.productImageAdditional);
        if (message !== null) return reply.code(400).send({ message });
        return { id: req.params.id, imageId: req.params.imageId };
      },
    });
    try {
      const good = await app.inject({ method: 'GET', url: '/api/product-image/12/additional/3?v=a1' });
      expect([good.statusCode, good.json()]).toEqual([200, { id: '12', imageId: '3' }]);
      const bad = await app.inject({ method: 'GET', url: '/api/product-image/12/additional/x?v=%00' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^Invalid params: imageId must match pattern .*; v must not contain control characters/);
    } finally {
      await app.close();
    }
  });
});
