/** Batched inserts of built products: one multi-row VALUES per table and batch. */
import type { Db } from '../db/client';
import { productImages, products, stock } from '../db/schema';
import type { BuiltProduct, LocationKey } from './build';

/** 1000 products × 20 columns stays far under PostgreSQL's 65535 parameters per statement. */
export const BATCH = 1000;

export async function insertProducts(db: Db, built: BuiltProduct[], locationIds: Record<LocationKey, number>): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < built.length; i += BATCH) {
    const batch = built.slice(i, i + BATCH);
    await db.transaction(async (tx) => {
      const rows = await tx.insert(products).values(batch.map((b) => b.values)).returning({ id: products.id });
      const images = batch.flatMap((b, j) => b.images.map((img) => ({ ...img, productId: rows[j]!.id })));
      const stockRows = batch.flatMap((b, j) =>
        b.stock.map((s) => ({ productId: rows[j]!.id, stockLocationId: locationIds[s.location], quantity: s.quantity })),
      );
      for (let k = 0; k < images.length; k += BATCH * 2) await tx.insert(productImages).values(images.slice(k, k + BATCH * 2));
      for (let k = 0; k < stockRows.length; k += BATCH * 2) await tx.insert(stock).values(stockRows.slice(k, k + BATCH * 2));
      ids.push(...rows.map((r) => r.id));
    });
  }
  return ids;
}
