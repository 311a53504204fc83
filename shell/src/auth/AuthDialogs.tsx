import { useCallback, useEffect, useRef } from 'react';
import { getBus } from 'shared-events';
import { Modal } from 'shared-ui';
import { useT } from '../messages';
import { askToLogin, showDialog, useAuthDialog } from './dialogs';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { VerifyForm } from './VerifyForm';

/** The account dialogs of spec §2; remotes ask for the login popup with `auth:required`. */
export function AuthDialogs() {
  const t = useT();
  const dialog = useAuthDialog();
  const close = useCallback(() => showDialog(null), []);
  // The first field of each form, focused on open (the modal's trap focuses it).
  const focusRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const sub = getBus()
      .on('auth:required')
      .subscribe(({ returnTo }) => askToLogin(returnTo));
    return () => sub.unsubscribe();
  }, []);

  const titles = { login: t('loginTitle'), register: t('registerTitle'), forgot: t('forgotTitle'), verify: t('verifyTitle') } as const;
  if (!dialog) return null;
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
