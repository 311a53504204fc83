import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'shared-router';
import { api, type LiveStream } from 'shared-api';
import { BRAND, ErrorState, LiveDot } from 'shared-ui';
import { PageColumn } from 'shared-ui/page-column';
import { useT } from '../messages';
import * as calls from './calls';
import { ListSkeleton } from './ListSkeleton';
import { LiveCard, UpcomingCard } from './StreamCards';
import { useReminders } from './useReminders';
import * as S from './styles';

/** How often the list asks again while it is on screen: viewer counts move, streams start and end. */
export const LIST_REFRESH_MS = 30_000;

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; live: LiveStream[]; upcoming: LiveStream[] };

/**
 * /suuq-live-shopping (spec §2 live list): streams live now, most viewers first, each opening its
 * room; then streams coming up with their start time and a reminder. With nobody live it says so
 * and still shows what is coming.
 */
export function LiveListPage() {
  const t = useT();
  const { pathname } = useLocation();
  const reminders = useReminders(pathname);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    document.title = `${t('title')} · ${BRAND.name}`;
  }, [t]);

  useEffect(() => {
    let current = true;
    api.call(calls.liveStreams, {}, { fresh: attempt > 0 }).then(
      (answer) => current && setLoad({ status: 'ready', live: answer.live, upcoming: answer.upcoming }),
      () => current && setLoad({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // A quiet refresh while the list is on screen (and as it comes back into view): no skeleton,
  // and one that fails keeps what is shown.
  useEffect(() => {
    let current = true;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      api.call(calls.liveStreams, {}, { fresh: true }).then(
        (answer) => current && setLoad((shown) => (shown.status === 'ready' ? { status: 'ready', live: answer.live, upcoming: answer.upcoming } : shown)),
        () => undefined,
      );
    };
    const timer = setInterval(refresh, LIST_REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      current = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, []);

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
