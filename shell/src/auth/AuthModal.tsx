import { useCallback, useRef } from 'react';
import { Modal } from 'shared-ui/modal';
import { useT } from './messages';
import { showDialog, type AuthDialog } from './dialogs';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { VerifyForm } from './VerifyForm';

/** The open account dialog with its form (loaded on first use: most visits never open one). */
export default function AuthModal({ dialog }: { dialog: Exclude<AuthDialog, null> }) {
  const t = useT();
  const close = useCallback(() => showDialog(null), []);
  // The first field of each form, focused on open (the modal's trap focuses it).
  const focusRef = useRef<HTMLInputElement>(null);
  const titles = { login: t('loginTitle'), register: t('registerTitle'), forgot: t('forgotTitle'), verify: t('verifyTitle') } as const;
  return (
    // Keyed by dialog: switching between them starts each form fresh and moves focus into it.
    <Modal key={dialog} open onClose={close} title={titles[dialog]} size={dialog === 'register' ? 'md' : 'sm'} initialFocusRef={focusRef} closeOnBackdrop={dialog === 'login'}>
      <div data-testid={`auth-${dialog}`}>
        {dialog === 'login' && <LoginForm onDone={close} focusRef={focusRef} />}
        {dialog === 'register' && <RegisterForm onDone={close} focusRef={focusRef} />}
        {dialog === 'forgot' && <ForgotPasswordForm focusRef={focusRef} />}
        {dialog === 'verify' && <VerifyForm onDone={close} focusRef={focusRef} />}
      </div>
    </Modal>
  );
}
