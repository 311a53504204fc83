/**
 * Ila Tali's matching, pure (no database): a need becomes a plan (the words, topics, skin type,
 * budget and who it is for), and the catalogue's candidates are scored against it. Every reason a
 * suggestion carries is a statement checked on that product here, so it holds: the word is in its
 * name or its category is the topic's, its price is within the budget, its rating is its rating.
 */
import { ADVISOR_SUGGESTIONS_MAX, type AdvisorForWhom, type SkinType } from '../contract';
import { FOR_WHOM_CATEGORIES, SKIN_CATEGORIES, SKIN_TYPE_PRODUCT_WORDS, SKIN_TYPE_WORDS, STOP_WORDS, TOPICS, stem, wordsOf, type Topic } from './words';

export interface NeedInput {
  need: string;
  skinType?: SkinType;
  budgetCents?: number;
  forWhom?: AdvisorForWhom;
}

export interface NeedPlan {
  /** Words of the need matched against product names (stemmed, no stop words, 3+ letters). */
  words: string[];
  /** Topics the need names, with the word that named each. */
  topics: { topic: Topic; word: string }[];
  skinType?: SkinType;
  /** The skin type came from the need's own words (said in the reason as the shopper wrote it). */
  skinWord?: string;
  budgetCents?: number;
  forWhom?: AdvisorForWhom;
  /** Subcategories any part of the plan points at (for the database's first cut). */
  categories: string[];
}

/** A product as the matcher sees it. */
export interface Candidate {
  id: number;
  name: string;
  nameSo: string;
  categorySlug: string;
  categoryName: string;
  priceCents: number;
  rating: number;
  reviewCount: number;
  quantity: number;
}

export interface Suggestion<C extends Candidate = Candidate> {
  candidate: C;
  score: number;
  reasons: string[];
}

const MIN_WORD = 3;
const formatDollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** A budget the need names: '$20', '20 dollars', '20 doolar'. */
const BUDGET_IN_TEXT = /\$\s*(\d{1,6}(?:[.,]\d{1,2})?)|(\d{1,6}(?:[.,]\d{1,2})?)\s*(?:\$|usd|dollars?|doolar)/i;

export function budgetInText(text: string): number | undefined {
  const m = BUDGET_IN_TEXT.exec(text);
  const value = m ? Number((m[1] ?? m[2])!.replace(',', '.')) : NaN;
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) : undefined;
}

export function planNeed(input: NeedInput): NeedPlan {
  const all = wordsOf(input.need);
  const topics: NeedPlan['topics'] = [];
  for (const topic of TOPICS) {
    const word = all.find((w) => topic.words.includes(w));
    if (word) topics.push({ topic, word });
  }
  let skinType = input.skinType;
  let skinWord: string | undefined;
  if (!skinType) {
    for (const [type, words] of Object.entries(SKIN_TYPE_WORDS) as [SkinType, string[]][]) {
      skinWord = all.find((w) => words.includes(w));
      if (skinWord) {
        skinType = type;
        break;
      }
    }
  }
  const topicWords = new Set(topics.map((t) => t.word));
  const skinWords = new Set(Object.values(SKIN_TYPE_WORDS).flat());
  const words = [...new Set(all.filter((w) => w.length >= MIN_WORD && !STOP_WORDS.has(w) && !topicWords.has(w) && !skinWords.has(w)).map(stem))];
  const forWhom = input.forWhom;
  const categories = new Set(topics.flatMap((t) => t.topic.categories));
  if (skinType && topics.length === 0) for (const c of SKIN_CATEGORIES) categories.add(c);
  if (forWhom) for (const c of FOR_WHOM_CATEGORIES[forWhom]) categories.add(c);
  const budgetCents = input.budgetCents ?? budgetInText(input.need);
  return { words, topics, skinType, skinWord, budgetCents, forWhom, categories: [...categories] };
}

/** The plan asks for something a product can match (else there is nothing to suggest from). */
export const hasSomethingToMatch = (plan: NeedPlan) =>
  plan.words.length > 0 || plan.topics.length > 0 || plan.skinType !== undefined || (plan.forWhom !== undefined && FOR_WHOM_CATEGORIES[plan.forWhom].length > 0);

const FOR_WHOM_WORDS: Record<AdvisorForWhom, string> = {
  myself: 'you', partner: 'your partner', friend: 'a friend', mother: 'a mother', father: 'a father', child: 'a child', baby: 'a baby', elder: 'an elder',
};

