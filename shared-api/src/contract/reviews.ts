/**
 * Product reviews of spec §7: a shopper rates (1–5) and comments on a product of one of their own
 * delivered orders, once per order and product. Another account's order answers the 404 of a
 * missing one. Only calls are exported as values: calls.ts spreads this module into `calls`.
 */
import Type, { type Static } from 'shared-schema';
import { defineCall, Success } from './define';
import { callRoutes } from './routes';
import { Id, Limit, MultilineText, Offset } from './bounds';
import { REVIEW_COMMENT_MAX } from './constants';

const Review = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  /** The number the shopper knows the order by ('SQ-…'). */
  order_number: Type.String(),
  product_id: Type.Integer(),
  product_name: Type.String(),
  product_slug: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.String(),
  created_at: Type.String({ description: 'ISO 8601' }),
});
export type Review = Static<typeof Review>;

/** The product's rating and review count after this review. */
const ProductRating = Type.Object({ rating: Type.Number(), review_count: Type.Integer({ minimum: 0 }) });

export const reviewSubmit = defineCall(callRoutes.reviewSubmit, {
  params: Type.Object({
    order_id: Id,
    product_id: Id,
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    comment: Type.Optional(MultilineText(REVIEW_COMMENT_MAX)),
  }),
  result: Type.Object({ status: Success, review: Review, product: ProductRating, message: Type.String() }),
});

/** The bearer's reviews, newest first; with order_id, only those of that order (an order's page). */
export const reviewsUser = defineCall(callRoutes.reviewsUser, {
  params: Type.Object({ limit: Limit(100, 50), offset: Type.Optional(Offset), order_id: Type.Optional(Id) }),
  result: Type.Object({ status: Success, reviews: Type.Array(Review), total: Type.Integer({ minimum: 0 }) }),
});
