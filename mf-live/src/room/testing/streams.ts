import type { LiveProduct, LiveStream } from 'shared-api';

export const aProduct = (over: Partial<LiveProduct> = {}): LiveProduct => ({
  product_id: 7,
  name: 'Shaah Kenya 500g',
  slug: 'shaah-kenya-500g',
  price: 4.5,
  old_price: 6,
  image: '/api/product-image/7',
  in_stock: true,
  position: 1,
  ...over,
});

export const aStream = (over: Partial<LiveStream> = {}): LiveStream => ({
  id: 3,
  title: 'Morning market: tea and spices',
  description: 'Fresh from Hargeisa',
  seller: { id: 2, name: 'Hodan Store' },
  state: 'live',
  starts_at: '2026-11-24T08:00:00.000Z',
  ended_at: null,
  viewer_count: 12,
  poster: '/api/live/poster/3',
  products: [aProduct()],
  ...over,
});
