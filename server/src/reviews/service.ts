/**
 * Reviews (spec §7 /api/reviews/submit, /api/reviews/user). A shopper reviews a product of their
 * own delivered order, once per order and product; the product's rating and review_count move in
 * the same transaction, so the catalogue's cards and its 'Faallo Badan' sort (review count) show it.
 *
 * The seeded rating counts as that many earlier reviews: the new rating is the average of
 * (rating × review_count) and the new stars over review_count + 1, rounded to one decimal. A
 * product seeded 4.5 from 120 reviews thus stays near 4.5 after one 1-star review, as a shop with
 * a history would, instead of jumping to the one new review.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { orderLines } from '../db/schema-orders';
import { productReviews } from '../db/schema-reviews';
import { isUniqueViolation } from '../auth/users';
import { BusinessError } from '../errors';
import { orderNumber, ownOrderRow } from '../orders/read';

export const NOT_DELIVERED = 'You can review a product once its order has been delivered.';
export const ALREADY_REVIEWED = 'You have already reviewed this product for this order.';
export const NOT_IN_ORDER = 'This product is not part of this order.';
export const REVIEW_THANKS = 'Thank you for your review!';

export interface SubmitInput {
  order_id: number;
  product_id: number;
  rating: number;
  comment?: string;
}

const reviewShape = (r: { id: number; orderId: number; productId: number; rating: number; comment: string; createdAt: Date; name: string; slug: string }) => ({
  id: r.id,
  order_id: r.orderId,
  order_number: orderNumber(r.orderId),
  product_id: r.productId,
  product_name: r.name,
  product_slug: r.slug,
  rating: r.rating,
  comment: r.comment,
  created_at: r.createdAt.toISOString(),
});

export async function submitReview(db: Db, userId: number, p: SubmitInput) {
  const comment = (p.comment ?? '').trim();
  try {
    return await db.transaction(async (tx) => {
      // Another account's order is the 404 of a missing one.
      const order = await ownOrderRow(tx as unknown as Db, userId, p.order_id);
      if (order.status !== 'delivered') throw new BusinessError(409, 'not_delivered', NOT_DELIVERED);
      const [line] = await tx
        .select({ id: orderLines.id, name: orderLines.name, slug: orderLines.slug })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.productId, p.product_id)))
        .orderBy(asc(orderLines.id))
        .limit(1);
      if (!line) throw new BusinessError(404, 'not_found', NOT_IN_ORDER);
      const [existing] = await tx
        .select({ id: productReviews.id })
        .from(productReviews)
        .where(and(eq(productReviews.orderId, order.id), eq(productReviews.productId, p.product_id)))
        .limit(1);
      if (existing) throw new BusinessError(409, 'already_reviewed', ALREADY_REVIEWED);
      const [row] = await tx
        .insert(productReviews)
        .values({ userId, orderId: order.id, orderLineId: line.id, productId: p.product_id, rating: p.rating, comment })
        .returning();
      // One statement: concurrent reviews of one product each add to what the other left.
      const [product] = await tx
        .update(products)
        .set({
          rating: sql`round((${products.rating} * ${products.reviewCount} + ${p.rating})::numeric / (${products.reviewCount} + 1), 1)`,
          reviewCount: sql`${products.reviewCount} + 1`,
        })
        .where(eq(products.id, p.product_id))
        .returning({ rating: products.rating, reviewCount: products.reviewCount });
      return {
        review: reviewShape({ ...row!, name: line.name, slug: line.slug }),
        product: { rating: Number(product!.rating), review_count: product!.reviewCount },
        message: REVIEW_THANKS,
      };
    });
  } catch (err) {
    // Two submits of the same line at once: the second meets the unique index.
    if (isUniqueViolation(err)) throw new BusinessError(409, 'already_reviewed', ALREADY_REVIEWED);
    throw err;
  }
}

export async function userReviews(db: Db, userId: number, p: { limit?: number; offset?: number; order_id?: number }) {
  // Always the bearer's own: another account's order_id simply finds none of theirs.
  const mine = p.order_id ? and(eq(productReviews.userId, userId), eq(productReviews.orderId, p.order_id)) : eq(productReviews.userId, userId);
  const rows = await db
    .select({
      id: productReviews.id, orderId: productReviews.orderId, productId: productReviews.productId, rating: productReviews.rating,
      comment: productReviews.comment, createdAt: productReviews.createdAt, name: products.name, slug: products.slug,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(mine)
    .orderBy(desc(productReviews.id))
    .limit(p.limit ?? 50)
    .offset(p.offset ?? 0);
  const [total] = await db.select({ n: count() }).from(productReviews).where(mine);
  return { reviews: rows.map(reviewShape), total: total?.n ?? 0 };
}
