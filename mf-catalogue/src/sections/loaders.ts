import {
  getHomepageSection,
  getProduct,
  getProducts,
  type ProductDetail,
  type ProductSummary,
  type SectionKey,
} from 'shared-api';

/** Products on a section page: five desktop rows of the grid. */
export const SECTION_PAGE_SIZE = 40;

const uniqueById = (products: ProductSummary[]) => {
  const seen = new Set<number>();
  return products.filter((p) => !seen.has(p.id) && seen.add(p.id));
};

export async function loadSection(key: SectionKey): Promise<ProductSummary[]> {
  return (await getHomepageSection(key, SECTION_PAGE_SIZE)).products;
}

const DISCOUNT_SECTIONS: SectionKey[] = ['limited_time_discounts', 'monthly_special'];

/**
 * The discounts page: the limited-time discounts, then the monthly special. Only when both
 * sections are empty do we fall back to any product that shows an old price, so the page the
 * hero links to is never empty while the shop has discounted products.
 */
export async function loadDiscounts(): Promise<ProductSummary[]> {
  const answers = await Promise.allSettled(DISCOUNT_SECTIONS.map(loadSection));
  const loaded = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
  if (loaded.length === 0) throw (answers[0] as PromiseRejectedResult).reason;
  const merged = uniqueById(loaded.flat());
  if (merged.length > 0) return merged;
  const list = await getProducts({ limit: SECTION_PAGE_SIZE * 2 });
  return list.products
    .filter((p) => p.oldPrice !== null && p.oldPrice > p.price)
    .slice(0, SECTION_PAGE_SIZE);
}

export interface Related {
  product: ProductDetail;
  products: ProductSummary[];
}

/** Products of the same subcategory as the given product, without the product itself. */
export async function loadRelated(productId: string): Promise<Related> {
  const product = await getProduct(productId);
  const list = await getProducts({ category: product.category_slug, limit: SECTION_PAGE_SIZE + 1 });
  const products = list.products.filter((p) => p.id !== product.id).slice(0, SECTION_PAGE_SIZE);
  return { product, products };
}
