import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, productImages, products } from '../db/schema';

const columns = {
  emoji: productImages.emoji,
  colour: productImages.colour,
  categoryColour: categories.colour,
  productEmoji: products.emoji,
};

/** The main image of a product; a product without image rows still has its own emoji. */
export async function mainImage(db: Db, productId: number) {
  const [row] = await db
    .select(columns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.position, 0)))
    .where(eq(products.id, productId))
    .orderBy(asc(productImages.id))
    .limit(1);
  return row && { emoji: row.emoji ?? row.productEmoji, colour: row.colour ?? row.categoryColour };
}

/** An additional (gallery) image, only when it belongs to that product. */
export async function additionalImage(db: Db, productId: number, imageId: number) {
  const [row] = await db
    .select(columns)
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId), gt(productImages.position, 0)))
    .limit(1);
  return row && { emoji: row.emoji ?? row.productEmoji, colour: row.colour ?? row.categoryColour };
}
