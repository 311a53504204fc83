import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stockLocations } from '../db/schema';

export async function stockLocationList(db: Db, sellerId?: number) {
  return db
    .select({ id: stockLocations.id, name: stockLocations.name, isWarehouse: stockLocations.isWarehouse, sellerId: stockLocations.sellerId })
    .from(stockLocations)
    .where(sellerId === undefined ? undefined : eq(stockLocations.sellerId, sellerId))
    .orderBy(asc(stockLocations.id));
}
