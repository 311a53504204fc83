import { lazy, Suspense } from 'react';
import { Route, Routes } from 'shared-router';
import { BRAND, Spinner } from 'shared-ui';
import { PageNotFound } from 'shared-federation';
import { t } from './messages';
import { LiveListPage } from './list/LiveListPage';

/** The live room: a lazy chunk (the 100ms SDK is a further one, room/hms). */
export const loadRoom = () => import(/* webpackChunkName: "live-room" */ './room/RoomPage');
const RoomPage = lazy(loadRoom);

/**
 * The live list and rooms: the shell mounts this remote for /{product}-live-shopping/* and the
 * sub-routes are this router's (the shell's table lists no stream route).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={`/${BRAND.slug}-live-shopping`} element={<LiveListPage />} />
      <Route
        path={`/${BRAND.slug}-live-shopping/:streamId`}
        element={
          <Suspense fallback={<Spinner center size="lg" label={t('room.loading')} />}>
            <RoomPage />
          </Suspense>
        }
      />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
