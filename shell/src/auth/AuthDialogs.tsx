import { lazy, Suspense, useEffect } from 'react';
import { getBus } from 'shared-events';
import { askToLogin, useAuthDialog } from './dialogs';

const AuthModal = lazy(() => import(/* webpackChunkName: "account-dialogs" */ './AuthModal'));

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
  return (
    <Suspense fallback={null}>
      <AuthModal dialog={dialog} />
    </Suspense>
  );
}
