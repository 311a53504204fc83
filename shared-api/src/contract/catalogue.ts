/** Catalogue calls of spec §7 and the main product image. */
import Type from 'shared-schema';
import { defineCall, Success } from './define';
import { callRoutes } from './routes';
import { Category, ProductDetail, ProductSummary } from './product';
import { SECTION_KEYS } from './sections';
import { PRODUCT_SLUG_MAX, PRODUCT_SLUG_PATTERN } from './constants';
import { Id, IdDigits, Limit, ProductImageWidthParam, Money, Offset, Text, TIMESTAMP_MS_MAX } from './bounds';

/** The version query of an image URL (?v=…): makes the URL content-addressed. */
const Version = Type.Optional(Text(64));
const SlugOrId = Type.String({ minLength: 1, maxLength: PRODUCT_SLUG_MAX, pattern: PRODUCT_SLUG_PATTERN });

export const homepageSections = defineCall(callRoutes.homepageSections, {
  params: Type.Object({ limit: Limit(50, 8) }),
  result: Type.Object({
    status: Success,
    sections: Type.Record(Type.String(), Type.Array(ProductSummary)),
    section_keys: Type.Array(Type.String()),
  }),
});

export const homepageSection = defineCall(callRoutes.homepageSection, {
  params: Type.Object({ name: Text(64, 1), limit: Limit(100, 8) }),
  result: Type.Object({ status: Success, section: Type.Enum(SECTION_KEYS), products: Type.Array(ProductSummary) }),
});

export const products = defineCall(callRoutes.products, {
  params: Type.Object({
    filters: Type.Optional(
      Type.Object({
        min_price: Type.Optional(Money),
        max_price: Type.Optional(Money),
        brand: Type.Optional(Text(100)),
        in_stock: Type.Optional(Type.Boolean()),
        haad_express: Type.Optional(Type.Boolean()),
        live: Type.Optional(Type.Boolean()),
      }),
    ),
    /** A category or subcategory id or slug. */
    category: Type.Optional(Type.Union([Id, Text(100, 1)])),
    limit: Limit(100, 20),
    offset: Type.Optional(Offset),
    section: Type.Optional(Text(64)),
    /** Cache-buster of the original client; ignored by the server. */
    _t: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: TIMESTAMP_MS_MAX }), Text(64)])),
  }),
  result: Type.Object({ status: Success, products: Type.Array(ProductSummary), total: Type.Integer({ minimum: 0 }) }),
});

export const product = defineCall(callRoutes.product, {
  params: Type.Object({
    slugOrId: SlugOrId,
    /** 'id' makes the server read slugOrId as a numeric id (the client's retry of spec §7). */
    type: Type.Optional(Type.Union([Type.Literal('id'), Type.Literal('slug')])),
  }),
  result: Type.Object({ status: Success, product: ProductDetail }),
});

export const categories = defineCall(callRoutes.categories, {
  params: Type.Object({}),
  result: Type.Object({ status: Success, categories: Type.Array(Category) }),
});

/**
 * GET, answers image bytes with ETag and long cache lifetimes; not JSON. `w` picks a width of
 * PRODUCT_IMAGE_WIDTHS, Accept the format (AVIF, WebP or JPEG; see ProductImageWidthParam).
 */
export const productImage = defineCall(callRoutes.productImage, {
  params: Type.Object({ id: IdDigits, v: Version, w: ProductImageWidthParam }),
  result: Type.Object({}),
});

/** Since a time: products created, changed or deleted after it (oldest first). */
export const productUpdates = defineCall(callRoutes.productUpdates, {
  params: Type.Object({
    /** Milliseconds since 1970 (seconds are accepted too) or an ISO 8601 date. */
    timestamp: Type.Union([Type.Number({ minimum: 0, maximum: TIMESTAMP_MS_MAX }), Text(40, 1)]),
    limit: Limit(500, 200),
  }),
  result: Type.Object({
    status: Success,
    updates: Type.Array(
      Type.Union([
        Type.Object({ action: Type.Union([Type.Literal('create'), Type.Literal('update')]), product: ProductSummary }),
        Type.Object({ action: Type.Literal('delete'), product: Type.Object({ id: Type.Integer() }) }),
      ]),
    ),
    /** ISO time of the newest change answered (or the asked time): the next poll's timestamp. */
    timestamp: Type.String(),
    /** More changes than `limit`: poll again with the answered timestamp. */
    has_more: Type.Boolean(),
  }),
});

/** HEAD, no body: 200 with Last-Modified and X-Last-Update (ISO) of the newest catalogue change. */
export const productUpdatesCheck = defineCall(callRoutes.productUpdatesCheck, {
  params: Type.Object({}),
  result: Type.Object({}),
});

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const VideoAd = Type.Object({
  title: Type.String(),
  title_so: Type.String(),
  /** Null when the ad has no clip: the poster then stands alone. */
  video_url: Nullable(Type.String()),
  poster: Nullable(Type.String()),
  link: Type.String(),
});

export const videoAds = defineCall(callRoutes.videoAds, {
  params: Type.Object({}),
  result: Type.Object({ status: Success, newArrivalsAd: VideoAd, monthlySpecialAd: VideoAd }),
});
