import { Route, Routes } from 'react-router-dom';
import { TeamPlaceholder } from 'shared-ui/src/remote/TeamPlaceholder';
import { AllCategoriesPage } from './categories/AllCategoriesPage';
import { CategoryPage } from './categories/CategoryPage';
import { HomePage } from './home/HomePage';
import { ProductPage } from './product/ProductPage';
import { SearchResultsPage } from './search/SearchResultsPage';
import { CarouselPage, DiscountsPage, RelatedProductsPage, SectionPage } from './sections/SectionPages';
import { useT } from './messages';

/** Catalogue pages still being built; routed now so the shell's links land somewhere honest. */
const LATER = ['/privacy-policy'] as const;

function Later() {
  const t = useT();
  return <TeamPlaceholder team="mf-catalogue" title={t('soon.title')} text={t('soon.text')} />;
}

export function AppRoutes() {
  return (
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
      {LATER.map((path) => (
        <Route key={path} path={path} element={<Later />} />
      ))}
    </Routes>
  );
}
