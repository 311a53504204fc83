/**
 * A path the shop answers, asked with a method it does not take: 405 with `Allow`, in the JSON-RPC
 * error shape of the other HTTP-level refusals (413, 415, a body that is not JSON). A path no
 * method answers stays the unknown-route 404, and HEAD and OPTIONS keep the answers they had.
 */
import { RpcCodes } from '../contract';
import { setUpSeededApp } from '../testing/app';
import { API_POLICY } from './security-headers';

const shop = setUpSeededApp();
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS', url: string) =>
  shop.app.inject({ method, url, ...(method === 'POST' || method === 'PUT' ? { payload: { jsonrpc: '2.0', method: 'call', params: {}, id: 1 } } : {}) });

describe('a method the path does not take', () => {
  it.each([
    ['GET', '/api/products', 'POST'],
    ['GET', '/api/products?limit=4', 'POST'],
    ['DELETE', '/api/wishlist', 'POST'],
    // The contract's aliases and its misspelt path are routes like any other.
    ['GET', '/customer/api/districts', 'POST'],
    ['GET', '/cutomer/api/regions', 'POST'],
    ['GET', '/api/customer/orders/12/cancel', 'POST'],
    // Address update is the one PUT call; delete is a POST of its own path.
    ['POST', '/api/user/address/7', 'PUT'],
    ['PUT', '/api/user/address/7/delete', 'POST'],
    // The plain calls: an image is GET (and its HEAD), the update check HEAD only.
    ['POST', '/api/product-image/1', 'GET, HEAD'],
    ['PATCH', '/api/health', 'GET, HEAD'],
    ['GET', '/api/product-updates-check', 'HEAD'],
  ] as const)('%s %s is 405 with Allow: %s and a JSON-RPC error that says so', async (method, url, allow) => {
    const res = await send(method, url);
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: RpcCodes.invalidRequest, message: `Method Not Allowed: this path takes ${allow}, not ${method}` },
    });
  });

  it('the 405 carries the security headers of every answer', async () => {
    const res = await send('GET', '/api/categories');
    expect(res.statusCode).toBe(405);
    expect(res.headers['content-security-policy']).toBe(API_POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the method the path takes still answers', async () => {
    expect((await send('POST', '/api/categories')).statusCode).toBe(200);
    expect((await send('GET', '/api/product-image/1')).statusCode).toBe(200);
    expect((await send('HEAD', '/api/product-image/1')).statusCode).toBe(200);
  });
});

describe('the unknown-route 404 stands', () => {
  it('a path that no method answers is 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await send(method, '/api/no-such-call');
      expect([method, res.statusCode, res.headers.allow, res.json()]).toEqual([
        method,
        404,
        undefined,
        { status: 'error', code: 'not_found', message: `No route for ${method} /api/no-such-call` },
      ]);
    }
  });

  it('HEAD and OPTIONS on a POST call keep their 404 (the API answers no CORS preflight)', async () => {
    const head = await send('HEAD', '/api/products');
    expect([head.statusCode, head.headers.allow]).toEqual([404, undefined]);
    const options = await send('OPTIONS', '/api/products');
    expect([options.statusCode, options.headers.allow]).toEqual([404, undefined]);
    expect(options.json()).toEqual({ status: 'error', code: 'not_found', message: 'No route for OPTIONS /api/products' });
  });

  it('a route that says "not found" itself, with its own method, stays 404 (a sitemap part that does not exist)', async () => {
    const res = await send('GET', '/sitemaps/no-such-part.xml');
    expect([res.statusCode, res.headers.allow]).toEqual([404, undefined]);
  });
});
