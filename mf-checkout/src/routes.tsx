import { Route, Routes } from 'shared-router';
import { PageNotFound, TeamPlaceholder } from 'shared-federation';
import { CartPage } from './cart/CartPage';
import { useT } from './messages';

function Placeholder({ path }: { path: '/checkout' | '/order-confirmation' }) {
  const t = useT();
  return <TeamPlaceholder team="mf-checkout" title={t(`title:${path}`)} text={t('comingSoon')} />;
}

/**
 * The pages below this remote's prefixes (/cart/*, /checkout/*, /order-confirmation/*): the shell
 * mounts the remote for the whole prefix, so a new page here needs no shell release.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/cart" element={<CartPage />} />
      <Route path="/checkout" element={<Placeholder path="/checkout" />} />
      <Route path="/order-confirmation" element={<Placeholder path="/order-confirmation" />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
