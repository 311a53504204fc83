import { Route, Routes } from 'shared-router';
import { PageNotFound, TeamPlaceholder } from 'shared-federation';
import { t } from './messages';
import { ManageAddressPage } from './addresses/ManageAddressPage';

const PAGES = ['/account/*', '/wishlist', '/manage-address', '/order-tracking', '/advisor'] as const;

/** The pages below this remote's prefixes; the shell mounts it for the whole prefix. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/manage-address" element={<ManageAddressPage />} />
      {PAGES.map((path) => (
        <Route key={path} path={path} element={<TeamPlaceholder team="mf-account" title={t(`title:${path}`)} text={t('comingSoon')} />} />
      ))}
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
