import Type, { type Static } from 'shared-schema';
import { defineEvent } from '../define';

/**
 * addresses:changed v1: the shopper saved or deleted a delivery address (mf-account's address
 * book, also bundled into mf-checkout), with how many addresses they have now. The shell keeps
 * `has_addresses` of the stored user (spec §3) right with it. Added after shells that know only
 * events.ts: the publisher hands this definition to `emit`, the shell listens by it.
 */
export const addressesChanged = defineEvent({
  name: 'addresses:changed',
  version: 1,
  kind: 'event',
  owner: 'mf-account',
  payload: Type.Object({ count: Type.Integer({ minimum: 0 }) }),
});
export type AddressesChanged = Static<typeof addressesChanged.payload>;
