import Type, { type Static } from 'shared-schema';
import { defineEvent } from '../define';

/**
 * notifications:changed v1: how many of the logged-in shopper's notifications are unread, as the
 * server last said (spec §7 Notifications). Published by mf-account (its unread counter, and the
 * notifications page after each mark) so the shell's header and bottom bar show the count.
 * 0 when nobody is logged in. Listeners may use the name alone (a listener needs no schema).
 */
export const notificationsChanged = defineEvent({
  name: 'notifications:changed',
  version: 1,
  kind: 'state',
  owner: 'mf-account',
  payload: Type.Object({
    unread_count: Type.Integer({ minimum: 0 }),
  }),
});
export type NotificationsChanged = Static<typeof notificationsChanged.payload>;
