/** A large catalogue for benchmarks: variants of the demo rows, after the demo products. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
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

/** Up to this many products are built one by one in JavaScript; beyond it, copied in SQL. */
export const BUILT_MAX = 100_000;
/** Rows per INSERT … SELECT when copying: the search triggers read each statement's rows at once. */
const COPY_CHUNK = 100_000;

/**
 * Adds products until the catalogue holds `target`; returns how many it added. The first
 * BUILT_MAX come from the demo rows (builder, batches of 1000); a larger catalogue (the 1M bench)
 * copies those in SQL, a chunk per statement: same words and categories, new ids and slugs, price
 * and sales spread by a hash of the new id, the same stock and images.
 */
export async function growCatalogue(db: Db, target: number, onProgress?: (done: number, total: number) => void, builtMax = BUILT_MAX): Promise<number> {
  const start = await productCount(db);
  const built = await buildCatalogue(db, Math.min(target, Math.max(start, builtMax)), onProgress);
  const copied = await copyCatalogue(db, target, onProgress);
  return built + copied;
}

async function copyCatalogue(db: Db, target: number, onProgress?: (done: number, total: number) => void): Promise<number> {
  const rowsOf = (res: unknown) => ((res as { rows?: Record<string, unknown>[] }).rows ?? (res as Record<string, unknown>[]));
  const count = async () => Number(rowsOf(await db.execute(sql`select count(*)::int as n from products`))[0]!.n);
  const startCount = await count();
  const missing = Math.max(0, target - startCount);
  for (let done = 0; done < missing; ) {
    const [row] = rowsOf(await db.execute(sql`select coalesce(max(id), 0)::int as top from products`));
    const top = Number(row!.top);
    const size = Math.min(COPY_CHUNK, missing - done, top);
    // Copies ids 1..size to top+1..top+size (ids from 1 to top may have gaps: then fewer rows come).
    await db.transaction(async (tx) => {
      const copied = rowsOf(
        await tx.execute(sql`
          insert into products (id, slug, name, name_so, description, description_so, price_cents, old_price_cents, category_id,
            brand, origin, rating, review_count, sold_count, is_haad_express, is_live_stream, free_delivery, has_videos,
            has_leaflets, video_url, delivery_method, seller_id, emoji, created_at, updated_at)
          select p.id + ${top}, p.slug || '-' || (p.id + ${top}), p.name, p.name_so, p.description, p.description_so,
            greatest(100, p.price_cents * (80 + abs(hashint4(p.id + ${top})) % 60) / 100),
            case when p.old_price_cents is null then null else greatest(199, p.old_price_cents * (80 + abs(hashint4(p.id + ${top})) % 60) / 100 + 100) end,
            p.category_id, p.brand, p.origin, p.rating, p.review_count, abs(hashint4(-(p.id + ${top}))) % (p.sold_count + 50),
            p.is_haad_express, p.is_live_stream, p.free_delivery, false, false, null, p.delivery_method, p.seller_id, p.emoji,
            p.created_at, p.updated_at
          from products p where p.id between 1 and ${size}
          returning id`),
      ).length;
      await tx.execute(sql`insert into stock (product_id, stock_location_id, quantity)
        select s.product_id + ${top}, s.stock_location_id, s.quantity from stock s where s.product_id between 1 and ${size}`);
      await tx.execute(sql`insert into product_images (product_id, position, emoji, colour)
        select i.product_id + ${top}, i.position, i.emoji, i.colour from product_images i where i.product_id between 1 and ${size}`);
      await tx.execute(sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);
      done += copied;
    });
    onProgress?.(Math.min(done, missing), missing);
  }
  return (await count()) - startCount;
}

async function buildCatalogue(db: Db, target: number, onProgress?: (done: number, total: number) => void): Promise<number> {
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
