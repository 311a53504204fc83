import {
  getHomepageSection,
  getProduct,
  getProducts,
  type ApiClient,
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

// Each loader takes the client the server renders with (src/server/pages/); in the browser none is
// given and the calls go through shared-api's own client, as they always did.
const withClient = (client?: ApiClient): [] | [ApiClient] => (client ? [client] : []);

const productsOf = (params: Parameters<typeof getProducts>[0], client?: ApiClient) =>
  client ? getProducts(params, undefined, client) : getProducts(params);

export async function loadSection(key: SectionKey, client?: ApiClient): Promise<ProductSummary[]> {
  return (await getHomepageSection(key, SECTION_PAGE_SIZE, ...withClient(client))).products;
}

const DISCOUNT_SECTIONS: SectionKey[] = ['limited_time_discounts', 'monthly_special'];

/**
 * The discounts page: the limited-time discounts, then the monthly special. Only when both
 * sections are empty do we fall back to any product that shows an old price, so the page the
 * hero links to is never empty while the shop has discounted products.
 */
export async function loadDiscounts(client?: ApiClient): Promise<ProductSummary[]> {
  const answers = await Promise.allSettled(DISCOUNT_SECTIONS.map((key) => loadSection(key, client)));
  const loaded = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
  if (loaded.length === 0) throw (answers[0] as PromiseRejectedResult).reason;
  const merged = uniqueById(loaded.flat());
  if (merged.length > 0) return merged;
  const list = await productsOf({ limit: SECTION_PAGE_SIZE * 2 }, client);
  return list.products
    .filter((p) => p.oldPrice !== null && p.oldPrice > p.price)
    .slice(0, SECTION_PAGE_SIZE);
}

export interface Related {
  product: ProductDetail;
  products: ProductSummary[];
}

/** Products of the same subcategory as the given product, without the product itself. */
export async function loadRelated(productId: string, client?: ApiClient): Promise<Related> {
  const product = await getProduct(productId, ...withClient(client));
  const list = await productsOf({ category: product.category_slug, limit: SECTION_PAGE_SIZE + 1 }, client);
  const products = list.products.filter((p) => p.id !== product.id).slice(0, SECTION_PAGE_SIZE);
  return { product, products };
}

/**
 * The names the section pages' answers go by when the server hands them in (preloaded.tsx):
 * `<name>:<load key>`, the load key being the page's useLoad key.
 */
export const SECTION_PRELOAD = {
  section: 'homepageSection',
  discounts: 'discounts',
  related: 'relatedProducts',
} as const;

/** The discounts page's load key (it has no parameters). */
export const DISCOUNTS_KEY = 'discounts';
