import styled from 'styled-components';
import { tokens } from 'shared-ui';
import { lazyPart } from 'shared-federation';
import { useT } from '../messages';
import { usePwaState } from './pwaState';

const Banner = styled.p`
  margin: 0;
  padding: ${tokens.spacing.sm} ${tokens.spacing.lg};
  background: ${tokens.colors.warningSoft};
  color: ${tokens.colors.text};
  border-bottom: 1px solid ${tokens.colors.borderStrong};
  text-align: center;
  font-weight: ${tokens.font.weight.medium};
`;

/** Spec §8: while the browser is offline, in the page's flow under the header. */
export function OfflineBanner() {
  const t = useT();
  const offline = usePwaState((s) => s.offline);
  return offline ? (
    <Banner role="status" data-testid="offline-banner">
      {t('offline')}
    </Banner>
  ) : null;
}

/**
 * The install prompt and the update toast (AppPrompts.tsx): their code, texts and layout arrive
 * only when one of them has something to show, so none of it is part of /home's first load.
 */
const Prompts = lazyPart(() => import(/* webpackChunkName: "app-prompts" */ './AppPrompts').then((m) => m.AppPrompts));

export function AppPrompts() {
  const needed = usePwaState((s) => s.installEvent !== null || s.waiting !== null);
  return needed ? <Prompts /> : null;
}
