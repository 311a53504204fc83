import { useEffect, useState } from 'react';
import { getBus } from 'shared-events';
import type { notificationsChanged } from 'shared-events/definitions/notifications';
import { useLoggedIn } from '../session/useSession';

/** By its name alone: a listener needs no schema, so the definition stays out of the first load. */
const NOTIFICATIONS_CHANGED = { name: 'notifications:changed' } as typeof notificationsChanged;

/**
 * Unread notifications of the logged-in shopper, as mf-account publishes them (0 until it
 * speaks, and 0 once nobody is logged in: a stale count is never shown after a logout).
 */
export function useUnreadCount(): number {
  const loggedIn = useLoggedIn();
  const [count, setCount] = useState(0);
  useEffect(() => {
    const sub = getBus()
      .state(NOTIFICATIONS_CHANGED)
      .subscribe((p) => setCount(p.unread_count));
    return () => sub.unsubscribe();
  }, []);
  return loggedIn ? count : 0;
}
