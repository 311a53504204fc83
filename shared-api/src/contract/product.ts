import Type, { type Static } from 'shared-schema';

const Money = Type.Number({ minimum: 0, description: 'dollars, 2 decimals' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const StockLocation = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  is_warehouse: Type.Boolean(),
  seller_id: Nullable(Type.Integer()),
});
export type StockLocation = Static<typeof StockLocation>;

/** A product as every list shows it (spec §3 Product, the fields a card needs). */
export const ProductSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The Somali name; `name` is the English one. */
  name_so: Type.String(),
  slug: Type.String(),
  price: Money,
  oldPrice: Nullable(Money),
  /** The category's English name; `category_so` is its Somali one. */
  category: Type.String(),
  category_so: Type.String(),
  category_id: Type.Integer(),
  category_slug: Type.String(),
  brand: Type.String(),
  origin: Type.String(),
  rating: Type.Number({ minimum: 0, maximum: 5 }),
  review_count: Type.Integer({ minimum: 0 }),
  sold_count: Type.Integer({ minimum: 0 }),
  quantity: Type.Integer({ minimum: 0 }),
  isOutOfStock: Type.Boolean(),
  isHaadExpress: Type.Boolean(),
  isLiveStream: Type.Boolean(),
  freeDelivery: Type.Boolean(),
  has_videos: Type.Boolean(),
  has_leaflets: Type.Boolean(),
  /** Path of the main image, served by GET /api/product-image/{id}. */
  imageUrl: Type.String(),
  seller_id: Nullable(Type.Integer()),
});
export type ProductSummary = Static<typeof ProductSummary>;

/** The product page's product: the summary plus gallery, media, seller and stock. */
export const ProductDetail = Type.Intersect([
  ProductSummary,
  Type.Object({
    description: Type.String(),
    description_so: Type.String(),
    imageUrls: Type.Array(Type.String()),
    additional_image_ids: Type.Array(Type.Integer()),
    video_url: Nullable(Type.String()),
    leaflet_urls: Type.Array(Type.String()),
    seller_name: Nullable(Type.String()),
    delivery_method: Type.String(),
    stock: Type.Array(Type.Object({ location: StockLocation, quantity: Type.Integer({ minimum: 0 }) })),
  }),
]);
export type ProductDetail = Static<typeof ProductDetail>;

export const Subcategory = Type.Object({ id: Type.Integer(), name: Type.String(), name_so: Type.String(), slug: Type.String() });
export const Category = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_so: Type.String(),
  slug: Type.String(),
  subcategories: Type.Array(Subcategory),
});
export type Category = Static<typeof Category>;
export type Subcategory = Static<typeof Subcategory>;
