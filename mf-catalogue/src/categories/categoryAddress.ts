import type { Category, Subcategory } from 'shared-api';
import { parsePage } from '../listing/pageNumber';
import type { Named } from './categoryNames';

// Reading and writing a /category/{slug} address: only the category page needs this, so it is
// apart from the names and links the home page's category navigation uses.

/**
 * The main category or subcategory a /category/{slug} address names: by id (what our links
 * use) or by slug (older links, typed addresses).
 */
export function findCategory(categories: Category[], slugOrId: string): Named | null {
  const wanted = slugOrId.trim().toLowerCase();
  const matches = (c: Category | Subcategory) =>
    String(c.id) === wanted || c.slug.toLowerCase() === wanted;
  for (const main of categories) {
    if (matches(main)) return main;
    const sub = main.subcategories.find(matches);
    if (sub) return sub;
  }
  return null;
}

/** The products call takes an id as a number and a slug as text. */
export const toCategoryParam = (slugOrId: string): number | string =>
  /^[0-9]+$/.test(slugOrId) ? Number(slugOrId) : slugOrId;

/**
 * How many pages a shopper without scripts can reach by 'Load more' (?page=N: the first N pages,
 * each a new page load that draws them all again): past 10 (240 products) a page grows too heavy
 * for a slow line, and searching or sorting serves better.
 */
export const CATEGORY_PAGES_MAX = 10;

/** How many pages of a category an address shows: its ?page=N, within 1…CATEGORY_PAGES_MAX. */
export const shownPages = (params: URLSearchParams): number =>
  Math.min(parsePage(params.get('page')), CATEGORY_PAGES_MAX);

/** The address of a category's first `pages` pages; page 1 is the category's own address. */
export const categoryPagesPath = (slugOrId: string, pages: number): string =>
  `/category/${encodeURIComponent(slugOrId)}${pages > 1 ? `?page=${pages}` : ''}`;
