import styled from 'styled-components';
import { Button, tokens } from 'shared-ui';
import { useT } from './pwaMessages';
import { applyUpdate } from './swClient';

const Toast = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${tokens.spacing.md};
  justify-content: space-between;
  padding: ${tokens.spacing.md} ${tokens.spacing.lg};
  border-radius: ${tokens.radii.md};
  box-shadow: ${tokens.shadows.lg};
  background: ${tokens.colors.text};
  color: #fff;
  font-weight: ${tokens.font.weight.medium};
`;

/**
 * A new /sw.js is installed and waiting (spec §4): it stays until the shopper chooses, since
 * taking over in the middle of a checkout would mix two releases; Update now reloads into it.
 */
export function UpdateToast({ worker }: { worker: ServiceWorker }) {
  const t = useT();
  return (
    <Toast role="status" aria-live="polite" data-testid="update-toast">
      <span>{t('updateReady')}</span>
      <Button size="sm" variant="secondary" onClick={() => applyUpdate(worker)}>
        {t('updateNow')}
      </Button>
    </Toast>
  );
}
