/**
 * Product search: each word of the keyword is checked against the vocabulary of the catalogue;
 * an unknown word is searched as its closest vocabulary words instead (typo tolerance), the word
 * being typed matches as a prefix, and the words are AND-ed (OR-ed when that finds nothing, most
 * words matched first). A word that matches nothing at all is left out. A search answers at most
 * MAX_RESULTS products (matches.ts): the work stays bounded for a word every product has.
 */
import type { ParamsOf, ResultOf, SearchSort, calls } from '../contract';
import { productsByIds } from '../catalogue/queries';
import { toSummary } from '../catalogue/service';
import type { Db } from '../db/client';
import { pageOfMany, readMatches, type MatchQueries } from './matches';
import * as q from './queries';
import { buildTsquery, matchable, meaningful, oneEditAway, sampleable, splitKeyword, wordQuery, type WordPlan } from './words';

type SearchResult = Omit<ResultOf<typeof calls.searchProducts>, 'status'>;
export const DEFAULT_PER_PAGE = 20;

/**
 * Corrections much weaker than the best one only add noise ('timirr' → 'timir' 0.63, not 'timo'
 * 0.33, which would bring every hair product).
 */
export const CORRECTION_RATIO = 0.75;
const closeEnough = (close: q.WordLookup['close']) => {
  const best = close[0]?.similarity ?? 0;
  return close.filter((c) => c.similarity >= best * CORRECTION_RATIO).map((c) => c.word);
};

/**
 * Words one edit away first, when there are any: a swap, a missing, extra or changed letter is
 * what the shopper meant more surely than a word that only shares trigrams ('hawla' is one swap
 * from 'halwa', and shares more trigrams with 'haween', which the trigrams alone chose). They come from the trigram-close
 * words, the swap and deletion variants found in the vocabulary, and the nearest words. Failing
 * those, the trigram-close words.
 */
export function correctionsOf(w: Pick<q.WordLookup, 'word' | 'close' | 'nearest' | 'edits'>): string[] {
  const candidates = [...w.close.map((c) => c.word), ...w.edits, ...w.nearest];
  const oneEdit = oneEditAway(w.word, [...new Set(candidates)], q.CORRECTIONS_PER_WORD);
  return oneEdit.length ? oneEdit : closeEnough(w.close);
}

/** The words to search for, with their stems and corrections. */
export async function planWords(db: Db, keyword: string): Promise<WordPlan[]> {
  const { words, lastIsPrefix } = splitKeyword(keyword);
  if (words.length === 0) return [];
  const prefixIndex = lastIsPrefix ? words.length - 1 : -1;
  const found = await q.lookupWords(db, words, prefixIndex);
  return found.map((w, i) => {
    const prefix = i === prefixIndex;
    // A word being typed that starts some vocabulary word needs no correction yet.
    const inVocabulary = w.known || (prefix && w.hasPrefix);
    // The words it starts, when few: searched instead of the prefix (wordQuery).
    const prefixWords = prefix && w.prefixWords.length <= q.PREFIX_WORDS_MAX ? w.prefixWords : undefined;
    return { word: w.word, prefix, stems: w.stems, corrections: inVocabulary ? [] : correctionsOf(w), inVocabulary, prefixWords, knownForms: w.knownForms };
  });
}

export async function searchProducts(db: Db, p: ParamsOf<typeof calls.searchProducts>): Promise<SearchResult> {
  const perPage = p.per_page ?? p.limit ?? DEFAULT_PER_PAGE;
  const page = p.page ?? 1;
  const sort: SearchSort = p.filter ?? 'default';
  const empty: SearchResult = { products: [], total: 0, page, per_page: perPage, total_pages: 0, corrections: {} };
  const plans = (await planWords(db, p.keyword)).filter(matchable);
  if (plans.length === 0) return empty;

  const offset = (page - 1) * perPage;
  const queries = (join: '&' | '|'): MatchQueries => ({
    any: buildTsquery(plans, join),
    // With OR, products having more of the words come first.
    words: join === '|' ? meaningful(plans).map((plan) => wordQuery(plan)) : [],
  });
  let query = queries('&');
  let found = await readMatches(db, query, sort, perPage, offset, sampleable(plans));
  if (found.total === 0 && plans.length > 1) {
    query = queries('|');
    found = await readMatches(db, query, sort, perPage, offset);
  }
  const { total } = found;
  const ids = 'ids' in found ? found.ids : await pageOfMany(db, query, sort, found.tierSizes, perPage, offset);

  const rows = await productsByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const corrections: Record<string, string[]> = {};
  for (const plan of plans) if (plan.corrections.length) corrections[plan.word] = plan.corrections;
  return {
    products: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toSummary(row)] : [];
    }),
    total,
    page,
    per_page: perPage,
    total_pages: Math.ceil(total / perPage),
    corrections,
  };
}
