/**
 * The calls of reviews and notifications, by name: the shell released with them (shared-api
 * 1.4.0) has them in its table, and mf-account needs that shell (its shared-api range).
 *
 * New calls travel by their definitions (README "API calls travel with the code that sends them"):
 * a live shell whose client table predates them still sends them, with every policy: Ila Tali's
 * the Student & Grad discount's and customer service's. From their own files: 'shared-api/contract' would bring
 * every call's schemas into the bundle.
 */
import type { CallDef } from 'shared-api';
import {
  advisorAsk as advisorAskDef, advisorQuestions as advisorQuestionsDef, advisorSuggest as advisorSuggestDef,
} from 'shared-api/contract/advisor';
import {
  notificationRead as notificationReadDef, notifications as notificationsDef, notificationsMarkAllRead as notificationsMarkAllReadDef,
} from 'shared-api/contract/notifications';
import {
  studentDiscountRequest as studentRequestDef, studentDiscountStatus as studentStatusDef, studentDiscountVerify as studentVerifyDef,
} from 'shared-api/contract/student';
import { supportMessage as supportMessageDef } from 'shared-api/contract/support';

export const reviewSubmit = 'reviewSubmit';
export const reviewsUser = 'reviewsUser';

const named = <C extends CallDef>(name: string, def: C) => ({ ...def, name }) satisfies CallDef & { name: string };

export const advisorSuggest = named('advisorSuggest', advisorSuggestDef);
export const advisorAsk = named('advisorAsk', advisorAskDef);
export const advisorQuestions = named('advisorQuestions', advisorQuestionsDef);

export const studentDiscountRequest = named('studentDiscountRequest', studentRequestDef);
export const studentDiscountVerify = named('studentDiscountVerify', studentVerifyDef);
export const studentDiscountStatus = named('studentDiscountStatus', studentStatusDef);

/** Customer service: public; a visitor sends it without a token. */
export const supportMessage = named('supportMessage', supportMessageDef);
/** With the session: the message is the shopper's and may name one of their orders. */
export const supportMessageAsShopper = { ...supportMessage, auth: true };

// By definition: the list's kinds and fields grew (order placed, payments, message
// keys), and a live shell's older table would refuse the answers it checks.
export const notifications = named('notifications', notificationsDef);
export const notificationRead = named('notificationRead', notificationReadDef);
export const notificationsMarkAllRead = named('notificationsMarkAllRead', notificationsMarkAllReadDef);
