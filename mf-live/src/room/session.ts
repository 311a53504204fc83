import { useBusState } from 'shared-events';
import { t } from '../messages';

export interface Viewer {
  loggedIn: boolean;
  /** The name the room's chat shows: the shopper's first name, or 'Guest'. */
  name: string;
}

/** The shopper watching, from the shell's session state (logged out until it says otherwise). */
export function useViewer(): Viewer {
  const session = useBusState('session:changed');
  const loggedIn = session?.loggedIn === true;
  const first = session?.user?.name.trim().split(/\s+/)[0];
  return { loggedIn, name: loggedIn && first ? first : t('room.guest') };
}
