import { useSyncExternalStore } from 'react';
import { rememberPath } from '../session/storage';

/** Which account dialog is open: at most one at a time. */
export type AuthDialog = 'login' | 'register' | 'forgot' | 'verify' | null;

let open: AuthDialog = null;
const listeners = new Set<() => void>();

export function showDialog(dialog: AuthDialog): void {
  open = dialog;
  listeners.forEach((l) => l());
}

/** The login popup; `returnTo` is where the shopper goes after logging in (spec §2). */
export function askToLogin(returnTo?: string): void {
  if (returnTo) rememberPath(returnTo);
  showDialog('login');
}

export const currentDialog = (): AuthDialog => open;

export function useAuthDialog(): AuthDialog {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    currentDialog,
    currentDialog,
  );
}
