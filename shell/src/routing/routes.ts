import type { RemoteName } from '../federation/record';

export interface OwnedRoute {
  /** A prefix: the remote owns this path and every sub-route below it (its own router picks). */
  path: `/${string}/*`;
  remote: RemoteName;
  /** Needs the logged-in flag (spec §2 protected routes); enforced by the session work. */
  protected?: boolean;
}

/**
 * The first segment of every page of spec §2 and the team that owns it. The shell routes by
 * prefix only: a remote adds pages below its prefixes (`/checkout/payment`, `/account/reviews`,
 * `/suuq-live-shopping/{id}/replay`) in its own router and ships them with no shell release;
 * an address it does not know gets its own "not found". Protection covers the whole prefix.
 * Plain data without shared packages: the shell's entry reads it before module federation has
 * shared them (earlyHints.ts). The live shopping pages (their path holds the brand) are added in
 * routeTable.ts.
 */
export const PAGE_ROUTES: readonly OwnedRoute[] = [
  { path: '/home/*', remote: 'mf-catalogue' },
  { path: '/product/*', remote: 'mf-catalogue' },
  { path: '/discounts/*', remote: 'mf-catalogue' },
  { path: '/search-results/*', remote: 'mf-catalogue' },
  { path: '/category/*', remote: 'mf-catalogue' },
  { path: '/privacy-policy/*', remote: 'mf-catalogue' },
  { path: '/carousel/*', remote: 'mf-catalogue' },
  { path: '/section/*', remote: 'mf-catalogue' },
  { path: '/order-confirmation/*', remote: 'mf-checkout' },
  { path: '/cart/*', remote: 'mf-checkout', protected: true },
  { path: '/checkout/*', remote: 'mf-checkout', protected: true },
  { path: '/account/*', remote: 'mf-account', protected: true },
  { path: '/wishlist/*', remote: 'mf-account', protected: true },
  { path: '/manage-address/*', remote: 'mf-account', protected: true },
  { path: '/order-tracking/*', remote: 'mf-account', protected: true },
  { path: '/advisor/*', remote: 'mf-account', protected: true },
  // The footer's help and company pages (spec §2 Footer): content pages of the account team,
  // open to everyone (a shopper reads shipping fees before having an account).
  { path: '/faq/*', remote: 'mf-account' },
  { path: '/shipping-info/*', remote: 'mf-account' },
  { path: '/billing-info/*', remote: 'mf-account' },
  { path: '/returns/*', remote: 'mf-account' },
  { path: '/about/*', remote: 'mf-account' },
  { path: '/business/*', remote: 'mf-account' },
  { path: '/platforms/*', remote: 'mf-account' },
  { path: '/terms/*', remote: 'mf-account' },
  { path: '/legal/*', remote: 'mf-account' },
  { path: '/influencer-terms/*', remote: 'mf-account' },
  // Help → Customer Service: contact details and a message form (the form sends with a session when there is one).
  { path: '/customer-service/*', remote: 'mf-account' },
  // Student & Grad discount: the explanation for everyone, its forms with a session.
  { path: '/student-discount/*', remote: 'mf-account' },
];

/** The route of a path by prefix alone (what matchPath with `/x/*`, end: true, answers). */
export function pageRouteOf(pathname: string, routes: readonly OwnedRoute[] = PAGE_ROUTES): OwnedRoute | null {
  const path = pathname.toLowerCase();
  return routes.find((r) => {
    const base = r.path.slice(0, -2).toLowerCase();
    return path === base || path.startsWith(`${base}/`);
  }) ?? null;
}
