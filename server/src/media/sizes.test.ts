import sharp from 'sharp';
import { PRODUCT_IMAGE_WIDTHS } from '../contract';
import { setUpSeededApp } from '../testing/app';
import { replaceMainImage } from './files';
import { formatFor, ImageCache } from './variants';

const shop = setUpSeededApp();

/** What Chromium, an older Safari and a link-preview fetcher send for an <img>. */
const ACCEPTS = [
  { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', type: 'image/avif', format: 'heif' },
  { accept: 'image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5', type: 'image/webp', format: 'webp' },
  { accept: '*/*', type: 'image/jpeg', format: 'jpeg' },
] as const;

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

describe('product images in sizes and formats', () => {
  it.each(PRODUCT_IMAGE_WIDTHS.flatMap((width) => ACCEPTS.map((a) => ({ width, ...a }))))(
    'w=$width with Accept $accept → $type, $width px square',
    async ({ width, accept, type, format }) => {
      const res = await get(`/api/product-image/1?w=${width}`, { accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers.vary).toMatch(/(^|, )Accept(,|$)/);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_.-]{10,}"$/);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format, width, height: width });
    },
  );

  it('gallery images come in sizes too', async () => {
    const product = (
      await shop.app.inject({ method: 'POST', url: '/api/product/henna-powder', payload: { jsonrpc: '2.0', method: 'call', params: {}, id: 1 } })
    ).json().result.product;
    const res = await get(`/api/product-image/${product.id}/additional/${product.additional_image_ids[0]}?w=160`, { accept: 'image/webp' });
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 160, height: 160 });
  });

  it('a smaller width is fewer bytes, and AVIF or WebP fewer than JPEG', async () => {
    const size = async (w: number, accept: string) => (await get(`/api/product-image/5?w=${w}`, { accept })).rawPayload.length;
    expect(await size(160, 'image/webp')).toBeLessThan(await size(600, 'image/webp'));
    expect(await size(320, 'image/webp')).toBeLessThan(await size(320, '*/*'));
    expect(await size(320, 'image/avif')).toBeLessThan(await size(320, '*/*'));
  });

  it.each(['100', '0', 'abc', '600.0', '-160', '1e3', ''])('w=%s is a 400 JSON error that names w, never a 500', async (w) => {
    const res = await get(`/api/product-image/1?w=${encodeURIComponent(w)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'invalid_params', message: expect.stringMatching(/^Invalid params: w .*160\|320\|480\|600/) });
    const gallery = await get(`/api/product-image/1/additional/1?w=${encodeURIComponent(w)}`);
    expect(gallery.statusCode).toBe(400);
  });

  it('the second answer is the cached one: same bytes and ETag; its ETag gets a 304', async () => {
    const first = await get('/api/product-image/9?w=320', { accept: 'image/avif' });
    const second = await get('/api/product-image/9?w=320', { accept: 'image/avif' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    const other = await get('/api/product-image/9?w=320', { accept: 'image/webp' });
    expect(other.headers.etag).not.toBe(first.headers.etag);
    const current = await get('/api/product-image/9?w=320', { accept: 'image/avif', 'if-none-match': String(first.headers.etag) });
    expect(current.statusCode).toBe(304);
    expect(current.headers.vary).toMatch(/Accept/);
  });

  it('a sized image still answers byte ranges', async () => {
    const whole = await get('/api/product-image/4?w=480', { accept: 'image/webp' });
    const part = await get('/api/product-image/4?w=480', { accept: 'image/webp', range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 10))).toBe(true);
  });

  it('a fixed (uploaded) main image is resized and re-encoded too', async () => {
    const webp = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#c33' } }).webp().toBuffer();
    await replaceMainImage(shop.database.db, 6, webp);
    const asStored = await get('/api/product-image/6');
    expect(asStored.rawPayload.equals(webp)).toBe(true);
    const res = await get('/api/product-image/6?w=160', { accept: '*/*' });
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 160, height: 160 });
    const again = await get('/api/product-image/6?w=160', { accept: '*/*', 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('format from Accept', () => {
  it('AVIF, else WebP, else JPEG; no Accept keeps WebP; q=0 refuses a type', () => {
    expect(formatFor('image/avif,image/webp,*/*')).toBe('avif');
    expect(formatFor('image/webp,*/*;q=0.8')).toBe('webp');
    expect(formatFor('image/avif;q=0, image/webp')).toBe('webp');
    expect(formatFor('image/*')).toBe('jpeg');
    expect(formatFor('')).toBe('jpeg');
    expect(formatFor(undefined)).toBe('webp');
  });
});

describe('the variant cache', () => {
  it('draws a variant once; later asks get the same bytes without drawing', async () => {
    const cache = new ImageCache();
    const render = jest.fn(async () => Buffer.from('drawn'));
    const a = await cache.get('k', 'webp', render);
    const b = await cache.get('k', 'webp', render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(b).toBe(a);
    expect(a).toMatchObject({ contentType: 'image/webp', etag: expect.stringMatching(/^".+"$/) });
  });

  it('stays within its byte bound, least recently used out first', async () => {
    const cache = new ImageCache(25);
    const ten = (fill: string) => async () => Buffer.alloc(10, fill);
    await cache.get('a', 'jpeg', ten('a'));
    await cache.get('b', 'jpeg', ten('b'));
    await cache.get('a', 'jpeg', ten('a')); // a is now the most recent
    await cache.get('c', 'jpeg', ten('c'));
    expect(cache.storedBytes).toBeLessThanOrEqual(25);
    const again = jest.fn(ten('x'));
    await cache.get('a', 'jpeg', again);
    expect(again).not.toHaveBeenCalled();
    await cache.get('b', 'jpeg', again);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('a failed drawing is not kept', async () => {
    const cache = new ImageCache();
    await expect(cache.get('k', 'avif', async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(cache.get('k', 'avif', async () => Buffer.from('ok'))).resolves.toMatchObject({ body: Buffer.from('ok') });
  });
});
