import { Route, Routes } from 'shared-router';
import { TeamPlaceholder } from 'shared-federation';
import { CartPage } from './cart/CartPage';
import { useT } from './messages';

function Placeholder({ path }: { path: '/checkout' | '/order-confirmation' }) {
  const t = useT();
  return <TeamPlaceholder team="mf-checkout" title={t(`title:${path}`)} text={t('comingSoon')} />;
}

/** The pages this remote owns; the shell mounts it for these paths. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/cart" element={<CartPage />} />
      <Route path="/checkout" element={<Placeholder path="/checkout" />} />
      <Route path="/order-confirmation" element={<Placeholder path="/order-confirmation" />} />
    </Routes>
  );
}
