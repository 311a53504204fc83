import { useContext, useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import styled from 'styled-components';
import { ErrorState, Skeleton, Spinner, tokens, useHydrated } from 'shared-ui';
import { isRefusal } from '../federation/compatibility';
import { withShellTimeouts } from '../federation/parcelTimeouts';
import { loadRemoteApp, type RemoteName } from '../federation/remotes';
import { REMOTES } from '../federation/record';
import { AREA_SLOT } from 'shared-federation/server-page';
import { useLayoutEffectInBrowser } from './useLayoutEffectInBrowser';
import { FrameOnServer, takeServerArea } from '../startup/serverArea';
import { dropEarlyTaps, replayEarlyTaps } from '../startup/earlyTaps';
import { ownerOf } from '../routing/routeTable';
import { remoteServices } from '../federation/remoteServices';
import { useT } from '../messages';
import { LOADING_PART, NeedsJavaScript } from './NeedsJavaScript';

const Area = styled.section`
  min-height: 60vh;
  position: relative;
`;
/**
 * Over the remote's own element, out of the flow: the remote renders its page (or its page's
 * skeleton) into that element before its mount has finished, and the skeleton leaving then
 * moves nothing (it sat above the page and pushed the page down 500 px as it left, on every
 * page).
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

/* Over the skeletons (above their layer), so its coming moves nothing. */
const SlowMark = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: flex;
  justify-content: center;
  padding-top: 96px;
  pointer-events: none;
`;

/**
 * Failed: the remote could not be reached, or this shell refused its build (it is being updated).
 * Server: the area came rendered from the server and is on screen while the remote's code loads
 * to hydrate it (no skeleton over it).
 */
type Phase = 'loading' | 'server' | 'ready' | 'failed' | 'refused';

/**
 * How long a page may take before the loading spinner of spec §2 joins its skeletons: a page that
 * comes sooner shows no spinner flash, and one on a slow network says it is still working.
 */
export const SPINNER_DELAY_MS = 500;

/**
 * An area's spinner is on screen now: the static page's frame (drawn at build time with its area
 * loading), which React's first render is about to replace. Read as that render starts.
 */
const spinnerOnScreen = () => document.querySelector(`[${LOADING_PART}] [role="status"]`) !== null;

function SlowLoadingSpinner() {
  const t = useT();
  // Drawn by the server (and kept as the browser hydrates it), the area waits for the page's
  // scripts, seconds on a slow line: the spinner is there at once, and the same one stays. So
  // does it when the browser replaces the static page's frame that showed one (no blink).
  const hydrated = useHydrated();
  const [slow, setSlow] = useState(() => !hydrated || spinnerOnScreen());
  useEffect(() => {
    if (slow) return;
    const timer = setTimeout(() => setSlow(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [slow]);
  return slow ? (
    <SlowMark {...{ [LOADING_PART]: '' }}>
      <Spinner size="lg" label={t('remoteLoading')} />
    </SlowMark>
  ) : null;
}

/**
 * The area of the page one remote owns. Loads the remote's single-spa lifecycles through module
 * federation and mounts them as a parcel; when the remote cannot be reached the layout stays and
 * the shopper gets Try again instead of a blank page.
 *
 * `held`: the area stays in its loading state, its code not asked for and the area not yet marked
 * as the remote's: a protected page while the browser hydrates the server's logged-out frame
 * (App.tsx). Released, the same area loads the page, its spinner still in place.
 * `protectedRoute`: the page's route needs the logged-in flag (routing/routes.ts): what its loading
 * state says with JavaScript off (NeedsJavaScript).
 */
export function RemoteArea({ remote, held = false, protectedRoute = false }: { remote: RemoteName; held?: boolean; protectedRoute?: boolean }) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const onServer = useContext(FrameOnServer);
  // The page's server-rendered area, if it is this remote's (taken once, by the first area).
  const [served] = useState(() => (onServer ? null : takeServerArea(REMOTES[remote], window.location)));
  // On the server: the service writes this remote's render where the slot is.
  const slotted = onServer?.area === REMOTES[remote];
  const [phase, setPhase] = useState<Phase>(served || slotted ? 'server' : 'loading');
  const [attempt, setAttempt] = useState(0);

  // Back on the page in the shell's first commit, before the browser paints: no frame without it.
  useLayoutEffectInBrowser(() => {
    if (served && host.current && served.element.parentNode !== host.current) host.current.appendChild(served.element);
  }, [served]);

  useEffect(() => {
    if (held) return;
    let parcel: Parcel | null = null;
    let gone = false;
    if (!served || attempt > 0) setPhase('loading');
    loadRemoteApp(remote, attempt > 0)
      .then((lifecycles) => {
        // The remote answers: a service of it that could not start (the cart owner) starts now.
        remoteServices.retryFailed(remote);
        if (gone || !host.current) return;
        // The remote's "not found" stays quiet for paths the shell gives to another remote.
        const ownsPath = (pathname: string) => ownerOf(pathname)?.remote === remote;
        // The first mount hydrates the server's area where it is; a retry renders afresh.
        const hydrate = served && attempt === 0 ? served : null;
        const props = { domElement: hydrate?.element ?? host.current, ownsPath, serverPage: hydrate?.page };
        parcel = mountRootParcel(withShellTimeouts(lifecycles), props as Parameters<typeof mountRootParcel>[1]);
        return parcel.mountPromise.then(() => {
          // Hydrated: a tap the shopper made on the server's buttons before now is replayed.
          if (hydrate) replayEarlyTaps(hydrate.element);
          return !gone && setPhase('ready');
        });
      })
      .catch((err: unknown) => {
        console.error(`[suuq] ${remote} failed to mount`, err);
        dropEarlyTaps();
        if (!gone) setPhase(isRefusal(err) ? 'refused' : 'failed');
      });
    return () => {
      gone = true;
      if (parcel && parcel.getStatus() === 'MOUNTED') void parcel.unmount();
    };
  }, [remote, attempt, served, held]);

  return (
    <Area data-remote-area={held ? undefined : remote} aria-busy={phase === 'loading'}>
      {phase === 'loading' && (
        <>
          <Loading aria-hidden="true" {...{ [LOADING_PART]: '' }}>
            <Skeleton height={180} />
            <Skeleton height={24} width="40%" />
            <Skeleton height={220} />
          </Loading>
          <SlowLoadingSpinner />
          <NeedsJavaScript protectedRoute={protectedRoute} />
        </>
      )}
      {(phase === 'failed' || phase === 'refused') && (
        <ErrorState
          title={t(phase === 'refused' ? 'remoteUpdatingTitle' : 'remoteFailedTitle')}
          text={t(phase === 'refused' ? 'remoteUpdatingText' : 'remoteFailedText')}
          actionLabel={t('tryAgain')}
          onAction={() => setAttempt((n) => n + 1)}
        />
      )}
      <div
        ref={host}
        hidden={phase === 'failed' || phase === 'refused'}
        // The server's area is the remote's, never this render's: as inner HTML React neither
        // hydrates nor replaces it (the value never changes after the first render), and the
        // remote hydrates it in place. The check of inner HTML React makes while hydrating in
        // development is for markup React drew itself, hence the warning is off.
        {...(served || slotted ? { dangerouslySetInnerHTML: { __html: slotted ? AREA_SLOT : '' }, suppressHydrationWarning: true } : {})}
      />
    </Area>
  );
}
