/**
 * The calls of reviews and notifications, sent by their definitions (README "API calls travel with
 * the code that sends them"): the live shell's client table predates them, so asking by name would
 * fail there. Once the live shell's table has them, these can go back to names.
 */
import type { CallDef } from 'shared-api';
// From their own files: 'shared-api/contract' would bring every call's schemas into the bundle.
import {
  notificationRead as notificationReadDef, notifications as notificationsDef, notificationsMarkAllRead as markAllDef,
} from '../../shared-api/src/contract/notifications';
import { reviewSubmit as reviewSubmitDef, reviewsUser as reviewsUserDef } from '../../shared-api/src/contract/reviews';

const named = <C extends CallDef>(name: string, def: C) => ({ ...def, name }) satisfies CallDef & { name: string };

export const reviewSubmit = named('reviewSubmit', reviewSubmitDef);
export const reviewsUser = named('reviewsUser', reviewsUserDef);
export const notifications = named('notifications', notificationsDef);
export const notificationRead = named('notificationRead', notificationReadDef);
export const notificationsMarkAllRead = named('notificationsMarkAllRead', markAllDef);
