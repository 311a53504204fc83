import { createContext } from 'react';

/**
 * Whether the shell still mounts this remote for a path (the `ownsPath` prop of its lifecycles).
 * While the shell moves to another remote's page, the old remote's router already sees the new
 * address: its "not found" stays quiet for a path the shell gives to someone else. Standalone,
 * and on a shell that passes no prop, every path is the remote's.
 */
export const OwnedPaths = createContext<(pathname: string) => boolean>(() => true);
