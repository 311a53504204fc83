import { matchPath } from 'shared-router';
import { BRAND } from 'shared-ui';
import { PAGE_ROUTES, type OwnedRoute } from './routes';

export type { OwnedRoute };

/** The live list (spec §2 /{product}-live-shopping); the header and menu link to it. */
export const LIVE_PATH = `/${BRAND.slug}-live-shopping` as const;

/** Every owned page: spec §2's (routes.ts) and the live shopping list and its shows. */
export const ROUTES: readonly OwnedRoute[] = [...PAGE_ROUTES, { path: `${LIVE_PATH}/*`, remote: 'mf-live' }];

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
export const INFO_PAGES = ['/contact'] as const;

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

/**
 * A path no page answers: not the login landing, no redirect, no information page, no owner. The
 * shell draws its not-found page there (App.tsx ShellRoutes), and its server frame answers 404, so
 * a search engine does not keep it as a page.
 */
export const isUnknownPath = (pathname: string): boolean =>
  pathname !== '/login' && !redirectFor(pathname) && !(INFO_PAGES as readonly string[]).includes(pathname) && !ownerOf(pathname);
