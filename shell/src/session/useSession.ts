import { useEffect, type MouseEvent } from 'react';
import { useNavigate } from 'shared-router';
import { useBusState } from 'shared-events';
import { useHydrated } from 'shared-ui';
import { askToLogin } from '../auth/dialogs';
import { getSession } from './session';
import { hasLoggedInFlag } from './storage';

/**
 * Spec §6: the route check is the locally stored logged-in flag (the session mirrors it). A page
 * the server drew is the logged-out view: while the browser hydrates it, so is this; the stored
 * flag follows right after.
 */
export function useLoggedIn(): boolean {
  const hydrated = useHydrated();
  const loggedIn = useBusState('session:changed')?.loggedIn ?? hasLoggedInFlag();
  return hydrated && loggedIn;
}

/**
 * Header and bottom-bar links to protected pages: a logged-out tap opens the login popup in
 * place and the shopper lands on that page after login (spec §2).
 */
export function useLoginGuard(onAsk?: () => void): (to: string) => (event: MouseEvent) => void {
  const loggedIn = useLoggedIn();
  return (to) => (event) => {
    if (loggedIn) return;
    event.preventDefault();
    onAsk?.(); // e.g. the mobile menu closes, so the popup is not left on top of it
    askToLogin(to);
  };
}

/** Gives the session the shell's router, so it can send the shopper to log in or home. */
export function SessionNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    getSession().setNavigate((to, options) => navigate(to, options));
  }, [navigate]);
  return null;
}
