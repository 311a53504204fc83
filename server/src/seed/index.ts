/**
 * The demo catalogue: categories of spec §3, a warehouse and three sellers with their stock
 * locations, 137 products of a Somali shop and the curated homepage sections. Deterministic.
 */
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, products, productSections, sellers, stockLocations } from '../db/schema';
import { buildProduct, type BuiltProduct, type LocationKey, type SellerKey } from './build';
import { CATEGORY_SEED } from './categories';
import { insertProducts } from './insert';
import { seedLive } from './live';
export { seedLiveIfEmpty } from './live';
import { seedProductMedia } from './media';
import { prng } from './prng';
import { PRODUCTS_BY_SUBCATEGORY } from './products-data';

export const DEMO_SEED = 20250601;

export interface SeedRefs {
  categoryIds: Record<string, number>;
  sellerIds: Record<SellerKey, number>;
  locationIds: Record<LocationKey, number>;
}

export async function productCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  return Number(row?.n ?? 0);
}

async function seedReferenceData(db: Db): Promise<SeedRefs> {
  const categoryIds: Record<string, number> = {};
  for (const [i, main] of CATEGORY_SEED.entries()) {
    const [row] = await db
      .insert(categories)
      .values({ slug: main.slug, name: main.name, nameSo: main.nameSo, colour: main.colour, sortOrder: i })
      .returning({ id: categories.id });
    categoryIds[main.slug] = row!.id;
    const subs = await db
      .insert(categories)
      .values(main.subcategories.map((s, j) => ({ ...s, parentId: row!.id, sortOrder: j })))
      .returning({ id: categories.id, slug: categories.slug });
    for (const s of subs) categoryIds[s.slug] = s.id;
  }
  const sellerRows = await db
    .insert(sellers)
    .values([
      { slug: 'hodan-beauty', name: 'Hodan Beauty', city: 'Hargeisa', country: 'Somaliland', rating: 4.7 },
      { slug: 'bakaara-fashion', name: 'Bakaara Fashion', city: 'Muqdisho', rating: 4.5 },
      { slug: 'barwaaqo-foods', name: 'Barwaaqo Foods', city: 'Kismaayo', rating: 4.3 },
    ])
    .returning({ id: sellers.id });
  const sellerIds: Record<SellerKey, number> = { hodan: sellerRows[0]!.id, bakaara: sellerRows[1]!.id, barwaaqo: sellerRows[2]!.id };
  const loc = await db
    .insert(stockLocations)
    .values([
      { name: 'Suuq Warehouse — Muqdisho', isWarehouse: true, city: 'Muqdisho' },
      { name: 'Hodan Beauty — Hargeisa', sellerId: sellerIds.hodan, city: 'Hargeisa' },
      { name: 'Bakaara Fashion — Muqdisho', sellerId: sellerIds.bakaara, city: 'Muqdisho' },
      { name: 'Barwaaqo Foods — Kismaayo', sellerId: sellerIds.barwaaqo, city: 'Kismaayo' },
    ])
    .returning({ id: stockLocations.id });
  const locationIds: Record<LocationKey, number> = { warehouse: loc[0]!.id, hodan: loc[1]!.id, bakaara: loc[2]!.id, barwaaqo: loc[3]!.id };
  return { categoryIds, sellerIds, locationIds };
}

const TRAVEL = /travel|sunscreen|sanitizer|wipes|towel|backpack|mask|deodorant|lip balm|miswak|razor|sandals|hijab|wrap|kit/i;
const GIFTS = /gift|set|box|perfume|oud|attar|watch|earrings|teddy|bakhoor|mist|honey|dates/i;

/** Curated sections; the others (best sellers, new, discounts, live) come from the data. */
async function seedSections(db: Db, built: BuiltProduct[], ids: number[]) {
  const rng = prng(DEMO_SEED + 1);
  const all = built.map((b, i) => ({ ...b.values, id: ids[i]! }));
  const rows: { section: string; productId: number; position: number }[] = [];
  const add = (section: string, list: { id: number }[]) => list.forEach((p, position) => rows.push({ section, productId: p.id, position }));
  add('suggested_products', [...all].sort(() => rng.next() - 0.5).slice(0, 16));
  add('featured_carousel', all.filter((p) => p.reviewCount >= 20).sort((a, b) => b.rating - a.rating || a.id - b.id).slice(0, 10));
  add('travel_products', all.filter((p) => TRAVEL.test(p.name)).slice(0, 16));
  add('gift_sets', all.filter((p) => GIFTS.test(p.name)).slice(0, 16));
  const brandCount = new Map<string, number>();
  for (const p of all) brandCount.set(p.brand, (brandCount.get(p.brand) ?? 0) + 1);
  const byBrand = new Map<string, (typeof all)[number]>();
  for (const p of [...all].sort((a, b) => b.soldCount - a.soldCount)) {
    if ((brandCount.get(p.brand) ?? 0) >= 2 && !byBrand.has(p.brand)) byBrand.set(p.brand, p);
  }
  add('popular_brands', [...byBrand.values()].slice(0, 16));
  await db.insert(productSections).values(rows);
}

export async function seedDemo(db: Db) {
  const refs = await seedReferenceData(db);
  const rng = prng(DEMO_SEED);
  const now = Date.now();
  const built: BuiltProduct[] = [];
  for (const [sub, rows] of Object.entries(PRODUCTS_BY_SUBCATEGORY)) {
    for (const row of rows) built.push(buildProduct(rng, row, sub, { categoryId: refs.categoryIds[sub]!, sellerIds: refs.sellerIds, now }));
  }
  const ids = await insertProducts(db, built, refs.locationIds);
  await seedSections(db, built, ids);
  await seedProductMedia(db, built.map((b) => b.values.name), ids);
  const liveStreams = await seedLive(db);
  return { products: ids.length, categories: Object.keys(refs.categoryIds).length, stockLocations: Object.keys(refs.locationIds).length, liveStreams };
}

/** First start: fill an empty catalogue; a catalogue that has products is left alone. */
export async function seedIfEmpty(db: Db) {
  if ((await productCount(db)) > 0) return null;
  return seedDemo(db);
}

/** The references of an already seeded catalogue (for the bulk generator). */
export async function loadRefs(db: Db): Promise<SeedRefs> {
  const cats = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const sel = await db.select({ id: sellers.id, slug: sellers.slug }).from(sellers).orderBy(asc(sellers.id));
  const locs = await db.select({ id: stockLocations.id, isWarehouse: stockLocations.isWarehouse, sellerId: stockLocations.sellerId }).from(stockLocations);
  const sellerBySlug = Object.fromEntries(sel.map((s) => [s.slug, s.id]));
  const sellerIds: Record<SellerKey, number> = {
    hodan: sellerBySlug['hodan-beauty']!,
    bakaara: sellerBySlug['bakaara-fashion']!,
    barwaaqo: sellerBySlug['barwaaqo-foods']!,
  };
  const locOf = (sellerId: number) => locs.find((l) => l.sellerId === sellerId)!.id;
  return {
    categoryIds: Object.fromEntries(cats.map((c) => [c.slug, c.id])),
    sellerIds,
    locationIds: {
      warehouse: locs.find((l) => l.isWarehouse)!.id,
      hodan: locOf(sellerIds.hodan),
      bakaara: locOf(sellerIds.bakaara),
      barwaaqo: locOf(sellerIds.barwaaqo),
    },
  };
}

