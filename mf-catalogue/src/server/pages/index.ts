import { matchPath } from 'shared-router';
import { loadAllCategoriesPage, loadCategoryPage } from './category';
import { loadHomePage } from './home';
import { loadPrivacyPage } from './privacy';
import { loadProductPage } from './product';
import { loadSearchPage } from './search';
import { loadCarouselPage, loadDiscountsPage, loadRelatedPage, loadSectionPage } from './sections';
import type { ServerPage } from './types';

export type { PageAnswer, PageLoader, ServerPage } from './types';

/**
 * The catalogue's pages rendered on the server, by path pattern (routes.tsx's patterns, most
 * specific first: /section/related-products/:productId before /section/:name).
 */
export const SERVER_PAGES: readonly ServerPage[] = [
  { path: '/home', load: loadHomePage },
  { path: '/product/:slug', load: loadProductPage },
  { path: '/section/related-products/:productId', load: loadRelatedPage },
  { path: '/section/:name', load: loadSectionPage },
  { path: '/carousel', load: loadCarouselPage },
  { path: '/discounts', load: loadDiscountsPage },
  { path: '/search-results', load: loadSearchPage },
  { path: '/category/:slug', load: loadCategoryPage },
  { path: '/category', load: loadAllCategoriesPage },
  { path: '/privacy-policy', load: loadPrivacyPage },
];

/** The server page `pathname` opens, with its route parameters, or null. */
export function serverPageFor(pathname: string) {
  for (const page of SERVER_PAGES) {
    const match = matchPath(page.path, pathname);
    if (match) return { page, params: match.params };
  }
  return null;
}
