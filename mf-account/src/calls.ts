/**
 * The calls of reviews and notifications, by name: the shell released with them (shared-api
 * 1.4.0) has them in its table, and mf-account needs that shell (its shared-api range).
 *
 * Ila Tali's calls travel by their definitions (README "API calls travel with the code that sends
 * them"): a live shell whose client table predates them still sends them, with every policy. From
 * their own file: 'shared-api/contract' would bring every call's schemas into the bundle.
 */
import type { CallDef } from 'shared-api';
import {
  advisorAsk as advisorAskDef, advisorQuestions as advisorQuestionsDef, advisorSuggest as advisorSuggestDef,
} from '../../shared-api/src/contract/advisor';

export const reviewSubmit = 'reviewSubmit';
export const reviewsUser = 'reviewsUser';
export const notifications = 'notifications';
export const notificationRead = 'notificationRead';
export const notificationsMarkAllRead = 'notificationsMarkAllRead';

const named = <C extends CallDef>(name: string, def: C) => ({ ...def, name }) satisfies CallDef & { name: string };

export const advisorSuggest = named('advisorSuggest', advisorSuggestDef);
export const advisorAsk = named('advisorAsk', advisorAskDef);
export const advisorQuestions = named('advisorQuestions', advisorQuestionsDef);
