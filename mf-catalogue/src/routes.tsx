import { useEffect } from 'react';
import { Route, Routes, matchPath } from 'shared-router';
import { PageNotFound } from 'shared-federation';
import { AllCategoriesSkeleton, CategoryPageSkeleton } from './categories/CategorySkeletons';
import { HomePage } from './home/HomePage';
import { PageShownProvider, lazyPage, prefetchOnIntent, whenIdle, type LazyPage } from './lazy-page';
import { PrivacyPolicySkeleton } from './privacy/PrivacyPolicySkeleton';
import { ProductPageSkeleton } from './product/ProductSkeleton';
import { SearchResultsSkeleton } from './search/SearchResultsSkeleton';
import { productUpdates } from './updates/deferredUpdates';
import {
  CarouselPageSkeleton,
  DiscountsPageSkeleton,
  RelatedProductsPageSkeleton,
  SectionPageSkeleton,
} from './sections/SectionSkeletons';

// The homepage is where most visits start: it stays in the catalogue's first chunk. Every other
// page is a chunk of its own, fetched when it is opened or, sooner, when the shopper shows they are
// about to open it (lazy-page/prefetchOnIntent.ts).
const sections = () => import(/* webpackChunkName: "page-sections" */ './sections/SectionPages');

const ProductPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-product" */ './product/ProductPage').then(
      (m) => m.ProductPage,
    ),
  ProductPageSkeleton,
);
const SectionPage = lazyPage(() => sections().then((m) => m.SectionPage), SectionPageSkeleton);
const RelatedProductsPage = lazyPage(
  () => sections().then((m) => m.RelatedProductsPage),
  RelatedProductsPageSkeleton,
);
const CarouselPage = lazyPage(() => sections().then((m) => m.CarouselPage), CarouselPageSkeleton);
const DiscountsPage = lazyPage(
  () => sections().then((m) => m.DiscountsPage),
  DiscountsPageSkeleton,
);
const SearchResultsPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-search-results" */ './search/SearchResultsPage').then(
      (m) => m.SearchResultsPage,
    ),
  SearchResultsSkeleton,
);
const CategoryPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-category" */ './categories/CategoryPage').then(
      (m) => m.CategoryPage,
    ),
  CategoryPageSkeleton,
);
const AllCategoriesPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-all-categories" */ './categories/AllCategoriesPage').then(
      (m) => m.AllCategoriesPage,
    ),
  AllCategoriesSkeleton,
);
const PrivacyPolicyPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-privacy-policy" */ './privacy/PrivacyPolicyPage').then(
      (m) => m.PrivacyPolicyPage,
    ),
  PrivacyPolicySkeleton,
);

/** The catalogue's pages by path: the routes below, and which page a link's path opens. */
const pages: { path: string; Page: (() => JSX.Element) | LazyPage }[] = [
  { path: '/home', Page: HomePage },
  { path: '/product/:slug', Page: ProductPage },
  { path: '/section/related-products/:productId', Page: RelatedProductsPage },
  { path: '/section/:name', Page: SectionPage },
  { path: '/carousel', Page: CarouselPage },
  { path: '/discounts', Page: DiscountsPage },
  { path: '/search-results', Page: SearchResultsPage },
  { path: '/category/:slug', Page: CategoryPage },
  { path: '/category', Page: AllCategoriesPage },
  { path: '/privacy-policy', Page: PrivacyPolicyPage },
];

/** The lazy page a link's path opens, if the catalogue serves it and its code comes apart. */
export function lazyPageFor(path: string): LazyPage | undefined {
  const page = pages.find((p) => matchPath(p.path, path))?.Page;
  return page && 'preload' in page ? page : undefined;
}

/**
 * Fetches every lazy page's code: the server's render entry does it once per release, before its
 * first render (render/src/serverEntries.mjs), so no shopper's render waits on a chunk.
 */
export const preloadPages = () => Promise.all(pages.flatMap(({ Page }) => ('preload' in Page ? [Page.preload()] : [])));

/**
 * Once a page is on screen and the browser is idle, start the product updates poll (its code is
 * a small chunk of its own). Other pages' code is no longer fetched here: see prefetchOnIntent.
 */
const afterPageShown = () => whenIdle(() => productUpdates.start());

export function AppRoutes() {
  useEffect(() => prefetchOnIntent(lazyPageFor), []);
  return (
    <PageShownProvider value={afterPageShown}>
      <Routes>
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </PageShownProvider>
  );
}
