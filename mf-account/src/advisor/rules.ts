/** The advisor's form rules, checked before anything is sent (the server checks them again). */
// From their own file, bundled: the shared 'shared-api' leaves them out (advisor-rules.ts).
import { ADVISOR_NEED_MAX, ADVISOR_QUESTION_MAX, type AdvisorForWhom, type SkinType } from 'shared-api/contract/advisor-rules';
import { cleanDigits } from 'shared-api/contract/phone-rules';
import { t } from './messages';

export interface NeedValues {
  need: string;
  skinType: SkinType | '';
  budget: string;
  forWhom: AdvisorForWhom | '';
}
export type NeedField = 'need' | 'budget';

/** Up to 7 digits of dollars: always under the contract's largest amount (int4 cents). */
const DOLLARS = /^\d{1,7}([.,]\d{1,2})?$/;

export function needErrors(v: NeedValues): Partial<Record<NeedField, string>> {
  const errors: Partial<Record<NeedField, string>> = {};
  const need = v.need.trim();
  if (!need) errors.need = t('advisor.needRequired');
  else if (need.length > ADVISOR_NEED_MAX) errors.need = t('advisor.tooLong', { max: ADVISOR_NEED_MAX });
  const budget = v.budget.trim().replace(/^\$/, '');
  if (budget && !DOLLARS.test(budget)) errors.budget = t('advisor.budgetInvalid');
  return errors;
}

/** The suggest call's params: only what the shopper gave. */
export function suggestParams(v: NeedValues) {
  const budget = v.budget.trim().replace(/^\$/, '').replace(',', '.');
  return {
    need: v.need.trim(),
    ...(v.skinType ? { skin_type: v.skinType } : {}),
    ...(budget ? { budget: Number(budget) } : {}),
    ...(v.forWhom ? { for_whom: v.forWhom } : {}),
  };
}

export type AskField = 'question' | 'phone';

export function askErrors(question: string, phone: string): Partial<Record<AskField, string>> {
  const errors: Partial<Record<AskField, string>> = {};
  const q = question.trim();
  if (!q) errors.question = t('advisor.questionRequired');
  else if (q.length > ADVISOR_QUESTION_MAX) errors.question = t('advisor.tooLong', { max: ADVISOR_QUESTION_MAX });
  const p = cleanDigits(phone);
  if (p && !/^\+[1-9][0-9]{7,14}$/.test(p)) errors.phone = t('advisor.phoneInvalid');
  return errors;
}
