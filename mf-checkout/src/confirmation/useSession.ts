import { useEffect, useState } from 'react';
import { getBus, type SessionState } from 'shared-events';

/** The session as the bus holds it now (a state replays its value at once), or undefined before the shell published one. */
function current(): SessionState | undefined {
  let value: SessionState | undefined;
  getBus()
    .state('session:changed')
    .subscribe((v) => (value = v))
    .unsubscribe();
  return value;
}

/**
 * session:changed read from the first render (useBusState starts undefined), so a logged-out
 * shopper's page never sends a call that needs a token before it knows.
 */
export function useSession(): SessionState | undefined {
  const [session, setSession] = useState(current);
  useEffect(() => {
    const sub = getBus().state('session:changed').subscribe(setSession);
    return () => sub.unsubscribe();
  }, []);
  return session;
}
