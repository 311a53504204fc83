import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates a page the server rendered; true right after,
 * and at once in a part the browser draws alone. What only this device knows (its time zone, its
 * stored address, its screen's width) waits for true, so the browser's first pass draws what the
 * server drew, and the device's own state follows in the next.
 */
export const useHydrated = (): boolean => useSyncExternalStore(never, () => true, () => false);
