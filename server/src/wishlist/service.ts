/**
 * The shopper's wishlist (spec §3, §7): list, add, remove, clear, always the bearer's own. Adding a
 * product twice keeps one item (the unique index decides, so a double tap cannot make two).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { ParamsOf, calls } from '../contract';
import type { AuthContext } from '../auth/context';
import { products } from '../db/schema';
import { wishlistItems } from '../db/schema-wishlist';
import { centsToDollars } from '../money';
import { notFound } from '../errors';

const columns = {
  id: wishlistItems.id,
  productId: wishlistItems.productId,
  name: products.name,
  priceCents: products.priceCents,
  slug: products.slug,
};
type Row = { id: number; productId: number; name: string; priceCents: number; slug: string };

const toItem = (r: Row) => ({
  id: r.id,
  product_id: r.productId,
  name: r.name,
  price: centsToDollars(r.priceCents),
  image: `/api/product-image/${r.productId}`,
  slug: r.slug || `product-${r.productId}`,
});

/** Newest first. */
export async function list(ctx: AuthContext, userId: number) {
  const rows = await ctx.db
    .select(columns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return { items: rows.map(toItem) };
}

async function ownItem(ctx: AuthContext, userId: number, by: { id: number } | { productId: number }) {
  const [row] = await ctx.db
    .select(columns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.userId, userId), 'id' in by ? eq(wishlistItems.id, by.id) : eq(wishlistItems.productId, by.productId)))
    .limit(1);
  return row;
}

export async function add(ctx: AuthContext, userId: number, p: ParamsOf<typeof calls.wishlistAdd>) {
  const [product] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, p.product_id)).limit(1);
  if (!product) throw notFound('Product not found');
  await ctx.db.insert(wishlistItems).values({ userId, productId: product.id, createdAt: ctx.now() }).onConflictDoNothing();
  const row = await ownItem(ctx, userId, { productId: product.id });
  // Deleted between the insert and the read (a clear from another tab): as if never there.
  if (!row) throw notFound('Product not found');
  return { item: toItem(row), message: 'Added to wishlist' };
}

/** Another shopper's item answers exactly like one that does not exist. */
export async function remove(ctx: AuthContext, userId: number, p: ParamsOf<typeof calls.wishlistRemove>) {
  const gone = await ctx.db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, Number(p.id)), eq(wishlistItems.userId, userId)))
    .returning({ id: wishlistItems.id });
  if (!gone.length) throw notFound('Wishlist item not found');
  return { message: 'Removed from wishlist' };
}

export async function clear(ctx: AuthContext, userId: number) {
  await ctx.db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
  return { message: 'Wishlist cleared' };
}
