import { matchPath } from 'shared-router';
import { AllCategoriesPage } from '../../categories/AllCategoriesPage';
import { CategoryPage } from '../../categories/CategoryPage';
import { HomePage } from '../../home/HomePage';
import { PrivacyPolicyPage } from '../../privacy/PrivacyPolicyPage';
import { ProductPage } from '../../product/ProductPage';
import { SearchResultsPage } from '../../search/SearchResultsPage';
import { CarouselPage, DiscountsPage, RelatedProductsPage, SectionPage } from '../../sections/SectionPages';
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
  { path: '/home', load: loadHomePage, Page: HomePage },
  { path: '/product/:slug', load: loadProductPage, Page: ProductPage },
  { path: '/section/related-products/:productId', load: loadRelatedPage, Page: RelatedProductsPage },
  { path: '/section/:name', load: loadSectionPage, Page: SectionPage },
  { path: '/carousel', load: loadCarouselPage, Page: CarouselPage },
  { path: '/discounts', load: loadDiscountsPage, Page: DiscountsPage },
  { path: '/search-results', load: loadSearchPage, Page: SearchResultsPage },
  { path: '/category/:slug', load: loadCategoryPage, Page: CategoryPage },
  { path: '/category', load: loadAllCategoriesPage, Page: AllCategoriesPage },
  { path: '/privacy-policy', load: loadPrivacyPage, Page: PrivacyPolicyPage },
];

/** The server page `pathname` opens, with its route parameters, or null. */
export function serverPageFor(pathname: string) {
  for (const page of SERVER_PAGES) {
    const match = matchPath(page.path, pathname);
    if (match) return { page, params: match.params };
  }
  return null;
}
