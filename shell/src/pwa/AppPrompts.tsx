import styled from 'styled-components';
import { tokens } from 'shared-ui';
import { lazyPart } from 'shared-federation';
import { usePwaState } from './pwaState';

// Their code arrives only when there is something to show (not part of /home's first load).
const InstallPrompt = lazyPart(() => import(/* webpackChunkName: "install-prompt" */ './InstallPrompt').then((m) => m.InstallPrompt));
const UpdateToast = lazyPart(() => import(/* webpackChunkName: "update-toast" */ './UpdateToast').then((m) => m.UpdateToast));

const Corner = styled.div`
  position: fixed;
  z-index: ${tokens.zIndex.toast};
  left: ${tokens.spacing.sm};
  right: ${tokens.spacing.sm};
  bottom: calc(72px + ${tokens.spacing.sm}); /* above the bottom bar */
  display: grid;
  gap: ${tokens.spacing.sm};
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
  ${tokens.media.desktop} {
    left: auto;
    right: ${tokens.spacing.xl};
    bottom: ${tokens.spacing.xl};
    width: 360px;
  }
`;

/** The install prompt (spec §4) and the update toast, in a corner apart from the toasts. */
export function AppPrompts() {
  const installEvent = usePwaState((s) => s.installEvent);
  const capturedAt = usePwaState((s) => s.installCapturedAt);
  const waiting = usePwaState((s) => s.waiting);
  if (!installEvent && !waiting) return null;
  return (
    <Corner>
      {waiting && <UpdateToast worker={waiting} />}
      {installEvent && <InstallPrompt event={installEvent} capturedAt={capturedAt} />}
    </Corner>
  );
}