/** The words of the product's names (English and Somali), stemmed. */
const nameWords = (c: Candidate) => new Set([...wordsOf(c.name), ...wordsOf(c.nameSo)].map(stem));

/** The skin-type word in the product's name, if it suits that skin type by the table. */
export function skinWordOf(c: Candidate, type: SkinType): string | undefined {
  if (!SKIN_CATEGORIES.includes(c.categorySlug)) return undefined;
  const words = nameWords(c);
  return SKIN_TYPE_PRODUCT_WORDS[type].find((w) => words.has(stem(w)));
}

/** A word of the need is in the product's name, or its category is a topic the need names. */
export const matchesAsked = (plan: NeedPlan, c: Candidate) => {
  const words = nameWords(c);
  return plan.words.some((w) => words.has(w)) || plan.topics.some((t) => t.topic.categories.includes(c.categorySlug));
};

/** Scores one candidate; null when it does not fit the plan (over budget, or nothing matches). */
export function judge<C extends Candidate>(plan: NeedPlan, c: C): Suggestion<C> | null {
  if (plan.budgetCents !== undefined && c.priceCents > plan.budgetCents) return null;
  const reasons: string[] = [];
  let score = 0;
  const words = nameWords(c);
  const named = plan.words.filter((w) => words.has(w));
  if (named.length) {
    score += 4 * named.length;
    reasons.push(`Matches ${named.map((w) => `"${w}"`).join(', ')}`);
  }
  const topic = plan.topics.find((t) => t.topic.categories.includes(c.categorySlug));
  if (topic) {
    score += 3;
    reasons.push(`Matches "${topic.word}" — ${c.categoryName}`);
  }
  if (plan.skinType) {
    const skinWord = skinWordOf(c, plan.skinType);
    // The skin type in the shop's words, with the shopper's own word when they wrote one.
    const said = plan.skinWord ? `${plan.skinType} skin ("${plan.skinWord}")` : `${plan.skinType} skin`;
    if (skinWord) {
      // What suits the skin weighs more than a word of the need ('face soap' for dry skin).
      score += 5;
      reasons.push(`Good for ${said}: ${skinWord}`);
    } else if (plan.skinType === 'normal' && SKIN_CATEGORIES.includes(c.categorySlug)) {
      score += 1;
      reasons.push(`Everyday care for normal skin — ${c.categoryName}`);
    }
  }
  if (plan.forWhom && FOR_WHOM_CATEGORIES[plan.forWhom].includes(c.categorySlug)) {
    score += 2;
    reasons.push(`For ${FOR_WHOM_WORDS[plan.forWhom]} — ${c.categoryName}`);
  }
  // A topic or words named and this product matches neither: not what was asked, whatever else fits.
  const asked = plan.words.length > 0 || plan.topics.length > 0;
  if (score === 0 || (asked && named.length === 0 && !topic)) return null;
  if (plan.budgetCents !== undefined) reasons.push(`Within your budget of ${formatDollars(plan.budgetCents)} — ${formatDollars(c.priceCents)}`);
  if (c.reviewCount > 0 && c.rating >= 4) reasons.push(`Rated ${c.rating.toFixed(1)} (${c.reviewCount} ${c.reviewCount === 1 ? 'review' : 'reviews'})`);
  if (c.quantity > 0) reasons.push('In stock');
  return { candidate: c, score, reasons };
}

/**
 * The best suggestions, at most ADVISOR_SUGGESTIONS_MAX: in stock first, then by how much of the
 * need they match, then rating and reviews; the id last, so the same need gets the same answer.
 */
export function rankSuggestions<C extends Candidate>(plan: NeedPlan, candidates: C[]): Suggestion<C>[] {
  // Words no product has ('something fun') say nothing: the skin type, budget and who it is for still do.
  const heard = candidates.some((c) => matchesAsked(plan, c)) ? plan : { ...plan, words: [], topics: [] };
  const judged = candidates.flatMap((c) => judge(heard, c) ?? []);
  judged.sort(
    (a, b) =>
      Number(b.candidate.quantity > 0) - Number(a.candidate.quantity > 0) ||
      b.score - a.score ||
      b.candidate.rating - a.candidate.rating ||
      b.candidate.reviewCount - a.candidate.reviewCount ||
      a.candidate.id - b.candidate.id,
  );
  return judged.slice(0, ADVISOR_SUGGESTIONS_MAX);
}
