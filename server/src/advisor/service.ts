/**
 * Ila Tali's calls: suggestions from the catalogue (match.ts decides, this reads the candidates),
 * and questions to the shop's human advisor over WhatsApp, stored with what the shopper was shown.
 */
import { and, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { ADVISOR_ASKS_PER_HOUR, type AdvisorQuestionStatus, type ParamsOf, type ResultOf, type calls } from '../contract';
import type { AuthContext } from '../auth/context';
import { compactPhone } from '../auth/rules';
import { summaryColumns } from '../catalogue/queries';
import { toSummary } from '../catalogue/service';
import type { Db } from '../db/client';
import { advisorQuestions } from '../db/schema-advisor';
import { users } from '../db/schema-auth';
import { categories, products } from '../db/schema';
import { dollarsToCents } from '../money';
import { giveBack, takeHit } from '../limits/counter';
import { LIMITS, ruleFor } from '../limits/rules';
import { BusinessError } from '../errors';
import { hasSomethingToMatch, planNeed, rankSuggestions, type NeedPlan } from './match';

type SuggestResult = Omit<ResultOf<typeof calls.advisorSuggest>, 'status'>;
type AskResult = Omit<ResultOf<typeof calls.advisorAsk>, 'status'>;

/** Enough for a need that names a whole category; ranking then picks the best 6. */
const CANDIDATES_MAX = 400;

export const NOTHING_FOUND =
  'Ila Tali found nothing in the shop for that yet. Try other words (maqaar, timo, udgoon, carruur), a higher budget, or ask a human advisor.';
export const ASK_SENT = 'Your question is with our advisor. They will reply on WhatsApp to {phone}.';
export const ASK_LIMIT = `You have sent ${ADVISOR_ASKS_PER_HOUR} questions in the last hour. Please try again in {minutes} minutes.`;
export const ASK_FAILED = 'Your question could not be sent over WhatsApp. Please try again later.';
export const PHONE_INVALID = 'Enter the phone number with its dial code, e.g. +252612345678.';
export const ADVISOR_TEMPLATE = 'advisor_question';
/** The shop's advisors' WhatsApp number, unless SUUQ_ADVISOR_WHATSAPP names another. */
export const DEFAULT_ADVISOR_WHATSAPP = '+252610000000';

const mainCategorySlug = sql<string | null>`(select p.slug from ${categories} p where p.id = ${categories.parentId})`;

/** The products worth judging: in a category the plan points at, or with a word of the need in a name. */
async function candidates(db: Db, plan: NeedPlan, category: string | undefined) {
  const wanted: SQL[] = [];
  if (plan.categories.length) wanted.push(inArray(categories.slug, plan.categories));
  for (const word of plan.words) {
    const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    wanted.push(ilike(products.name, like), ilike(products.nameSo, like));
  }
  if (!wanted.length) return [];
  const where = and(
    or(...wanted),
    plan.budgetCents !== undefined ? lte(products.priceCents, plan.budgetCents) : undefined,
    category ? or(eq(categories.slug, category), sql`${mainCategorySlug} = ${category}`) : undefined,
  );
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(desc(products.rating), desc(products.reviewCount), products.id)
    .limit(CANDIDATES_MAX);
}

export async function suggest(db: Db, p: ParamsOf<typeof calls.advisorSuggest>): Promise<SuggestResult> {
  const plan = planNeed({ need: p.need, skinType: p.skin_type, budgetCents: p.budget === undefined ? undefined : dollarsToCents(p.budget), forWhom: p.for_whom });
  if (!hasSomethingToMatch(plan)) return { suggestions: [], message: NOTHING_FOUND };
  const rows = await candidates(db, plan, p.category);
  const ranked = rankSuggestions(
    plan,
    rows.map((r) => ({ ...r, rating: Number(r.rating), quantity: Number(r.quantity) })),
  );
  if (!ranked.length) return { suggestions: [], message: NOTHING_FOUND };
  return { suggestions: ranked.map((s) => ({ product: toSummary(s.candidate), reasons: s.reasons })) };
}

const isPhone = (phone: string) => /^\+[1-9][0-9]{7,14}$/.test(phone);

export async function ask(ctx: AuthContext, advisorPhone: string, userId: number, p: ParamsOf<typeof calls.advisorAsk>): Promise<AskResult> {
  const [user] = await ctx.db.select({ name: users.name, phone: users.fullPhone }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new BusinessError(401, 'unauthorized', 'Authentication required');
  // Spelled as accounts store a phone, so the question's reply_to matches the profile's number.
  const replyTo = compactPhone(p.phone ?? user.phone);
  if (!isPhone(replyTo)) throw new BusinessError(400, 'phone', PHONE_INVALID);
  const question = p.question.trim();
  if (!question) throw new BusinessError(400, 'question', 'Write your question for the advisor.');

  const now = ctx.now();
  // Counted before the send, shared by every API process (limits/counter.ts); a failed send gives it back.
  const hit = await takeHit(ctx.db, ruleFor(LIMITS.advisorAsk, `user:${userId}`), now);
  if (!hit.taken) {
    const retryAfter = hit.retryAfterSeconds;
    throw new BusinessError(429, 'rate_limited', ASK_LIMIT.replace('{minutes}', String(Math.max(1, Math.ceil(retryAfter / 60)))), { retry_after: retryAfter });
  }

  const suggestedIds = [...new Set(p.suggested_ids ?? [])];
  const shown = suggestedIds.length
    ? await ctx.db.select({ name: products.name, price: products.priceCents }).from(products).where(inArray(products.id, suggestedIds))
    : [];
  const text = [
    `Suuq · Ila Tali: a question from ${user.name} (reply on WhatsApp to ${replyTo})`,
    question,
    ...(shown.length ? [`Shown: ${shown.map((s) => `${s.name} ($${(s.price / 100).toFixed(2)})`).join('; ')}`] : []),
  ].join('\n');

  let status: AdvisorQuestionStatus = 'sent';
  try {
    await ctx.messenger.send({ to: advisorPhone, channel: 'whatsapp', template: ADVISOR_TEMPLATE, text });
  } catch (err) {
    ctx.log?.error({ err: err as Error, userId }, 'advisor question not sent');
    status = 'failed';
  }
  await ctx.db.insert(advisorQuestions).values({ userId, question, suggestedIds, replyTo, status, createdAt: now });
  if (status === 'failed') {
    await giveBack(ctx.db, hit);
    throw new BusinessError(502, 'send_failed', ASK_FAILED);
  }
  return { question_status: status, reply_to: replyTo, message: ASK_SENT.replace('{phone}', replyTo) };
}

export async function listQuestions(db: Db, userId: number, limit: number): Promise<Omit<ResultOf<typeof calls.advisorQuestions>, 'status'>> {
  const rows = await db
    .select()
    .from(advisorQuestions)
    .where(eq(advisorQuestions.userId, userId))
    .orderBy(desc(advisorQuestions.createdAt), desc(advisorQuestions.id))
    .limit(limit);
  return {
    questions: rows.map((r) => ({
      id: r.id,
      question: r.question,
      question_status: r.status as AdvisorQuestionStatus,
      reply_to: r.replyTo,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
