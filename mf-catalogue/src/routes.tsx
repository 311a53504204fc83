import { Route, Routes } from 'shared-router';
import { AllCategoriesPage } from './categories/AllCategoriesPage';
import { CategoryPage } from './categories/CategoryPage';
import { HomePage } from './home/HomePage';
import { PrivacyPolicyPage } from './privacy/PrivacyPolicyPage';
import { ProductPage } from './product/ProductPage';
import { SearchResultsPage } from './search/SearchResultsPage';
import { CarouselPage, DiscountsPage, RelatedProductsPage, SectionPage } from './sections/SectionPages';

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
      <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
    </Routes>
  );
}
