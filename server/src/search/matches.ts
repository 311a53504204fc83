/**
 * Search reads: how many products match, and a page of them in the chosen order. One table: the
 * sort keys and the name and head documents are copied into product_search (by trigger), so there
 * is no join with products (which the planner would do by reading all of products).
 *
 * The work is bounded by MAX_RESULTS, however common the words: a search answers the MAX_RESULTS
 * most relevant products, in the chosen order. Fewer matches are all read and ranked; more are read
 * tier by tier from their indexes, only as far as the page (or, to sort them otherwise, the
 * MAX_RESULTS) needs.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_RESULTS_MAX, type SearchSort } from '../contract';
import type { Db } from '../db/client';

/** The most products one search answers (50 pages of 20): the contract's SEARCH_RESULTS_MAX. */
export const MAX_RESULTS = SEARCH_RESULTS_MAX;

export interface MatchQueries {
  /** Every word (AND) or any word (OR, the fallback), each as its alternatives. */
  any: string;
  /** One query per word (for an OR search): relevance counts how many of them a product matches. */
  words: string[];
}

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[]));
const idsOf = (res: unknown) => rowsOf<{ id: number }>(res).map((r) => Number(r.id));
const tsquery = (q: string) => sql`to_tsquery('simple', ${q})`;

/**
 * Relevance is by tiers, cheap to compute on thousands of matches (unlike ts_rank): for an OR
 * search the number of words matched; then every word in the name, then in name, brand or
 * category, then anywhere; best sellers first within a tier. The other sorts order the same
 * products by their key alone. Every order ends in the id: pages are stable.
 */
const ORDER: Record<SearchSort, SQL> = {
  default: sql`m.coverage desc, m.in_name desc, m.in_head desc, m.sold_count desc, m.product_id`,
  price_desc: sql`m.price_cents desc, m.product_id`,
  price_asc: sql`m.price_cents asc, m.product_id`,
  reviews: sql`m.review_count desc, m.rating desc, m.product_id`,
  best_selling: sql`m.sold_count desc, m.product_id`,
};

/** How many of the words of an OR search the product (alias `of`) has. */
const coverageOf = (query: MatchQueries, of: 's' | 'm') =>
  query.words.length ? sql.join(query.words.map((w) => sql`(${sql.raw(of)}.document @@ ${tsquery(w)})::int`), sql` + `) : sql`0`;

/**
 * Rows of the sales index a large tier walks before it reads its GIN index instead (about 10 ms
 * at 1M products). An object so a test can shorten the walk and reach the GIN branch.
 */
export const salesWalk = { rows: 10_000 };

/** Below this many products, a relevance tier of many matches is read whole from its GIN index. */
export const SMALL_TIER = 300;

/**
 * The first rows met of a condition, `cap` at most. Materialised without a limit, the CTE is
 * planned for all its rows (the GIN index, or a sequential scan for a word most products have)
 * and read lazily up to the cap. With the limit inside, the planner would take a sequential scan
 * for two common words it guesses often go together ('health beauty'), and read every row for none.
 */
const firstRows = (name: string, columns: SQL, where: SQL, cap: number) => sql`
  ${sql.raw(`${name}_all`)} as materialized (select ${columns} from product_search s where ${where}),
  ${sql.raw(name)} as materialized (select * from ${sql.raw(`${name}_all`)} limit ${cap})`;

/** Products with every word in the name, and in name, brand or category: SMALL_TIER at most. */
export interface TierSizes {
  name: number;
  head: number;
}

/**
 * How many products match (MAX_RESULTS at most) and, when fewer, the page (all were read and
 * ranked); else the sizes of the first relevance tiers, for pageOfMany.
 */
export type Matches = { total: number; ids: number[] } | { total: number; tierSizes: TierSizes };

/**
 * While sampling, GIN hands back about this many products per word of the query at most
 * (gin_fuzzy_search_limit), a random part of the others left out; a word with fewer is read
 * whole. Enough to find MAX_RESULTS matches of a word many products have (3× the need). An
 * object so a test can make the sample too small and reach the fallback.
 */
