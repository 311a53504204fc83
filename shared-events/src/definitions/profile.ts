import Type, { type Static } from 'shared-schema';
import { defineEvent } from '../define';

/**
 * profile:changed v1: the shopper saved their profile in mf-account, with the name as the server
 * stored it. The shell keeps the stored user's `name` and `userName` (spec §3) and the header's
 * greeting right with it, the way it keeps `has_addresses` with addresses:changed. Added after
 * shells that know only events.ts: the publisher hands this definition to `emit`.
 */
export const profileChanged = defineEvent({
  name: 'profile:changed',
  version: 1,
  kind: 'event',
  owner: 'mf-account',
  payload: Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) }),
});
export type ProfileChanged = Static<typeof profileChanged.payload>;
