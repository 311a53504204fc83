import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import styled from 'styled-components';
import { ErrorState, Skeleton, tokens } from 'shared-ui';
import { loadRemoteApp, type RemoteName } from '../federation/remotes';
import { ownerOf } from '../routing/routeTable';
import { remoteServices } from '../federation/remoteServices';
import { t } from '../messages';

const Area = styled.section`
  min-height: 60vh;
  position: relative;
`;
/**
 * Over the remote's own element, out of the flow: the remote renders its page (or its page's
 * skeleton) into that element before its mount has finished, and the skeleton leaving then
 * moves nothing (it sat above the page and pushed it down 500 px: Lighthouse's CLS 0.57 on
 * every page).
 */
const Loading = styled.div`
  position: absolute;
  inset: 0 0 auto 0;
  z-index: 1;
  background: ${tokens.colors.background};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${tokens.spacing.xl} ${tokens.spacing.lg};
  display: grid;
  gap: ${tokens.spacing.lg};
`;

type Phase = 'loading' | 'ready' | 'failed';

/**
 * The area of the page one remote owns. Loads the remote's single-spa lifecycles through module
 * federation and mounts them as a parcel; when the remote cannot be reached the layout stays and
 * the shopper gets Try again instead of a blank page.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const host = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let parcel: Parcel | null = null;
    let gone = false;
    setPhase('loading');
    loadRemoteApp(remote, attempt > 0)
      .then((lifecycles) => {
        // The remote answers: a service of it that could not start (the cart owner) starts now.
        remoteServices.retryFailed(remote);
        if (gone || !host.current) return;
        // The remote's "not found" stays quiet for paths the shell gives to another remote.
        const ownsPath = (pathname: string) => ownerOf(pathname)?.remote === remote;
        parcel = mountRootParcel(lifecycles, { domElement: host.current, ownsPath } as Parameters<typeof mountRootParcel>[1]);
        return parcel.mountPromise.then(() => !gone && setPhase('ready'));
      })
      .catch((err: unknown) => {
        console.error(`[suuq] ${remote} failed to mount`, err);
        if (!gone) setPhase('failed');
      });
    return () => {
      gone = true;
      if (parcel && parcel.getStatus() === 'MOUNTED') void parcel.unmount();
    };
  }, [remote, attempt]);

  return (
    <Area data-remote-area={remote} aria-busy={phase === 'loading'}>
      {phase === 'loading' && (
        <Loading aria-label={t('remoteLoading')}>
          <Skeleton height={180} />
          <Skeleton height={24} width="40%" />
          <Skeleton height={220} />
        </Loading>
      )}
      {phase === 'failed' && (
        <ErrorState
          title={t('remoteFailedTitle')}
          text={t('remoteFailedText')}
          actionLabel={t('tryAgain')}
          onAction={() => setAttempt((n) => n + 1)}
        />
      )}
      <div ref={host} hidden={phase === 'failed'} />
    </Area>
  );
}
