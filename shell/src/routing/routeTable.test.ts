import { INFO_PAGES, ownerOf, redirectFor, ROUTES } from './routeTable';

describe('route table', () => {
  test.each([
    ['/home', 'mf-catalogue'],
    ['/product/coconut-oil-500ml', 'mf-catalogue'],
    ['/search-results', 'mf-catalogue'],
    ['/category/skincare', 'mf-catalogue'],
    ['/section/best-sellers', 'mf-catalogue'],
    ['/section/related-products/12', 'mf-catalogue'],
    ['/discounts', 'mf-catalogue'],
    ['/privacy-policy', 'mf-catalogue'],
    ['/carousel', 'mf-catalogue'],
    ['/cart', 'mf-checkout'],
    ['/checkout', 'mf-checkout'],
    ['/order-confirmation', 'mf-checkout'],
    ['/account', 'mf-account'],
    ['/account/orders', 'mf-account'],
    ['/wishlist', 'mf-account'],
    ['/manage-address', 'mf-account'],
    ['/order-tracking', 'mf-account'],
    ['/advisor', 'mf-account'],
    ['/suuq-live-shopping', 'mf-live'],
    ['/suuq-live-shopping/abc123', 'mf-live'],
    // Sub-routes a remote adds later need no shell change: the prefix is the remote's.
    ['/checkout/payment', 'mf-checkout'],
    ['/suuq-live-shopping/abc123/replay', 'mf-live'],
    ['/account/reviews/12', 'mf-account'],
    ['/product', 'mf-catalogue'],
    // The footer's help and company pages are the account team's content pages (written out
    // here, not read from the table: this is what the table is held to; e2e's a11y check reads
    // the table's list).
    ...[
      '/faq',
      '/shipping-info',
      '/billing-info',
      '/returns',
      '/about',
      '/business',
      '/platforms',
      '/terms',
      '/legal',
      '/influencer-terms',
      '/student-discount',
    ].map((p) => [p, 'mf-account']),
  ])('%s is owned by %s', (path, remote) => {
    expect(ownerOf(path)?.remote).toBe(remote);
  });

  test('the protected routes of spec §2 are marked protected, and only they', () => {
    const protectedPaths = ROUTES.filter((r) => r.protected).map((r) => r.path);
    expect(protectedPaths.sort()).toEqual(
      [
        '/account/*',
        '/wishlist/*',
        '/cart/*',
        '/checkout/*',
        '/manage-address/*',
        '/order-tracking/*',
        '/advisor/*',
      ].sort(),
    );
    expect(ownerOf('/checkout/payment')?.protected).toBe(true);
  });

  test('unknown paths have no owner', () => {
    expect(ownerOf('/nowhere')).toBeNull();
    expect(ownerOf('/homework')).toBeNull();
  });

  test('redirects: / and /login go home, the old live link goes to the live room', () => {
    expect(redirectFor('/')).toBe('/home');
    expect(redirectFor('/login')).toBe('/home');
    expect(redirectFor('/livestream/view/s-42')).toBe('/suuq-live-shopping/s-42');
    expect(redirectFor('/home')).toBeNull();
  });

  test('the shell lists prefixes only: no sub-route of a remote is in its table', () => {
    for (const { path } of ROUTES) expect(path).toMatch(/^\/[^/:*]+\/\*$/);
  });

  test("Help → Customer Service is mf-account's page, open to everyone", () => {
    expect(ownerOf('/customer-service')).toEqual({ path: '/customer-service/*', remote: 'mf-account' });
  });

  test('footer information pages are not owned by a remote', () => {
    for (const page of INFO_PAGES) expect(ownerOf(page)).toBeNull();
  });
});
