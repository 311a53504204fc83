import type { Category, Subcategory } from 'shared-api';
import type { Language } from 'shared-ui';

type Named = Pick<Category | Subcategory, 'name' | 'name_so'>;

/** Somali names by default (the shop's language), English when the shopper chose it. */
export const categoryName = (category: Named, lang: Language): string =>
  lang === 'so' && category.name_so ? category.name_so : category.name;

/** Links to a category use its id (spec §2: "the category links use a subcategory id"). */
export const categoryPath = (category: { id: number }) => `/category/${category.id}`;

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