export const sampling = { limit: 3 * MAX_RESULTS };

/**
 * Reads the matches, MAX_RESULTS at most, with what each sort needs. Fewer are all the matches:
 * they are ranked and the page is cut from them. MAX_RESULTS read means there are more: then the
 * name and head tiers are counted instead (up to SMALL_TIER).
 *
 * `sample` (a query of one word and its alternatives, service.ts): first read from a sample of
 * each word's products. The GIN index otherwise gathers every match in a bitmap before the first
 * is read: 36 500 for 'kareemka' at 1M products, most of the search's time. Every product of the
 * sample is a match, so MAX_RESULTS found proves there are at least that many: the answer (total
 * MAX_RESULTS, the page read by tiers) is the one the whole read gives. The tier sizes read from
 * the sample are lower bounds; they only choose how pageOfMany reads a tier, never what it finds.
 * Fewer found proves nothing (the sample may have left some out): then every match is read.
 * Not for several words: GIN samples each word apart, and a product must survive every sample.
 */
export async function readMatches(db: Db, query: MatchQueries, sort: SearchSort, limit: number, offset: number, sample = false): Promise<Matches> {
  if (sample) {
    const sampled = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local gin_fuzzy_search_limit = ${Math.max(1, Math.floor(sampling.limit))}`));
      return readAll(tx as unknown as Db, query, sort, limit, offset);
    });
    if (sampled.total >= MAX_RESULTS) return sampled;
  }
  return readAll(db, query, sort, limit, offset);
}

/** readMatches over whatever the GIN index hands back. */
async function readAll(db: Db, query: MatchQueries, sort: SearchSort, limit: number, offset: number): Promise<Matches> {
  const q = tsquery(query.any);
  const res = await db.execute(sql`
    with ${firstRows(
      'm',
      sql`s.product_id, s.name_document @@ ${q} as in_name, s.head_document @@ ${q} as in_head,
        ${coverageOf(query, 's')} as coverage, s.price_cents, s.sold_count, s.review_count, s.rating`,
      sql`s.document @@ ${q}`,
      MAX_RESULTS,
    )},
    ${firstRows('n', sql`1`, sql`s.name_document @@ ${q}`, SMALL_TIER)},
    ${firstRows('h', sql`1`, sql`s.head_document @@ ${q}`, SMALL_TIER)},
    counted as (
      select count(*)::int as total, count(*) filter (where in_name)::int as seen_in_name,
        count(*) filter (where in_head)::int as seen_in_head
      from m
    )
    -- With many matches, the tiers' sizes: enough of them among the matches read, or counted on
    -- their own index (a subquery in a case is only run when its branch is taken).
    select total, null::int as id,
      case when total < ${MAX_RESULTS} then null when seen_in_name >= ${SMALL_TIER} then seen_in_name
        else (select count(*)::int from n) end as in_name,
      case when total < ${MAX_RESULTS} then null when seen_in_head >= ${SMALL_TIER} then seen_in_head
        else (select count(*)::int from h) end as in_head
    from counted
    union all
    (select null, m.product_id, null, null from m where (select total from counted) < ${MAX_RESULTS}
     order by ${ORDER[sort]} limit ${limit} offset ${offset})`);
  const rows = rowsOf<{ total: number | null; id: number | null; in_name: number | null; in_head: number | null }>(res);
  const head = rows.find((r) => r.total !== null);
  const total = Number(head?.total ?? 0);
  if (total < MAX_RESULTS) return { total, ids: rows.filter((r) => r.id !== null).map((r) => Number(r.id)) };
  return { total, tierSizes: { name: Number(head!.in_name), head: Number(head!.in_head) } };
}

/**
 * The first `n` products of one tier, best sellers first, read only while the tiers before it
 * hold fewer than n (gate), with the sort keys. A tier under SMALL_TIER products is read whole
 * from its GIN index; a larger one is left to the planner, which walks the sales index for a
 * common word (n·N/size rows). Not left to it for a small tier: it takes a word it has no
 * statistics for (a brand, in the name tier) for a common one, and walked all 100 000 rows to
 * find none.
 */
function tier(name: string, rank: number, where: SQL, small: boolean, gate: SQL, n: number, columns: SQL): SQL {
  const best = sql`order by sold_count desc, product_id limit ${n}`;
  const read = sql`select ${columns}, ${rank} as tier from product_search s where ${gate} and ${where}`;
  const all = sql.raw(`${name}_all`);
  if (small) return sql`${all} as materialized (${read}), ${sql.raw(name)} as materialized (select * from ${all} ${best})`;
  // A large tier: the best sellers among the first SALES_WALK of the sales index (n found there are
  // its n best sellers), else (a tier of slow sellers) the whole tier from its GIN index. Not left
  // to the planner: at 1M products it guessed 805 products for 'black seed' (21 900) and read them
  // all, one heap block each (131 ms), for 20 found in the first ~900 rows of the sales index.
  // The sales index carries every column read here except the whole document (its INCLUDE columns):
  // the walk of the name and head tiers is an index-only scan (13.5 → 1.9 ms for 'olive oil soap'
  // at 1M, 3 167 rows walked). The everywhere tier and an OR search's coverage read the table.
  // `select *` costs nothing: only the columns used are read.
  const walk = sql.raw(`${name}_walk`);
  return sql`
    ${walk} as materialized (
      select ${columns}, ${rank} as tier
      from (select * from product_search order by sold_count desc, product_id limit ${salesWalk.rows}) s
      where ${gate} and ${where} limit ${n}),
    ${sql.raw(name)} as materialized (
      select * from ${walk} where (select count(*) from ${walk}) >= ${n}
      union all
      (${read} and (select count(*) from ${walk}) < ${n} ${best}))`;
}

/**
 * The first n of many matches in relevance order, as CTEs ending in ranked: product_id, tier, the
 * sort keys and, for an OR search, how many of the words each has.
 */
function tiers(query: MatchQueries, size: TierSizes, n: number): SQL {
  const q = tsquery(query.any);
  const inName = sql`s.name_document @@ ${q}`;
  const inHead = sql`s.head_document @@ ${q}`;
  const columns = sql`s.product_id, s.sold_count, s.price_cents, s.review_count, s.rating, ${coverageOf(query, 's')} as coverage`;
  return sql`
    ${tier('t1', 1, inName, size.name < SMALL_TIER, sql`true`, n, columns)},
    ${tier('t2', 2, sql`${inHead} and not ${inName}`, size.head < SMALL_TIER, sql`(select count(*) from t1) < ${n}`, n, columns)},
    ${tier('t3', 3, sql`s.document @@ ${q} and not ${inHead}`, false, sql`(select count(*) from t1) + (select count(*) from t2) < ${n}`, n, columns)},
    ranked as (
      select * from (select * from t1 union all select * from t2 union all select * from t3) u
      order by tier, sold_count desc, product_id limit ${n}
    )`;
}

/**
 * A page when MAX_RESULTS or more products match. The answer is the MAX_RESULTS most relevant
 * (for relevance itself, only as far as the page: the tiers stop at offset + limit). An OR search
 * (the number of words matched comes first) and the other sorts order that whole window: sorting
 * all the matches by price would walk the price index from its end, and the matches of a word are
 * rarely spread evenly along it (31 000 rows walked for 20 hair oils, priced below most products).
 */
export async function pageOfMany(db: Db, query: MatchQueries, sort: SearchSort, size: TierSizes, limit: number, offset: number): Promise<number[]> {
  limit = Math.min(limit, MAX_RESULTS - offset);
  if (limit <= 0) return [];
  const whole = sort !== 'default' || query.words.length > 0;
  const order = sort === 'default' ? sql`m.coverage desc, m.tier, m.sold_count desc, m.product_id` : ORDER[sort];
  return idsOf(
    await db.execute(sql`
      with ${tiers(query, size, whole ? MAX_RESULTS : offset + limit)}
      select m.product_id as id from ranked m order by ${order} limit ${limit} offset ${offset}`),
  );
}
