/**
 * The public pages a search engine may list, besides products: the shell's public routes
 * (shell/src/routing/routes.ts PAGE_ROUTES without `protected`, and without the pages of one
 * shopper: search results, order confirmation), the homepage sections and the categories.
 */
import { asc, max } from 'drizzle-orm';
import { SECTION_KEYS } from '../contract';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema';

/** The live list's path holds the shop's slug (shared-ui BRAND.slug). */
export const LIVE_LIST_PATH = '/suuq-live-shopping';

export const STATIC_PAGES = [
  '/home', '/category', '/discounts', '/carousel', '/privacy-policy', LIVE_LIST_PATH,
  // The footer's help and company pages (mf-account's content pages, open to everyone).
  '/faq', '/shipping-info', '/billing-info', '/returns', '/about', '/business', '/platforms', '/terms', '/legal',
  '/influencer-terms', '/customer-service', '/student-discount',
] as const;

/** /section/best-sellers for best_sellers: the homepage's "See all" links (spec §2 routes are hyphenated). */
export const SECTION_PAGES = SECTION_KEYS.map((key) => `/section/${key.replace(/_/g, '-')}`);

export interface Page {
  path: string;
  lastmod: Date | null;
}

/**
 * Every page but the products': a category's lastmod is its newest product change (a main
 * category lists its subcategories' products), which one pass over products gives.
 */
export async function publicPages(db: Db): Promise<Page[]> {
  const [all, changed] = await Promise.all([
    db.select({ id: categories.id, parentId: categories.parentId }).from(categories).orderBy(asc(categories.id)),
    db.select({ categoryId: products.categoryId, lastmod: max(products.updatedAt) }).from(products).groupBy(products.categoryId),
  ]);
  const lastmod = new Map<number, Date>();
  const later = (id: number, date: Date | null) => {
    const seen = lastmod.get(id);
    if (date && (!seen || date > seen)) lastmod.set(id, date);
  };
  const parentOf = new Map(all.map((c) => [c.id, c.parentId]));
  for (const { categoryId, lastmod: date } of changed) {
    const at = date ? new Date(date) : null;
    later(categoryId, at);
    const parent = parentOf.get(categoryId);
    if (parent != null) later(parent, at);
  }
  return [
    ...STATIC_PAGES.map((path) => ({ path, lastmod: null })),
    ...SECTION_PAGES.map((path) => ({ path, lastmod: null })),
    ...all.map((c) => ({ path: `/category/${c.id}`, lastmod: lastmod.get(c.id) ?? null })),
  ];
}
