import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sellers, stockLocations } from '../db/schema';

export async function sellerById(db: Db, id: number) {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, id)).limit(1);
  return row;
}

export async function locationsOfSeller(db: Db, sellerId: number) {
  return db.select().from(stockLocations).where(eq(stockLocations.sellerId, sellerId)).orderBy(asc(stockLocations.id));
}
