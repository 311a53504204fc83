/** Search reads: the vocabulary (typo corrections) and the full-text match. */
import { sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from '../contract';
import type { Db } from '../db/client';

/** How many vocabulary words stand in for one unknown word. */
export const CORRECTIONS_PER_WORD = 3;
/** Nearest vocabulary words (by trigram distance) looked at for a word no word is trigram-close to. */
export const NEAREST_WORDS = 8;

export interface WordLookup {
  word: string;
  /** The word (or its English stem) is in the vocabulary. */
  known: boolean;
  /** Some vocabulary word starts with it (asked only for the word being typed). */
  hasPrefix: boolean;
  /** Closest vocabulary words by trigram similarity (pg_trgm's % threshold, 0.3), best first. */
  close: { word: string; similarity: number }[];
  /** Only when `close` is empty: the nearest words by trigram distance, nearest first. */
  nearest: string[];
  stems: string[];
}

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[]));
const jsonOf = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * One round trip for every word: known or not, prefix of a word or not, and for an unknown word its
 * closest words through the trigram indexes of search_words (far cheaper than trigram over
 * products): above pg_trgm's similarity threshold (GIN), else the nearest few (GiST, by distance).
 */
export async function lookupWords(db: Db, words: string[], prefixIndex: number): Promise<WordLookup[]> {
  const res = await db.execute(sql`
    with w as (
      select t.word, t.i::int as i,
        coalesce((select array_agg(x.lexeme) from unnest(to_tsvector('english', t.word)) x), '{}') as stems
      from json_array_elements_text(${JSON.stringify(words)}::json) with ordinality as t(word, i)
    ), k as (
      select w.*, exists (select 1 from search_words v where v.word = w.word or v.word = any(w.stems)) as known
      from w
    )
    select k.word, k.known, k.stems,
      (k.i = ${prefixIndex + 1} and exists (select 1 from search_words v where v.word like k.word || '%')) as "hasPrefix",
      coalesce(c.close, '[]'::json) as close,
      case when k.known or c.close is not null then '[]'::json else coalesce((
        select json_agg(n.word order by n.d, n.ndoc desc, n.word) from (
          select v.word, v.ndoc, v.word <-> k.word as d from search_words v order by v.word <-> k.word limit ${NEAREST_WORDS}
        ) n), '[]'::json) end as nearest
    from k left join lateral (
      select json_agg(json_build_object('word', c.word, 'similarity', c.s) order by c.s desc, c.ndoc desc, c.word) as close from (
        select v.word, v.ndoc, similarity(v.word, k.word) as s from search_words v
        where not k.known and v.word % k.word order by s desc, v.ndoc desc, v.word limit ${CORRECTIONS_PER_WORD}
      ) c) c on true
    order by k.i`);
  type Raw = Omit<WordLookup, 'close' | 'nearest'> & { close: WordLookup['close'] | string; nearest: string[] | string };
  return rowsOf<Raw>(res).map((r) => ({
    ...r,
    known: Boolean(r.known),
    hasPrefix: Boolean(r.hasPrefix),
    close: jsonOf(r.close),
    nearest: jsonOf(r.nearest),
  }));
}

/**
 * Sorts of the results page, applied to the matching products only; id last keeps pages stable.
 * Relevance is by tiers, cheap to compute on thousands of matches (unlike ts_rank): for an OR
 * search the number of words matched; then every word in the name, then in name, brand or
 * category, then anywhere; best sellers first within a tier.
 */
const ORDER: Record<SearchSort, SQL> = {
  default: sql`m.coverage desc, m.in_name desc, m.in_head desc, m.sold_count desc, m.product_id`,
  price_desc: sql`m.price_cents desc, m.product_id`,
  price_asc: sql`m.price_cents asc, m.product_id`,
  reviews: sql`m.review_count desc, m.rating desc, m.product_id`,
  best_selling: sql`m.sold_count desc, m.product_id`,
};

export interface MatchQueries {
  /** Anywhere in the document. */
  any: string;
  /** The same words restricted to the name (weight A). */
  name: string;
  /** Restricted to name, brand and category (weights A and B). */
  head: string;
  /** One query per word (for an OR search): relevance counts how many of them a product matches. */
  words: string[];
}

/**
 * A page of matching product ids in the chosen order, with the number of matches. One table: the
 * sort keys are copied into product_search, so no join with products (which the planner would do
 * by reading all of products). The matches are materialised first, from the GIN index.
 */
export async function matchPage(db: Db, query: MatchQueries, sort: SearchSort, limit: number, offset: number) {
  const coverage = query.words.length
    ? sql.join(query.words.map((w) => sql`(s.document @@ to_tsquery('simple', ${w}))::int`), sql` + `)
    : sql`0`;
  const res = await db.execute(sql`
    with q as (
      select to_tsquery('simple', ${query.any}) as query, to_tsquery('simple', ${query.name}) as in_name,
        to_tsquery('simple', ${query.head}) as in_head
    ), m as materialized (
      select s.product_id, s.document @@ q.in_name as in_name, s.document @@ q.in_head as in_head, ${coverage} as coverage,
        s.price_cents, s.sold_count, s.review_count, s.rating
      from q, product_search s where s.document @@ q.query
    )
    select m.product_id as id, count(*) over ()::int as total
    from m
    order by ${ORDER[sort]}
    limit ${limit} offset ${offset}`);
  const rows = rowsOf<{ id: number; total: number }>(res);
  return { ids: rows.map((r) => Number(r.id)), total: rows.length ? Number(rows[0]!.total) : null };
}

export async function countMatches(db: Db, tsquery: string): Promise<number> {
  const res = await db.execute(sql`select count(*)::int as n from product_search s where s.document @@ to_tsquery('simple', ${tsquery})`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}
