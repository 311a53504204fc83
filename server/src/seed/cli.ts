/**
 * pnpm --filter server seed -- --products 100000 [--reset]
 * Seeds the demo catalogue if needed, then grows it to --products (batches of 1000).
 * Uses DATABASE_URL or DATA_DIR like the server; never run it while the server has that PGlite open.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { growCatalogue } from './bulk';
import { seedIfEmpty } from './index';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const target = Number(arg('--products') ?? 0);
if (!Number.isInteger(target) || target < 0) {
  console.error('--products must be a whole number');
  process.exit(2);
}

const database = await openDatabase();
try {
  const t0 = performance.now();
  if (args.includes('--reset')) {
    await database.db.execute(
      // The search index and files go with products (cascade); the vocabulary and deletion log do not.
      sql`TRUNCATE product_sections, stock, product_images, products, stock_locations, sellers, categories, search_words, product_deletions RESTART IDENTITY CASCADE`,
    );
    console.log('catalogue emptied');
  }
  const demo = await seedIfEmpty(database.db);
  if (demo) console.log(`demo catalogue: ${demo.products} products`);
  let last = 0;
  const added = await growCatalogue(database.db, target, (done, total) => {
    if (done - last >= 10_000 || done === total) {
      last = done;
      console.log(`  ${done}/${total} products added (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    }
  });
  // PGlite has no autovacuum: without fresh statistics the planner misjudges search and list queries,
  // and without a vacuum no page is marked all-visible, so index-only scans (the count of a category
  // page) read the table too. On PostgreSQL it saves waiting for autovacuum after a bulk load.
  if (added > 0) await database.db.execute(sql`VACUUM ANALYZE`);
  console.log(`added ${added} products in ${((performance.now() - t0) / 1000).toFixed(1)} s (${database.engine}, ${database.location})`);
} finally {
  await database.close();
}
