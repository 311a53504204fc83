import { Route, Routes } from 'shared-router';
import { TeamPlaceholder } from 'shared-federation';
import { t } from './messages';

const PAGES = ['/account/*', '/wishlist', '/manage-address', '/order-tracking', '/advisor'] as const;

export function AppRoutes() {
  return (
    <Routes>
      {PAGES.map((path) => (
        <Route key={path} path={path} element={<TeamPlaceholder team="mf-account" title={t(`title:${path}`)} text={t('comingSoon')} />} />
      ))}
    </Routes>
  );
}
