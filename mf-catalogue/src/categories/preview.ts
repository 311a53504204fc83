import type { ProductSummary } from 'shared-api';

/** Spec §9: category preview 8 loaded, 3 shown. */
export const PREVIEW_LOADED = 8;
export const PREVIEW_SHOWN = 3;

/** The products a subcategory preview shows, and how many more it loaded ('+N more items'). */
export function previewOf(products: ProductSummary[]): { shown: ProductSummary[]; more: number } {
  const loaded = products.slice(0, PREVIEW_LOADED);
  return {
    shown: loaded.slice(0, PREVIEW_SHOWN),
    more: Math.max(0, loaded.length - PREVIEW_SHOWN),
  };
}
