import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, tokens } from 'shared-ui';
import { useT } from './pwaMessages';
import { browserPromptEnv, startInstallPrompt } from './installPrompt';
import { pwaState, type InstallPromptEvent } from './pwaState';

export const Card = styled.div`
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  box-shadow: ${tokens.shadows.lg};
  padding: ${tokens.spacing.lg};
  display: grid;
  gap: ${tokens.spacing.sm};
  h2 {
    margin: 0;
    font-size: ${tokens.font.size.md};
  }
  p {
    margin: 0;
    color: ${tokens.colors.textMuted};
  }
`;
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
  justify-content: flex-end;
`;

/**
 * The shop's own install prompt (spec §4): the captured beforeinstallprompt, shown by the timing
 * rules of installPrompt.ts. Not modal: the page stays usable and keeps its focus.
 */
export function InstallPrompt({ event, capturedAt }: { event: InstallPromptEvent; capturedAt: number }) {
  const t = useT();
  const titleId = useId();
  const [visible, setVisible] = useState(false);
  const prompt = useRef<ReturnType<typeof startInstallPrompt> | null>(null);
  useEffect(() => {
    const started = startInstallPrompt(browserPromptEnv(), setVisible, capturedAt);
    prompt.current = started;
    return () => started.stop();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one timing per captured event
  }, [event]);
  if (!visible) return null;
  const install = async () => {
    // A captured event prompts once: whatever the answer, this one is used up.
    prompt.current?.stop();
    pwaState.set({ installEvent: null });
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'dismissed') prompt.current?.dismiss();
  };
  return (
    <Card role="dialog" aria-modal="false" aria-labelledby={titleId} data-testid="install-prompt">
      <h2 id={titleId}>{t('installTitle')}</h2>
      <p>{t('installText')}</p>
      <Actions>
        <Button variant="ghost" size="sm" onClick={() => prompt.current?.dismiss()}>
          {t('installNotNow')}
        </Button>
        <Button size="sm" onClick={() => void install()}>
          {t('installButton')}
        </Button>
      </Actions>
    </Card>
  );
}
