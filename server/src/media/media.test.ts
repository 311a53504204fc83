import sharp from 'sharp';
import { setUpSeededApp } from '../testing/app';
import { iconOf } from './icons';
import { matchesEtag } from './service';

const shop = setUpSeededApp();

const productBySlug = async (slug: string) =>
  (await shop.app.inject({ method: 'POST', url: `/api/product/${slug}`, payload: { jsonrpc: '2.0', method: 'call', params: {}, id: 1 } })).json().result.product;

describe('product images', () => {
  it('the main image is a 600×600 webp with a strong ETag and a long cache lifetime', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/product-image/1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{10,}"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 600 });
  });

  it('answers 304 without a body when If-None-Match carries the ETag', async () => {
    const first = await shop.app.inject({ method: 'GET', url: '/api/product-image/2' });
    const again = await shop.app.inject({ method: 'GET', url: '/api/product-image/2', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    const other = await shop.app.inject({ method: 'GET', url: '/api/product-image/2', headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
  });

  it('a versioned URL is cached for good', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/product-image/3?v=1' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('additional images of the gallery are served; another product\'s image id is not', async () => {
    const product = await productBySlug('henna-powder');
    const imageId = product.additional_image_ids[0];
    const res = await shop.app.inject({ method: 'GET', url: `/api/product-image/${product.id}/additional/${imageId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const wrong = await shop.app.inject({ method: 'GET', url: `/api/product-image/${product.id + 1}/additional/${imageId}` });
    expect(wrong.statusCode).toBe(404);
  });

  it('an unknown product id is a 404 JSON error', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/product-image/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'not_found' });
  });

  it('an id that is not 1 to 9 digits is a 400 JSON error that says why, before any query', async () => {
    for (const url of ['/api/product-image/abc', '/api/product-image/99999999999', '/api/product-leaflet/-1', '/api/product-image/1/additional/1e3', '/api/product-media/1?token=%00']) {
      const res = await shop.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'invalid_params', message: expect.stringMatching(/^Invalid params: (id|imageId|token) /) });
    }
  });
});

describe('icons and ETags', () => {
  it('builds an icon from the Fluent Emoji Flat set and falls back for unknown names', () => {
    const dates = iconOf('palm-tree');
    expect(dates.viewBox).toBe('0 0 32 32');
    expect(dates.body).toContain('<path');
    expect(iconOf('no-such-icon').body).toBe(iconOf('shopping-bags').body);
  });

  it('If-None-Match matches lists and weak forms of the same tag', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});
