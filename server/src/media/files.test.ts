import sharp from 'sharp';
import { accountWithSession } from '../auth/test-kit';
import { rpc, setUpSeededApp, type RpcAnswer } from '../testing/app';
import { addFile } from './files';
import { decodeBase64Image } from './fix-image';

const shop = setUpSeededApp();

let staffToken = '';
beforeAll(async () => {
  staffToken = (await accountWithSession(shop.database.db, 'staff')).token;
});

/** fix-image with a bearer token (staff unless told otherwise; null = none). */
async function fixImage(id: number | string, params: Record<string, unknown>, token: string | null = staffToken): Promise<RpcAnswer> {
  const headers = token === null ? {} : { authorization: `Bearer ${token}` };
  const raw = await shop.app.inject({ method: 'POST', url: `/api/fix-image/${id}`, headers, payload: { jsonrpc: '2.0', method: 'call', params, id: 1 } });
  return { status: raw.statusCode, body: raw.json(), raw };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7d44' } }).png().toBuffer();

describe('check-image', () => {
  it('a product has its generated image; an unknown product has none', async () => {
    expect((await rpc(shop.app, '/api/check-image/1')).body.result).toEqual({ status: 'success', exists: true, url: '/api/product-image/1', source: 'generated' });
    expect((await rpc(shop.app, '/api/check-image/999999')).body.result).toEqual({ status: 'success', exists: false, url: null, source: null });
  });

  it('a non-numeric id is invalid params', async () => {
    const res = await rpc(shop.app, '/api/check-image/abc');
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe(-32602);
  });
});

describe('fix-image', () => {
  it('needs a session (401) and a staff account (403 with a message); a shopper cannot replace an image', async () => {
    const image_data = (await png(4, 4)).toString('base64');
    const before = await rpc(shop.app, '/api/check-image/7');
    const anonymous = await fixImage(7, { image_data }, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.result).toMatchObject({ status: 'error', code: 'unauthorized', message: 'Authentication required' });
    const badToken = await fixImage(7, { image_data }, 'not-a-session');
    expect(badToken.status).toBe(401);
    const customer = await accountWithSession(shop.database.db, 'customer');
    const shopper = await fixImage(7, { image_data }, customer.token);
    expect(shopper.status).toBe(403);
    expect(shopper.body.result).toMatchObject({ status: 'error', code: 'forbidden', message: 'Only Suuq staff can do this. Please log in with a staff account.' });
    // Nothing changed for the refused callers.
    expect((await rpc(shop.app, '/api/check-image/7')).body.result).toEqual(before.body.result);
    const staff = await fixImage(7, { image_data });
    expect(staff.status).toBe(200);
    expect((await rpc(shop.app, '/api/check-image/7')).body.result).toMatchObject({ source: 'upload' });
  });

  it('stores a PNG as the main image (webp) and the image route serves it with a new ETag', async () => {
    const before = await shop.app.inject({ method: 'GET', url: '/api/product-image/5' });
    const image_data = `data:image/png;base64,${(await png(1600, 800)).toString('base64')}`;
    const fixed = await fixImage(5, { image_data });
    expect(fixed.status).toBe(200);
    expect(fixed.body.result).toMatchObject({ status: 'success', message: 'Image updated', width: 1200, height: 600 });
    const check = (await rpc(shop.app, '/api/check-image/5')).body.result!;
    expect(check).toMatchObject({ exists: true, source: 'upload', url: fixed.body.result!.url });

    const after = await shop.app.inject({ method: 'GET', url: String(check.url) });
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toBe('image/webp');
    expect(after.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await sharp(after.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 600 });
    const cached = await shop.app.inject({ method: 'GET', url: '/api/product-image/5', headers: { 'if-none-match': String(after.headers.etag) } });
    expect(cached.statusCode).toBe(304);
  });

  it.each([
    ['not base64', 'this is %%% not base64', 'Image data is not valid base64'],
    ['base64 of text', Buffer.from('hello, not an image').toString('base64'), 'Image data is not a supported image (JPEG, PNG, WebP, GIF or AVIF)'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>').toString('base64'), 'Image data is not a supported image (JPEG, PNG, WebP, GIF or AVIF)'],
  ])('refuses %s with a clear message (HTTP 400)', async (_what, image_data, message) => {
    const res = await fixImage(6, { image_data });
    expect(res.status).toBe(400);
    expect(res.body.result).toEqual({ status: 'error', code: 'invalid_image', message });
    expect((await rpc(shop.app, '/api/check-image/6')).body.result?.source).toBe('generated');
  });

  it('refuses more than 2 MB decoded; accepts a body that large only on this call', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 1).toString('base64');
    expect(() => decodeBase64Image(big)).toThrow('Image is larger than 2 MB');
    const res = await fixImage(6, { image_data: big });
    expect(res.status).toBe(400);
    expect(res.body.result?.message).toBe('Image is larger than 2 MB');
    const elsewhere = await rpc(shop.app, '/api/products/search', { keyword: 'x'.repeat(1_100_000) });
    expect(elsewhere.status).toBe(413);
  });

  it('an unknown product is "Product not found" (404)', async () => {
    const res = await fixImage(999999, { image_data: (await png(4, 4)).toString('base64') });
    expect(res.status).toBe(404);
    expect(res.body.result).toEqual({ status: 'error', code: 'not_found', message: 'Product not found' });
  });
});

describe('leaflets and videos', () => {
  it('a product without them answers 404 JSON saying so; an unknown product says "Product not found"', async () => {
    // Product 3 (Rose Water Toner) is not one of the demo products with media (media/demo).
    const leaflet = await shop.app.inject({ method: 'GET', url: '/api/product-leaflet/3' });
    expect(leaflet.statusCode).toBe(404);
    expect(leaflet.json()).toEqual({ status: 'error', code: 'not_found', message: 'This product has no leaflet' });
    const media = await shop.app.inject({ method: 'GET', url: '/api/product-media/3?token=abc' });
    expect(media.json().message).toBe('This product has no video');
    expect((await shop.app.inject({ method: 'GET', url: '/api/product-leaflet/999999' })).json().message).toBe('Product not found');
  });

  it('a stored leaflet is announced on the product and served with its type, an ETag, a long cache lifetime and 304', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% a leaflet\n%%EOF\n');
    await addFile(shop.database.db, 2, 'leaflet', 'application/pdf', pdf);
    const product = (await rpc(shop.app, '/api/product/2', { type: 'id' })).body.result?.product as { has_leaflets: boolean; leaflet_urls: string[] };
    expect(product).toMatchObject({ has_leaflets: true, leaflet_urls: ['/api/product-leaflet/2'] });
    const res = await shop.app.inject({ method: 'GET', url: '/api/product-leaflet/2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.equals(pdf)).toBe(true);
    const again = await shop.app.inject({ method: 'GET', url: '/api/product-leaflet/2', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
