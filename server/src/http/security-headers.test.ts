import { setUpSeededApp } from '../testing/app';
import { API_POLICY, MEDIA_POLICY } from './security-headers';

const shop = setUpSeededApp();
const call = (url: string) => shop.app.inject({ method: 'POST', url, payload: { jsonrpc: '2.0', method: 'call', params: {}, id: 1 } });

describe('security headers of the API', () => {
  it('a JSON answer allows nothing a page could do, is never sniffed, framed or sent a referrer', async () => {
    const res = await call('/api/categories');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers).toMatchObject({
      'content-security-policy': API_POLICY,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
      'x-frame-options': 'DENY',
    });
    expect(API_POLICY).toContain("default-src 'none'");
    expect(API_POLICY).toContain("frame-ancestors 'none'");
  });

  it('errors and unknown routes carry them too', async () => {
    const missing = await shop.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(API_POLICY);
    const broken = await shop.app.inject({ method: 'POST', url: '/api/categories', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an image stays displayable by the shop (same origin through its proxy) and opened alone, but runs no script', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/product-image/1' });
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-security-policy']).toBe(MEDIA_POLICY);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(MEDIA_POLICY).not.toMatch(/script-src/);
    expect(MEDIA_POLICY).toContain("default-src 'none'");
    // Its 304 (no content type) keeps the media policy: a browser updates the stored headers from it.
    const again = await shop.app.inject({ method: 'GET', url: '/api/product-image/1', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(MEDIA_POLICY);
  });

  it("a PDF leaflet may use Chrome's PDF viewer (object-src 'self') and be framed only by the shop's own pages", async () => {
    const product = (await call('/api/product/coconut-oil-500ml')).json().result.product;
    const res = await shop.app.inject({ method: 'GET', url: `/api/product-leaflet/${product.id}` });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-security-policy']).toBe(MEDIA_POLICY);
    expect(MEDIA_POLICY).toContain("object-src 'self'");
    expect(MEDIA_POLICY).toContain("frame-ancestors 'self'");
  });
});
