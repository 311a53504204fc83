/** Catalogue and media calls of spec §7 used by the foundation slice. */
import Type from 'typebox';
import { defineCall, Success } from './define';
import { Category, ProductDetail, ProductSummary, SECTION_KEYS } from './product';

const Limit = (max: number, dflt: number) => Type.Optional(Type.Integer({ minimum: 1, maximum: max, default: dflt }));
const SlugOrId = Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' });

export const homepageSections = defineCall({
  http: 'POST',
  path: '/api/homepage/sections',
  class: 'homepage',
  auth: false,
  params: Type.Object({ limit: Limit(50, 8) }),
  result: Type.Object({
    status: Success,
    sections: Type.Record(Type.String(), Type.Array(ProductSummary)),
    section_keys: Type.Array(Type.String()),
  }),
});

export const homepageSection = defineCall({
  http: 'POST',
  path: '/api/homepage/section/:name',
  class: 'homepage',
  auth: false,
  params: Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }), limit: Limit(100, 8) }),
  result: Type.Object({ status: Success, section: Type.Union(SECTION_KEYS.map((k) => Type.Literal(k))), products: Type.Array(ProductSummary) }),
});

export const products = defineCall({
  http: 'POST',
  path: '/api/products',
  class: 'products',
  auth: false,
  params: Type.Object({
    filters: Type.Optional(
      Type.Object({
        min_price: Type.Optional(Type.Number({ minimum: 0 })),
        max_price: Type.Optional(Type.Number({ minimum: 0 })),
        brand: Type.Optional(Type.String()),
        in_stock: Type.Optional(Type.Boolean()),
        haad_express: Type.Optional(Type.Boolean()),
        live: Type.Optional(Type.Boolean()),
      }),
    ),
    /** A category or subcategory id or slug. */
    category: Type.Optional(Type.Union([Type.Integer(), Type.String({ minLength: 1, maxLength: 100 })])),
    limit: Limit(100, 20),
    offset: Type.Optional(Type.Integer({ minimum: 0 })),
    section: Type.Optional(Type.String({ maxLength: 64 })),
    /** Cache-buster of the original client; ignored by the server. */
    _t: Type.Optional(Type.Union([Type.Number(), Type.String()])),
  }),
  result: Type.Object({ status: Success, products: Type.Array(ProductSummary), total: Type.Integer({ minimum: 0 }) }),
});

export const product = defineCall({
  http: 'POST',
  path: '/api/product/:slugOrId',
  class: 'product',
  auth: false,
  params: Type.Object({
    slugOrId: SlugOrId,
    /** 'id' makes the server read slugOrId as a numeric id (the client's retry of spec §7). */
    type: Type.Optional(Type.Union([Type.Literal('id'), Type.Literal('slug')])),
  }),
  result: Type.Object({ status: Success, product: ProductDetail }),
});

export const categories = defineCall({
  http: 'POST',
  path: '/api/categories',
  class: 'categories',
  auth: false,
  params: Type.Object({}),
  result: Type.Object({ status: Success, categories: Type.Array(Category) }),
});

/** GET, answers image bytes (webp) with ETag and long cache lifetimes; not JSON. */
export const productImage = defineCall({
  http: 'GET',
  path: '/api/product-image/:id',
  class: 'images',
  auth: false,
  params: Type.Object({ id: Type.String({ pattern: '^[0-9]+$' }) }),
  result: Type.Object({}),
});
