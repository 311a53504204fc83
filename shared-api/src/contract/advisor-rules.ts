/**
 * Ila Tali's fixed lists and limits, for the server and mf-account's form. Not exported by the
 * package pages import ('shared-api'): the shell provides that one to every page, and its first
 * load stays within budget; mf-account imports this file itself, and the server takes it from
 * 'shared-api/contract'.
 */
export const ADVISOR_NEED_MAX = 500;
export const ADVISOR_QUESTION_MAX = 1000;
export const ADVISOR_SUGGESTIONS_MAX = 6;
export const ADVISOR_ASKS_PER_HOUR = 3;
export const SKIN_TYPES = ['dry', 'oily', 'combination', 'sensitive', 'normal'] as const;
export type SkinType = (typeof SKIN_TYPES)[number];
export const ADVISOR_FOR_WHOM = ['myself', 'partner', 'mother', 'father', 'child', 'baby', 'friend', 'elder'] as const;
export type AdvisorForWhom = (typeof ADVISOR_FOR_WHOM)[number];
/** Sent to the advisors' WhatsApp, or refused by it (the advisor's reply goes to the shopper's WhatsApp, not here). */
export const ADVISOR_QUESTION_STATUSES = ['sent', 'failed'] as const;
export type AdvisorQuestionStatus = (typeof ADVISOR_QUESTION_STATUSES)[number];
