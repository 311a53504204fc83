/** A large catalogue for benchmarks: variants of the demo rows, after the demo products. */
import type { Db } from '../client';
import { buildProduct, type BuiltProduct } from './build';
import { BATCH, insertProducts } from './insert';
import { prng } from './prng';
import { PRODUCTS_BY_SUBCATEGORY } from './products-data';
import { loadRefs, productCount, seedIfEmpty } from './index';

const VARIANTS: [string, string][] = [
  ['Family Pack', 'Xirmo Qoys'], ['Travel Size', 'Cabbir Safar'], ['Gift Edition', 'Daabacaad Hadiyad'],
  ['Value Pack', 'Xirmo Qiimo Jaban'], ['Mini', 'Yar'], ['Large', 'Weyn'], ['Blue', 'Buluug'],
  ['Green', 'Cagaar'], ['Classic', 'Caadi'], ['Premium', 'Heer Sare'], ['Twin Pack', 'Laba Xabbo'], ['Eid Special', 'Gaar Ciid'],
];

/** Adds products until the catalogue holds `target`; returns how many it added. */
export async function growCatalogue(db: Db, target: number, onProgress?: (done: number, total: number) => void): Promise<number> {
  await seedIfEmpty(db);
  const refs = await loadRefs(db);
  const start = await productCount(db);
  const missing = Math.max(0, target - start);
  const rows = Object.entries(PRODUCTS_BY_SUBCATEGORY).flatMap(([sub, list]) => list.map((row) => ({ sub, row })));
  const rng = prng(start * 7919 + 1);
  const now = Date.now();
  for (let done = 0; done < missing; ) {
    const size = Math.min(BATCH, missing - done);
    const built: BuiltProduct[] = [];
    for (let i = 0; i < size; i++) {
      const n = start + done + i + 1;
      const { sub, row } = rows[n % rows.length]!;
      const [en, so] = VARIANTS[Math.floor(n / rows.length) % VARIANTS.length]!;
      built.push(buildProduct(rng, row, sub, { categoryId: refs.categoryIds[sub]!, sellerIds: refs.sellerIds, now }, { en, so, n }));
    }
    await insertProducts(db, built, refs.locationIds);
    done += size;
    onProgress?.(done, missing);
  }
  return missing;
}
