import { useEffect } from 'react';
import { getBus } from 'shared-events';
import { lazyPart } from 'shared-federation';
import { toastDidNotOpen } from '../toasts/didNotOpen';
import { askToLogin, showDialog, useAuthDialog } from './dialogs';

const AuthModal = lazyPart(() => import(/* webpackChunkName: "account-dialogs" */ './AuthModal').then((m) => m.default));

/** The dialog's code did not arrive: say so and close it, so the next tap tries again. */
function dialogDidNotOpen() {
  showDialog(null);
  toastDidNotOpen();
}

/** The account dialogs of spec §2; remotes ask for the login popup with `auth:required`. */
export function AuthDialogs() {
  const dialog = useAuthDialog();

  useEffect(() => {
    const sub = getBus()
      .on('auth:required')
      .subscribe(({ returnTo }) => askToLogin(returnTo));
    return () => sub.unsubscribe();
  }, []);

  if (!dialog) return null;
  return <AuthModal dialog={dialog} onLoadError={dialogDidNotOpen} />;
}
