import type { ProductDetail, ProductSummary } from 'shared-api';

/** A plain in-stock product; tests override only the fields their rule is about. */
export function aProduct(over: Partial<ProductSummary> = {}): ProductSummary {
  const id = over.id ?? 7;
  return {
    id,
    name: 'Argan Hair Oil',
    name_so: 'Saliidda Timaha Argan',
    slug: `argan-hair-oil-${id}`,
    price: 15,
    oldPrice: null,
    category: 'Hair Care',
    category_so: 'Daryeelka Timaha',
    category_id: 12,
    category_slug: 'hair_care',
    brand: 'Maro',
    origin: 'Morocco',
    rating: 4,
    review_count: 12,
    sold_count: 40,
    quantity: 9,
    isOutOfStock: false,
    isHaadExpress: false,
    isLiveStream: false,
    freeDelivery: false,
    has_videos: false,
    has_leaflets: false,
    imageUrl: `/api/product-image/${id}`,
    seller_id: 3,
    ...over,
  };
}

export function aProductDetail(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...aProduct(over),
    description: 'Cold-pressed argan oil for dry hair.',
    description_so: 'Saliid argan ah oo loogu talagalay timaha qalalan.',
    imageUrls: ['/api/product-image/7/additional/71', '/api/product-image/7/additional/72'],
    additional_image_ids: [71, 72],
    video_url: null,
    leaflet_urls: [],
    seller_name: 'Hodan Beauty',
    delivery_method: 'HAAD EXPRESS',
    stock: [
      { location: { id: 1, name: 'Bakaara Warehouse', is_warehouse: true, seller_id: null }, quantity: 6 },
      { location: { id: 2, name: 'Hodan Shop', is_warehouse: false, seller_id: 3 }, quantity: 3 },
    ],
    ...over,
  };
}

/** The client's image path, as productImageUrl builds it. */
export const imagePath = (id: number | string) => `/api/product-image/${id}`;

/** The products call's answer: `count` products from id `from`, of `total` in all. */
export function aProductsPage(from: number, count: number, total: number) {
  return {
    status: 'success',
    total,
    products: Array.from({ length: count }, (_, i) => aProduct({ id: from + i, name: `Oil ${from + i}` })),
  };
}
