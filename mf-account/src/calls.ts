/**
 * The calls of reviews and notifications, by name: the shell released with them (shared-api
 * 1.4.0) has them in its table, and mf-account needs that shell (its shared-api range).
 *
 * The Student & Grad discount's calls are new: they travel by their definitions (README "API
 * calls travel with the code that sends them") until the live shell's table has them.
 */
import type { CallDef } from 'shared-api';
// From its own file: 'shared-api/contract' would bring every call's schemas into the bundle.
import {
  studentDiscountRequest as studentRequestDef, studentDiscountStatus as studentStatusDef, studentDiscountVerify as studentVerifyDef,
} from '../../shared-api/src/contract/student';

export const reviewSubmit = 'reviewSubmit';
export const reviewsUser = 'reviewsUser';
export const notifications = 'notifications';
export const notificationRead = 'notificationRead';
export const notificationsMarkAllRead = 'notificationsMarkAllRead';

const named = <C extends CallDef>(name: string, def: C) => ({ ...def, name }) satisfies CallDef & { name: string };
export const studentDiscountRequest = named('studentDiscountRequest', studentRequestDef);
export const studentDiscountVerify = named('studentDiscountVerify', studentVerifyDef);
export const studentDiscountStatus = named('studentDiscountStatus', studentStatusDef);
