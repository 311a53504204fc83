import { Route, Routes } from 'shared-router';
import { BRAND } from 'shared-ui';
import { TeamPlaceholder } from 'shared-federation';
import { t } from './messages';

export function AppRoutes() {
  const page = <TeamPlaceholder team="mf-live" title={t('title')} text={t('comingSoon')} />;
  return (
    <Routes>
      <Route path={`/${BRAND.slug}-live-shopping`} element={page} />
      <Route path={`/${BRAND.slug}-live-shopping/:streamId`} element={page} />
    </Routes>
  );
}
