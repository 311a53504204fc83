import { matchPath } from 'shared-router';
import { BRAND } from 'shared-ui';
import type { RemoteName } from '../federation/remotes';

export interface OwnedRoute {
  /** A prefix: the remote owns this path and every sub-route below it (its own router picks). */
  path: `/${string}/*`;
  remote: RemoteName;
  /** Needs the logged-in flag (spec §2 protected routes); enforced by the session work. */
  protected?: boolean;
}

/** The live list (spec §2 /{product}-live-shopping); the header and menu link to it. */
export const LIVE_PATH = `/${BRAND.slug}-live-shopping` as const;

/**
 * The first segment of every page of spec §2 and the team that owns it. The shell routes by
 * prefix only: a remote adds pages below its prefixes (`/checkout/payment`, `/account/reviews`,
 * `/suuq-live-shopping/{id}/replay`) in its own router and ships them with no shell release;
 * an address it does not know gets its own "not found". Protection covers the whole prefix.
 */
export const ROUTES: readonly OwnedRoute[] = [
  { path: '/home/*', remote: 'mf-catalogue' },
  { path: '/product/*', remote: 'mf-catalogue' },
  { path: '/discounts/*', remote: 'mf-catalogue' },
  { path: '/search-results/*', remote: 'mf-catalogue' },
  { path: '/category/*', remote: 'mf-catalogue' },
  { path: '/privacy-policy/*', remote: 'mf-catalogue' },
  { path: '/carousel/*', remote: 'mf-catalogue' },
  { path: '/section/*', remote: 'mf-catalogue' },
  { path: `${LIVE_PATH}/*`, remote: 'mf-live' },
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
  // Student & Grad discount: the explanation for everyone, its forms with a session.
  { path: '/student-discount/*', remote: 'mf-account' },
];

/** Redirects of spec §2: from → to (`:streamId` carried over). */
export const REDIRECTS: readonly {
  from: string;
  to: (params: Record<string, string | undefined>) => string;
}[] = [
  { from: '/', to: () => '/home' },
  { from: '/login', to: () => '/home' },
  { from: '/livestream/view/:streamId', to: (p) => `${LIVE_PATH}/${p.streamId ?? ''}` },
];

/** Footer pages no remote serves yet: the shell shows an information page. */
export const INFO_PAGES = ['/contact', '/customer-service'] as const;

export function ownerOf(pathname: string): OwnedRoute | null {
  return ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname)) ?? null;
}

export function redirectFor(pathname: string): string | null {
  for (const r of REDIRECTS) {
    const m = matchPath({ path: r.from, end: true }, pathname);
    if (m) return r.to(m.params);
  }
  return null;
}
