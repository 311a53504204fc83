/** What the quote and the order read: products, stock locations, stock and the shopper's address. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, sellers, stock, stockLocations } from '../db/schema';
import { addresses } from '../db/schema-orders';
import { notFound } from '../errors';
import type { LocationFacts, ProductFacts, StockRow } from './grouping';

/** The outer database or a transaction (a transaction is a database to drizzle). */
export type Q = Db;

export const ADDRESS_NOT_FOUND = 'Address not found';

/** The shopper's own saved address; another account's answers exactly as a missing one. */
export async function ownAddress(q: Q, userId: number, id: number) {
  const [row] = await q
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return row;
}

export async function productFacts(q: Q, ids: number[]): Promise<ProductFacts[]> {
  if (!ids.length) return [];
  return q
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      priceCents: products.priceCents,
      freeDelivery: products.freeDelivery,
      isHaadExpress: products.isHaadExpress,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

export async function locationFacts(q: Q, ids?: number[]): Promise<LocationFacts[]> {
  if (ids && !ids.length) return [];
  return q
    .select({
      id: stockLocations.id,
      name: stockLocations.name,
      city: stockLocations.city,
      isWarehouse: stockLocations.isWarehouse,
      sellerId: stockLocations.sellerId,
      sellerName: sellers.name,
    })
    .from(stockLocations)
    .leftJoin(sellers, eq(sellers.id, stockLocations.sellerId))
    .where(ids ? inArray(stockLocations.id, ids) : undefined)
    .orderBy(asc(stockLocations.id));
}

/**
 * The stock of these products at every location. With `lock`, the rows are locked FOR UPDATE in
 * one fixed order (product, then location), so two checkouts that want the same rows queue
 * instead of deadlocking, and each sees what the other left.
 */
export async function stockOf(q: Q, productIds: number[], lock = false): Promise<StockRow[]> {
  if (!productIds.length) return [];
  const query = q
    .select({ productId: stock.productId, stockLocationId: stock.stockLocationId, quantity: stock.quantity })
    .from(stock)
    .where(inArray(stock.productId, productIds))
    .orderBy(asc(stock.productId), asc(stock.stockLocationId));
  return lock ? query.for('update') : query;
}

/** Everything planOrder needs for these lines; stock locked when `lock` (inside the order's transaction). */
export async function planFacts(q: Q, productIds: number[], lock = false) {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const stockRows = await stockOf(q, ids, lock);
  // One after the other: a transaction runs one query at a time anyway.
  const productRows = await productFacts(q, ids);
  const locationRows = await locationFacts(q, [...new Set(stockRows.map((s) => s.stockLocationId))]);
  return { products: productRows, locations: locationRows, stock: stockRows };
}
