import type { Category, ProductSummary, Subcategory } from 'shared-api';
import type { Language } from 'shared-ui';

export type Named = Pick<Category | Subcategory, 'name' | 'name_so'>;

/** Somali names by default (the shop's language), English when the shopper chose it. */
export const categoryName = (category: Named, lang: Language): string =>
  lang === 'so' && category.name_so ? category.name_so : category.name;

/** A product's category as the shopper reads it: on its card, in search suggestions, on its page. */
export const productCategoryName = (product: Pick<ProductSummary, 'category' | 'category_so'>, lang: Language): string =>
  categoryName({ name: product.category, name_so: product.category_so }, lang);

/** Links to a category use its id (spec §2: "the category links use a subcategory id"). */
export const categoryPath = (category: { id: number }) => `/category/${category.id}`;
