import { useRef } from 'react';
import { Button } from 'shared-ui';
import { Modal } from 'shared-ui/modal';
import { useT } from '../messages';

interface Props {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Clearing asks first (spec §4). Focus starts on the safe choice, so a stray Enter keeps the cart. */
export function ClearCartDialog({ open, onConfirm, onCancel }: Props) {
  const t = useT();
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t('clearTitle')}
      size="sm"
      initialFocusRef={keep}
      footer={
        <>
          <Button ref={keep} variant="secondary" onClick={onCancel}>
            {t('clearCancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {t('clearConfirm')}
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{t('clearText')}</p>
    </Modal>
  );
}
