import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, stock, stockLocations } from '../db/schema';

export async function productForDelivery(db: Db, id: number) {
  const [row] = await db
    .select({
      id: products.id,
      priceCents: products.priceCents,
      freeDelivery: products.freeDelivery,
      isHaadExpress: products.isHaadExpress,
      sellerId: products.sellerId,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return row;
}

export interface LocationStock {
  id: number;
  name: string;
  isWarehouse: boolean;
  sellerId: number | null;
  city: string;
  /** Null where the location does not carry the product. */
  quantity: number | null;
}

/** Every stock location, with the product's quantity there. */
export async function locationsWithStock(db: Db, productId: number): Promise<LocationStock[]> {
  return db
    .select({
      id: stockLocations.id,
      name: stockLocations.name,
      isWarehouse: stockLocations.isWarehouse,
      sellerId: stockLocations.sellerId,
      city: stockLocations.city,
      quantity: stock.quantity,
    })
    .from(stockLocations)
    .leftJoin(stock, and(eq(stock.stockLocationId, stockLocations.id), eq(stock.productId, productId)))
    .orderBy(asc(stockLocations.id));
}

export interface ShippingPlace {
  id: number;
  name: string;
  city: string;
  isWarehouse: boolean;
  sellerId: number | null;
}

export async function stockLocationById(db: Db, id: number): Promise<ShippingPlace | undefined> {
  const [row] = await db
    .select({ id: stockLocations.id, name: stockLocations.name, city: stockLocations.city, isWarehouse: stockLocations.isWarehouse, sellerId: stockLocations.sellerId })
    .from(stockLocations)
    .where(eq(stockLocations.id, id))
    .limit(1);
  return row;
}

/** A seller's stock locations, oldest first. */
export async function sellerLocations(db: Db, sellerId: number): Promise<ShippingPlace[]> {
  return db
    .select({ id: stockLocations.id, name: stockLocations.name, city: stockLocations.city, isWarehouse: stockLocations.isWarehouse, sellerId: stockLocations.sellerId })
    .from(stockLocations)
    .where(eq(stockLocations.sellerId, sellerId))
    .orderBy(asc(stockLocations.id));
}
