/** Catalogue reads. Every count and sum is cast to int: PGlite answers numbers, pg answers strings. */
import { and, asc, desc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, productImages, products, productSections, sellers, stock, stockLocations } from '../db/schema';
import type { SectionKey } from '../contract';

export const quantitySql = sql<number>`coalesce((select sum(${stock.quantity}) from ${stock} where ${stock.productId} = ${products.id}), 0)::int`;

export const summaryColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  nameSo: products.nameSo,
  priceCents: products.priceCents,
  oldPriceCents: products.oldPriceCents,
  categoryId: products.categoryId,
  categoryName: categories.name,
  categoryNameSo: categories.nameSo,
  categorySlug: categories.slug,
  brand: products.brand,
  origin: products.origin,
  rating: products.rating,
  reviewCount: products.reviewCount,
  soldCount: products.soldCount,
  quantity: quantitySql,
  isHaadExpress: products.isHaadExpress,
  isLiveStream: products.isLiveStream,
  freeDelivery: products.freeDelivery,
  hasVideos: products.hasVideos,
  hasLeaflets: products.hasLeaflets,
  sellerId: products.sellerId,
};
export type ProductRow = Awaited<ReturnType<typeof listProducts>>[number];

export interface ProductFilter {
  categoryIds?: number[];
  minPriceCents?: number;
  maxPriceCents?: number;
  brand?: string;
  inStock?: boolean;
  haadExpress?: boolean;
  live?: boolean;
  section?: SectionKey;
}

/** Sections made from data; the others are curated rows of product_sections. */
const derivedSections: Partial<Record<SectionKey, { where?: SQL; order: SQL[] }>> = {
  best_sellers: { order: [desc(products.soldCount), asc(products.id)] },
  new_arrivals: { order: [desc(products.createdAt), desc(products.id)] },
  monthly_special: { where: gt(products.oldPriceCents, products.priceCents), order: [desc(products.soldCount), asc(products.id)] },
  limited_time_discounts: {
    where: gt(products.oldPriceCents, products.priceCents),
    order: [sql`(${products.oldPriceCents} - ${products.priceCents})::float / ${products.oldPriceCents} desc`, asc(products.id)],
  },
  suuq_live: { where: eq(products.isLiveStream, true), order: [desc(products.soldCount), asc(products.id)] },
};

function whereOf(f: ProductFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.categoryIds) parts.push(inArray(products.categoryId, f.categoryIds));
  if (f.minPriceCents !== undefined) parts.push(gte(products.priceCents, f.minPriceCents));
  if (f.maxPriceCents !== undefined) parts.push(lte(products.priceCents, f.maxPriceCents));
  if (f.brand) parts.push(sql`lower(${products.brand}) = lower(${f.brand})`);
  if (f.inStock !== undefined) {
    // exists() stops at the first stocked location; quantities are never negative (check constraint).
    const stocked = sql`exists (select 1 from ${stock} where ${stock.productId} = ${products.id} and ${stock.quantity} > 0)`;
    parts.push(f.inStock ? stocked : sql`not ${stocked}`);
  }
  if (f.haadExpress !== undefined) parts.push(eq(products.isHaadExpress, f.haadExpress));
  if (f.live !== undefined) parts.push(eq(products.isLiveStream, f.live));
  const derived = f.section ? derivedSections[f.section] : undefined;
  if (derived?.where) parts.push(derived.where);
  if (f.section && !derived) {
    parts.push(sql`exists (select 1 from ${productSections} where ${productSections.productId} = ${products.id} and ${productSections.section} = ${f.section})`);
  }
  return and(...parts);
}

function orderOf(f: ProductFilter): SQL[] {
  if (f.section) {
    const derived = derivedSections[f.section];
    if (derived) return derived.order;
    return [
      sql`(select ${productSections.position} from ${productSections} where ${productSections.productId} = ${products.id} and ${productSections.section} = ${f.section})`,
      asc(products.id),
    ];
  }
  return [desc(products.soldCount), asc(products.id)];
}

export async function listProducts(db: Db, f: ProductFilter, limit: number, offset = 0) {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(whereOf(f))
    .orderBy(...orderOf(f))
    .limit(limit)
    .offset(offset);
}

export async function countProducts(db: Db, f: ProductFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(whereOf(f));
  return Number(row?.n ?? 0);
}

/**
 * A page of products and how many match, in one round trip: the count is a subquery run once
 * beside the page (each round trip costs the API and the database more than the count of a
 * category's index entries). A page after the last has no row to carry it: counted apart then.
 */
export async function listProductsWithTotal(db: Db, f: ProductFilter, limit: number, offset = 0) {
  const where = whereOf(f);
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`(select count(*)::int from ${products}${where ? sql` where ${where}` : sql``})` })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...orderOf(f))
    .limit(limit)
    .offset(offset);
  const total = rows.length ? Number(rows[0]!.total) : offset > 0 ? await countProducts(db, f) : 0;
  return { rows, total };
}

export async function findProduct(db: Db, by: { id: number } | { slug: string }) {
  const [row] = await db
    .select({
      ...summaryColumns,
      description: products.description,
      descriptionSo: products.descriptionSo,
      videoUrl: products.videoUrl,
      deliveryMethod: products.deliveryMethod,
      sellerName: sellers.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where('id' in by ? eq(products.id, by.id) : eq(products.slug, by.slug))
    .limit(1);
  return row;
}

export async function additionalImageIds(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productImages.id })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), gt(productImages.position, 0)))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map((r) => r.id);
}

export async function stockOf(db: Db, productId: number) {
  return db
    .select({
      id: stockLocations.id,
      name: stockLocations.name,
      isWarehouse: stockLocations.isWarehouse,
      sellerId: stockLocations.sellerId,
      quantity: stock.quantity,
    })
    .from(stock)
    .innerJoin(stockLocations, eq(stockLocations.id, stock.stockLocationId))
    .where(eq(stock.productId, productId))
    .orderBy(asc(stockLocations.id));
}

export async function allCategories(db: Db) {
  return db
    .select({ id: categories.id, parentId: categories.parentId, slug: categories.slug, name: categories.name, nameSo: categories.nameSo })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

/** A category by id or slug, with the ids it covers (itself and its subcategories). */
export async function categoryScope(db: Db, ref: number | string): Promise<number[] | null> {
  const match = typeof ref === 'number' ? eq(categories.id, ref) : eq(categories.slug, ref);
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(or(match, inArray(categories.parentId, db.select({ id: categories.id }).from(categories).where(match))));
  return rows.length ? rows.map((r) => r.id) : null;
}


/** Summaries of the given products (any order; callers order them). */
export async function productsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, ids));
}
