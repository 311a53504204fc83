import fs from 'node:fs';
import path from 'node:path';
import { rpc, setUpSeededApp } from '../testing/app';
import { DEMO_MEDIA_DIR } from './demo/manifest';

const shop = setUpSeededApp();

interface Detail { id: number; has_videos: boolean; has_leaflets: boolean; video_url: string | null; leaflet_urls: string[] }
const product = async (slug: string) => (await rpc(shop.app, `/api/product/${slug}`)).body.result!.product as Detail;
const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });
const demoFile = (name: string) => fs.readFileSync(path.join(DEMO_MEDIA_DIR, name));

describe('demo products with a video and leaflets', () => {
  it('coconut oil and shea butter have a video and a leaflet; black seed hair oil a leaflet only', async () => {
    const coconut = await product('coconut-oil-500ml');
    expect(coconut).toMatchObject({ has_videos: true, has_leaflets: true, video_url: `/api/product-media/${coconut.id}`, leaflet_urls: [`/api/product-leaflet/${coconut.id}`] });
    expect(await product('shea-butter-cream-250ml')).toMatchObject({ has_videos: true, has_leaflets: true });
    expect(await product('black-seed-hair-oil')).toMatchObject({ has_videos: false, video_url: null, has_leaflets: true });
    expect(await product('rose-water-toner')).toMatchObject({ has_videos: false, has_leaflets: false, leaflet_urls: [] });
  });

  it('the video is served whole as MP4 with an ETag, a long cache lifetime and byte ranges offered', async () => {
    const { id } = await product('coconut-oil-500ml');
    const res = await get(`/api/product-media/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(res.rawPayload.equals(demoFile('coconut-oil.mp4'))).toBe(true);
  });

  it('a Range asks for a piece: 206 with Content-Range, or 416 past the end', async () => {
    const { id } = await product('coconut-oil-500ml');
    const whole = demoFile('coconut-oil.mp4');
    const first = await get(`/api/product-media/${id}`, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${whole.length}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.equals(whole.subarray(0, 100))).toBe(true);

    const tail = await get(`/api/product-media/${id}`, { range: 'bytes=-500' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${whole.length - 500}-${whole.length - 1}/${whole.length}`);
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 500))).toBe(true);

    const past = await get(`/api/product-media/${id}`, { range: `bytes=${whole.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);
    // An error is not the file: no cache keeps it under the file's lifetime.
    expect(past.headers['cache-control']).toBe('no-store');
  });

  it('If-None-Match with the ETag is 304 even with a Range; an old If-Range gets the whole file', async () => {
    const { id } = await product('shea-butter-cream-250ml');
    const { etag } = (await get(`/api/product-media/${id}`)).headers;
    const cached = await get(`/api/product-media/${id}`, { 'if-none-match': String(etag), range: 'bytes=0-9' });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload).toHaveLength(0);
    const changed = await get(`/api/product-media/${id}`, { 'if-range': '"an-older-version"', range: 'bytes=0-9' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(demoFile('shea-butter.mp4'))).toBe(true);
    const same = await get(`/api/product-media/${id}`, { 'if-range': String(etag), range: 'bytes=0-9' });
    expect(same.statusCode).toBe(206);
  });

  it('the leaflet is a PDF named after the product', async () => {
    const { id } = await product('coconut-oil-500ml');
    const res = await get(`/api/product-leaflet/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="coconut-oil-500ml-leaflet.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('a product without a video, or an unknown one, is 404 JSON', async () => {
    const { id } = await product('rose-water-toner');
    expect((await get(`/api/product-media/${id}`)).json()).toEqual({ status: 'error', code: 'not_found', message: 'This product has no video' });
    expect((await get(`/api/product-leaflet/${id}`)).statusCode).toBe(404);
    const unknown = await get('/api/product-media/999999', { range: 'bytes=0-9' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found');
  });
});

describe('home video ad files', () => {
  it('serve the clip with ranges, 304 and a year-long cache when versioned', async () => {
    const whole = demoFile('new-arrivals.mp4');
    const res = await get('/api/video-ads/new-arrivals.mp4?v=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(whole)).toBe(true);
    const piece = await get('/api/video-ads/new-arrivals.mp4', { range: 'bytes=100-199' });
    expect(piece.statusCode).toBe(206);
    expect(piece.rawPayload.equals(whole.subarray(100, 200))).toBe(true);
    const cached = await get('/api/video-ads/new-arrivals.mp4', { 'if-none-match': String(res.headers.etag) });
    expect(cached.statusCode).toBe(304);
  });

  it('only the ads\' own files are served', async () => {
    for (const url of ['/api/video-ads/nothing.mp4', '/api/video-ads/manifest.ts', '/api/video-ads/..%2Fmanifest.ts', '/api/video-ads/coconut-oil.mp4']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', code: 'not_found' });
    }
  });
});
