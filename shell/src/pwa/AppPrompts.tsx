import styled from 'styled-components';
import { tokens } from 'shared-ui';
import { usePwaState } from './pwaState';
// In this file's own chunk, which arrives only when one of them has something to show
// (PwaParts.tsx): not a chunk of their own each after it. On the slow line each chained request
// took about 1.5 s, so the install prompt painted 4–6 s after the browser's offer instead of the
// spec's 2 s (bench/settle.mjs); both together weigh about 2.3 KB gzip, the update toast's part
// fetched with the install prompt's even when only one shows.
import { InstallPrompt } from './InstallPrompt';
import { UpdateToast } from './UpdateToast';

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
