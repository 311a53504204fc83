/**
 * Ila Tali, the shop's personal shopping advisor: suggestions from the catalogue for a need the
 * shopper describes (skin type, budget, who it is for), each with the reasons that hold for that
 * product, and the question sent to a human advisor over WhatsApp. The bearer's own (401 without a
 * session). Only calls are exported as values: calls.ts spreads this module into `calls`.
 */
import Type, { type Static } from 'shared-schema';
import { defineCall, Success } from './define';
import { callRoutes } from './routes';
import { Id, Limit, List, Money, MultilineText, Text } from './bounds';
import { ADVISOR_FOR_WHOM, ADVISOR_NEED_MAX, ADVISOR_QUESTION_MAX, ADVISOR_QUESTION_STATUSES, ADVISOR_SUGGESTIONS_MAX, SKIN_TYPES } from './advisor-rules';
import { ProductSummary } from './product';

const AdvisorSuggestion = Type.Object({
  /** The product as the catalogue's lists show it. */
  product: ProductSummary,
  /** Short statements that hold for this product ('Under your budget of $20.00 — $12.50'). */
  reasons: Type.Array(Type.String()),
});
export type AdvisorSuggestion = Static<typeof AdvisorSuggestion>;

export const advisorSuggest = defineCall(callRoutes.advisorSuggest, {
  params: Type.Object({
    need: MultilineText(ADVISOR_NEED_MAX, 1),
    skin_type: Type.Optional(Type.Enum(SKIN_TYPES)),
    /** Dollars: every suggestion costs at most this. */
    budget: Type.Optional(Money),
    for_whom: Type.Optional(Type.Enum(ADVISOR_FOR_WHOM)),
    /** A category's slug (main or sub) to keep to. */
    category: Type.Optional(Text(64)),
  }),
  result: Type.Object({
    status: Success,
    suggestions: Type.Array(AdvisorSuggestion, { maxItems: ADVISOR_SUGGESTIONS_MAX }),
    /** Said when nothing matched: what to try, or to ask a human advisor. */
    message: Type.Optional(Type.String()),
  }),
});

/** Sends the question to the shop's human advisor; the advisor answers on the shopper's WhatsApp. */
export const advisorAsk = defineCall(callRoutes.advisorAsk, {
  params: Type.Object({
    question: MultilineText(ADVISOR_QUESTION_MAX, 1),
    /** With its dial code ('+252612345678'); the profile's phone when missing. */
    phone: Type.Optional(Text(32, 7)),
    /** The products the shopper was shown, so the advisor sees them too. */
    suggested_ids: Type.Optional(List(Id, ADVISOR_SUGGESTIONS_MAX)),
  }),
  result: Type.Object({
    status: Success,
    question_status: Type.Enum(ADVISOR_QUESTION_STATUSES),
    /** Where the answer comes ('+252 61 …'): the number the advisor replies to. */
    reply_to: Type.String(),
    message: Type.String(),
  }),
});

const AdvisorQuestion = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  question_status: Type.Enum(ADVISOR_QUESTION_STATUSES),
  reply_to: Type.String(),
  created_at: Type.String({ description: 'ISO 8601' }),
});
export type AdvisorQuestion = Static<typeof AdvisorQuestion>;

/** The bearer's questions to a human advisor, newest first. */
export const advisorQuestions = defineCall(callRoutes.advisorQuestions, {
  params: Type.Object({ limit: Limit(50, 10) }),
  result: Type.Object({ status: Success, questions: Type.Array(AdvisorQuestion) }),
});
