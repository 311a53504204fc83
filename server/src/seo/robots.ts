/**
 * robots.txt (RFC 9309): the public pages may be crawled; a shopper's own pages (the shell's
 * protected routes, shell/src/routing/routes.ts, and the order confirmation) and the API may not.
 * A rule is a path prefix, so `/cart` also covers `/cart/…`.
 */
export const DISALLOWED = [
  '/cart', '/checkout', '/account', '/wishlist', '/manage-address', '/order-tracking', '/advisor', '/order-confirmation',
  '/api/', '/customer/api/', '/cutomer/api/',
] as const;

/**
 * Product pictures are API answers, but they are what a product page shows and shares (og:image):
 * the longer rule wins (RFC 9309 2.2.2), so image search may fetch them.
 */
export const ALLOWED = ['/', '/api/product-image/'] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ALLOWED.map((path) => `Allow: ${path}`),
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
