import { Route, Routes } from 'shared-router';
import { PageNotFound } from 'shared-federation';
import { markIdleWork } from 'shared-ui';
import { AllCategoriesSkeleton, CategoryPageSkeleton } from './categories/CategorySkeletons';
import { SubcategoryPanel } from './categories/DesktopCategoryNav';
import { HomePage } from './home/HomePage';
import { PageShownProvider, lazyPage, whenIdle } from './lazy-page';
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
// page is a chunk of its own, fetched when it is opened or, sooner, when the browser is idle.
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

const lazyPages = [
  ProductPage,
  SectionPage,
  RelatedProductsPage,
  CarouselPage,
  DiscountsPage,
  SearchResultsPage,
  CategoryPage,
  AllCategoriesPage,
  PrivacyPolicyPage,
];

/** Parts of pages that come when first shown: the desktop category panel. */
const lazyParts = [SubcategoryPanel];

/**
 * Once a page is on screen and the browser is idle, fetch the other pages' and parts' code, so
 * following a link or opening a panel shows it at once (a fetch that fails here is left for the
 * page or part itself to retry), and start the product updates poll.
 */
const afterPageShown = () =>
  whenIdle(() => {
    markIdleWork();
    for (const code of [...lazyPages, ...lazyParts]) code.preload().catch(() => undefined);
    productUpdates.start();
  });

export function AppRoutes() {
  return (
    <PageShownProvider value={afterPageShown}>
      <Routes>
        <Route path="/home" element={<HomePage />} />
        <Route path="/product/:slug" element={<ProductPage />} />
        <Route path="/section/related-products/:productId" element={<RelatedProductsPage />} />
        <Route path="/section/:name" element={<SectionPage />} />
        <Route path="/carousel" element={<CarouselPage />} />
        <Route path="/discounts" element={<DiscountsPage />} />
        <Route path="/search-results" element={<SearchResultsPage />} />
        <Route path="/category/:slug" element={<CategoryPage />} />
        <Route path="/category" element={<AllCategoriesPage />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </PageShownProvider>
  );
}
