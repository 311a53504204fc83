import type { ProductSummary } from 'shared-api';

/**
 * The lines a product's card has beyond those every card has (category, name, stars, price):
 * the card (ProductCard) draws them by these, and the still card standing in for it before it is
 * built (CardSkeleton) is as tall by them.
 */
export interface OptionalLines {
  /** The Somali name, under the name, when the product has one of its own. */
  somaliName: boolean;
  /** HAAD EXPRESS and its same-day promise. */
  express: boolean;
  /** The old price, struck through under the price, when it is greater (spec §5: a real discount). */
  oldPrice: boolean;
}

export const optionalLines = (product: ProductSummary): OptionalLines => ({
  somaliName: Boolean(product.name_so && product.name_so !== product.name),
  express: Boolean(product.isHaadExpress),
  oldPrice: product.oldPrice != null && Number.isFinite(product.oldPrice) && product.oldPrice > product.price,
});
