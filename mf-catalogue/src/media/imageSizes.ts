import { queries } from 'shared-ui';

/**
 * `sizes` of product images: how wide each slot is drawn, so the browser picks the smallest width
 * of the srcset (shared-api's productImageSrcSet) that fills it at the screen's pixel density.
 * Kept beside the layouts they describe: a change of grid or page width changes these too.
 */
export const IMAGE_SIZES = {
  /** Cards: two columns on a phone (ProductGrid, a home row's 44% card); ~270 px on desktop. */
  card: `${queries.mobile} 50vw, 280px`,
  /** The product page's main image: the page's width less its padding on a phone; half of 1180 px on desktop. */
  productMain: `${queries.mobile} calc(100vw - 32px), 560px`,
  /** The gallery's thumbnail buttons (72 px, 60 px on a phone). */
  thumbnail: '72px',
} as const;

/** The tiles' own size: width and height attributes reserve the box before the bytes arrive. */
export const PRODUCT_IMAGE_SIDE = 600;
