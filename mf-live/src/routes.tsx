import { Route, Routes } from 'shared-router';
import { BRAND } from 'shared-ui';
import { PageNotFound, TeamPlaceholder } from 'shared-federation';
import { t } from './messages';
import { LiveListPage } from './list/LiveListPage';

/**
 * The live list and rooms: the shell mounts this remote for /{product}-live-shopping/* and the
 * sub-routes are this router's (the shell's table lists no stream route).
 */
export function AppRoutes() {
  const page = <TeamPlaceholder team="mf-live" title={t('title')} text={t('comingSoon')} />;
  return (
    <Routes>
      <Route path={`/${BRAND.slug}-live-shopping`} element={<LiveListPage />} />
      <Route path={`/${BRAND.slug}-live-shopping/:streamId`} element={page} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
