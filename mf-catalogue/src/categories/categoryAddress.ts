import type { Category, Subcategory } from 'shared-api';
import type { Named } from './categoryNames';

// Reading a /category/{slug} address: only the category page needs this, so it is apart from the
// names and links the home page's category navigation uses.

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
