/** Vocabulary reads of the search: known words, prefixes and typo corrections. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { swapsAndDeletions } from './words';

/** How many vocabulary words stand in for one unknown word. */
export const CORRECTIONS_PER_WORD = 3;
/** Nearest vocabulary words (by trigram distance) looked at for a word no word is trigram-close to. */
export const NEAREST_WORDS = 8;
/**
 * A word being typed is searched as the vocabulary words it starts, when there are at most this
 * many (words.ts, wordQuery): the same matches as the prefix, at half the cost in the index.
 */
export const PREFIX_WORDS_MAX = 12;

export interface WordLookup {
  word: string;
  /** The word (or its English stem) is in the vocabulary. */
  known: boolean;
  /** Which of the word and its stems are in the vocabulary. */
  knownForms: string[];
  /** Some vocabulary word starts with it (asked only for the word being typed). */
  hasPrefix: boolean;
  /**
   * The vocabulary words it starts (itself included), asked only for the word being typed:
   * PREFIX_WORDS_MAX + 1 at most, so that more than PREFIX_WORDS_MAX shows.
   */
  prefixWords: string[];
  /** Closest vocabulary words by trigram similarity (pg_trgm's % threshold, 0.3), best first. */
  close: { word: string; similarity: number }[];
  /** Only when `close` is empty: the nearest words by trigram distance, nearest first. */
  nearest: string[];
  /**
   * For an unknown word: the vocabulary words it makes with two neighbours swapped or a letter
   * left out (words.ts, swapsAndDeletions), the most used first. CORRECTIONS_PER_WORD at most.
   */
  edits: string[];
  stems: string[];
}

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[]));
const jsonOf = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * One round trip for every word: known or not, prefix of a word or not, and for an unknown word its
 * closest words through the trigram indexes of search_words (far cheaper than trigram over
 * products): above pg_trgm's similarity threshold (GIN), else the nearest few (GiST, by distance);
 * and its swap and deletion variants that are vocabulary words (primary key lookups).
 */
export async function lookupWords(db: Db, words: string[], prefixIndex: number): Promise<WordLookup[]> {
  const res = await db.execute(sql`
    with w as (
      select t.word, t.i::int as i,
        coalesce((select array_agg(x.lexeme) from unnest(to_tsvector('english', t.word)) x), '{}') as stems,
        ${JSON.stringify(words.map(swapsAndDeletions))}::json -> (t.i::int - 1) as variants
      from json_array_elements_text(${JSON.stringify(words)}::json) with ordinality as t(word, i)
    ), k as materialized (
      select x.*, cardinality(x.forms) > 0 as known from (
        select w.*, coalesce((select array_agg(v.word) from search_words v where v.word = any(array_prepend(w.word, w.stems))), '{}') as forms
        from w) x
    )
    select k.word, k.known, k.stems, to_json(k.forms) as "knownForms",
      case when k.i = ${prefixIndex + 1} then coalesce((
        select json_agg(p.word) from (select v.word from search_words v where v.word like k.word || '%' limit ${PREFIX_WORDS_MAX + 1}) p
      ), '[]'::json) else '[]'::json end as "prefixWords",
      coalesce(c.close, '[]'::json) as close,
      case when k.known or c.close is not null then '[]'::json else coalesce((
        select json_agg(n.word order by n.d, n.ndoc desc, n.word) from (
          select v.word, v.ndoc, v.word <-> k.word as d from search_words v order by v.word <-> k.word limit ${NEAREST_WORDS}
        ) n), '[]'::json) end as nearest,
      case when k.known then '[]'::json else coalesce((
        select json_agg(x.word order by x.ndoc desc, x.word) from (
          select v.word, v.ndoc from search_words v
          where v.word in (select json_array_elements_text(k.variants)) order by v.ndoc desc, v.word limit ${CORRECTIONS_PER_WORD}
        ) x), '[]'::json) end as edits
    from k left join lateral (
      select json_agg(json_build_object('word', c.word, 'similarity', c.s) order by c.s desc, c.ndoc desc, c.word) as close from (
        select v.word, v.ndoc, similarity(v.word, k.word) as s from search_words v
        where not k.known and v.word % k.word order by s desc, v.ndoc desc, v.word limit ${CORRECTIONS_PER_WORD}
      ) c) c on true
    order by k.i`);
  type Raw = Omit<WordLookup, 'close' | 'nearest' | 'edits' | 'prefixWords' | 'hasPrefix' | 'knownForms'> & {
    close: WordLookup['close'] | string;
    nearest: string[] | string;
    edits: string[] | string;
    prefixWords: string[] | string;
    knownForms: string[] | string;
  };
  return rowsOf<Raw>(res).map((r) => ({
    ...r,
    known: Boolean(r.known),
    knownForms: jsonOf(r.knownForms),
    hasPrefix: jsonOf(r.prefixWords).length > 0,
    prefixWords: jsonOf(r.prefixWords).sort(),
    close: jsonOf(r.close),
    nearest: jsonOf(r.nearest),
    edits: jsonOf(r.edits),
  }));
}
