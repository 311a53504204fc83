/** Product search of spec §7 (/api/products/search) and its five sorts. */
import Type from 'shared-schema';
import { defineCall, Success } from './define';
import { callRoutes } from './routes';
import { SEARCH_KEYWORD_MAX, SEARCH_SORTS } from './constants';
import { ProductSummary } from './product';
import { Text } from './bounds';

export const searchProducts = defineCall(callRoutes.searchProducts, {
  params: Type.Object({
    /** Words in Somali or English; typos are corrected, the last word matches as a prefix. Blank → no products. */
    keyword: Text(SEARCH_KEYWORD_MAX),
    /** Page size of the suggestions dropdown; per_page wins when both are given. */
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    /** Priority hint of the original client; the server ignores it. */
    critical: Type.Optional(Type.Boolean()),
    filter: Type.Optional(Type.Enum(SEARCH_SORTS)),
  }),
  result: Type.Object({
    status: Success,
    products: Type.Array(ProductSummary),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    per_page: Type.Integer({ minimum: 1 }),
    total_pages: Type.Integer({ minimum: 0 }),
    /** Words of the keyword that were not in the catalogue, with the words searched instead. */
    corrections: Type.Record(Type.String(), Type.Array(Type.String())),
  }),
});
