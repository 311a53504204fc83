/**
 * URLs of product images in the widths the media endpoint serves (`?w=`, PRODUCT_IMAGE_WIDTHS):
 * the one builder of `srcset` for cards, the gallery and the server-rendered page, so the browser
 * picks the smallest image that fills its slot. The format needs no URL: the server answers what
 * the browser's Accept names (AVIF, WebP or JPEG). A bundled entry ('shared-api/images', not
 * the shared 'shared-api'): a remote carries its own copy, so it runs on an older live shell.
 */
import { PRODUCT_IMAGE_WIDTHS, type ProductImageWidth } from '../contract/constants';
import { imageRoutes } from '../contract/image-routes';

/** The media routes that take `?w=`, as patterns built from the contract's paths. */
const SIZED_ROUTES = [imageRoutes.productImage.path, imageRoutes.productImageAdditional.path].map(
  (path) => new RegExp(`^${path.replace(/:\w+/g, '\\d+')}$`),
);

/** Any base will do: it only lets relative URLs be parsed, and is never part of an answer. */
const PARSE_BASE = 'http://relative.invalid';

/** Whether the URL is the API's own product image (relative or on any host), which comes in sizes. */
export function isSizedProductImage(url: string): boolean {
  if (!url) return false;
  try {
    const { pathname } = new URL(url, PARSE_BASE);
    return SIZED_ROUTES.some((route) => route.test(pathname));
  } catch {
    return false;
  }
}

/** The same image at one served width; other query values (v, a retry's cache-buster) are kept. */
export function productImageAtWidth(url: string, width: ProductImageWidth): string {
  const parsed = new URL(url, PARSE_BASE);
  parsed.searchParams.set('w', String(width));
  return parsed.origin === PARSE_BASE ? `${parsed.pathname}${parsed.search}` : parsed.href;
}

/**
 * `srcset` of a product image: each served width with its `w` descriptor. Undefined for an image
 * on another host (a product's own imageUrl may be anywhere): that one is shown as it is.
 */
export function productImageSrcSet(url: string): string | undefined {
  if (!isSizedProductImage(url)) return undefined;
  return PRODUCT_IMAGE_WIDTHS.map((w) => `${productImageAtWidth(url, w)} ${w}w`).join(', ');
}
