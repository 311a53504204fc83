import { Route, Routes } from 'react-router-dom';
import { TeamPlaceholder } from 'shared-ui/src/remote/TeamPlaceholder';
import { HomePage } from './home/HomePage';
import { ProductPage } from './product/ProductPage';
import { useT } from './messages';

/** Catalogue pages the next issue builds; routed now so the shell's links land somewhere honest. */
const LATER = ['/discounts', '/search-results', '/category/:slug', '/category', '/privacy-policy', '/carousel', '/section/*'] as const;

function Later() {
  const t = useT();
  return <TeamPlaceholder team="mf-catalogue" title={t('soon.title')} text={t('soon.text')} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/home" element={<HomePage />} />
      <Route path="/product/:slug" element={<ProductPage />} />
      {LATER.map((path) => (
        <Route key={path} path={path} element={<Later />} />
      ))}
    </Routes>
  );
}
