import { useLocation } from 'shared-router';
import { ErrorState, LiveDot } from 'shared-ui';
import { PageColumn } from 'shared-ui/page-column';
import { usePageTitle } from 'shared-ui/tab-title';
import { useT } from '../messages';
import { ListSkeleton } from './ListSkeleton';
import { LiveCard, UpcomingCard } from './StreamCards';
import { useLiveStreams } from './useLiveStreams';
import { useReminders } from './useReminders';
import * as S from './styles';

export { LIST_REFRESH_MS } from './useLiveStreams';

/**
 * /suuq-live-shopping (spec §2 live list): streams live now, most viewers first, each opening its
 * room; then streams coming up with their start time and a reminder. With nobody live it says so
 * and still shows what is coming. Rendered on the server too (src/server/render.tsx): the
 * streams come from its first answer, the reminders (per shopper) only in the browser.
 */
export function LiveListPage() {
  const t = useT();
  const { pathname } = useLocation();
  const reminders = useReminders(pathname);
  const { list: load, retry } = useLiveStreams();

  usePageTitle(t('title'));

  return (
    <PageColumn $roomy data-testid="live-list">
      <S.Hero title={t('title')} intro={t('list.intro')} />
      {load.status === 'loading' ? <ListSkeleton /> : null}
      {load.status === 'error' ? (
        <ErrorState title={t('list.error')} text={t('list.errorText')} actionLabel={t('list.tryAgain')} onAction={retry} />
      ) : null}
      {load.status === 'ready' ? (
        <>
          <S.Section aria-labelledby="live-now">
            <h2 id="live-now">
              {load.live.length > 0 ? <LiveDot /> : null}
              {t('list.liveNow')}
            </h2>
            {load.live.length > 0 ? (
              <S.LiveGrid>
                {load.live.map((stream, i) => (
                  <li key={stream.id}>
                    <LiveCard stream={stream} eager={i < 2} />
                  </li>
                ))}
              </S.LiveGrid>
            ) : (
              <S.Empty data-testid="live-none">
                <p>{t('list.noneLive')}</p>
                <p>{t('list.noneLiveText')}</p>
              </S.Empty>
            )}
          </S.Section>
          <S.Section aria-labelledby="coming-up">
            <h2 id="coming-up">{t('list.comingUp')}</h2>
            {load.upcoming.length > 0 ? (
              <S.UpcomingGrid>
                {load.upcoming.map((stream) => (
                  <li key={stream.id}>
                    <UpcomingCard stream={stream} reminders={reminders} />
                  </li>
                ))}
              </S.UpcomingGrid>
            ) : (
              <S.Empty>
                <p>{t('list.noneUpcoming')}</p>
              </S.Empty>
            )}
          </S.Section>
        </>
      ) : null}
    </PageColumn>
  );
}
