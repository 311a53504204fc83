import { PRODUCT_IMAGE_WIDTHS } from '../contract/constants';
import { createApiClient } from './client';
import { isSizedProductImage, productImageAtWidth, productImageSrcSet } from './images';

describe('product image URLs in sizes', () => {
  it('srcset lists every served width of the main image with its w descriptor', () => {
    expect(PRODUCT_IMAGE_WIDTHS).toEqual([160, 320, 480, 600]);
    expect(productImageSrcSet('/api/product-image/42')).toBe(
      '/api/product-image/42?w=160 160w, /api/product-image/42?w=320 320w, /api/product-image/42?w=480 480w, /api/product-image/42?w=600 600w',
    );
  });

  it('gallery images, absolute API URLs and versioned URLs keep their path, host and query', () => {
    expect(productImageAtWidth('/api/product-image/7/additional/3', 320)).toBe('/api/product-image/7/additional/3?w=320');
    expect(productImageAtWidth('https://api.suuq.so/api/product-image/7?v=abc', 480)).toBe('https://api.suuq.so/api/product-image/7?v=abc&w=480');
    expect(productImageAtWidth('/api/product-image/7?retry=99&w=600', 160)).toBe('/api/product-image/7?retry=99&w=160');
  });

  it('the URL the client builds for productImage with w is the one the srcset names', () => {
    const client = createApiClient();
    expect(client.urlFor('productImage', { id: '42', w: '320' })).toBe(productImageAtWidth('/api/product-image/42', 320));
  });

  it('an image on another host, a leaflet or an empty URL has no srcset', () => {
    expect(isSizedProductImage('https://cdn.example.com/argan.jpg')).toBe(false);
    expect(productImageSrcSet('https://cdn.example.com/argan.jpg')).toBeUndefined();
    expect(productImageSrcSet('/api/product-leaflet/4')).toBeUndefined();
    expect(productImageSrcSet('')).toBeUndefined();
  });
});
