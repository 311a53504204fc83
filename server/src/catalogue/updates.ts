/**
 * Product updates poll (spec §4): what changed since a time, and the HEAD check's newest change.
 * Times travel as ISO strings with microseconds, so a poll with the answered time misses nothing
 * and repeats nothing (JavaScript dates would cut the microseconds off).
 */
import { sql, type SQL } from 'drizzle-orm';
import { TIMESTAMP_MS_MAX, type ParamsOf, type ResultOf, type calls } from '../contract';
import type { Db } from '../db/client';
import { BusinessError } from '../errors';
import { productsByIds } from './queries';
import { toSummary } from './service';

type Updates = Omit<ResultOf<typeof calls.productUpdates>, 'status'>;
type Update = Updates['updates'][number];

const ISO = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;
const isoOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[]));

/**
 * A calendar day that exists in year 1 or later: Date.parse rolls '2026-02-30' over to March and
 * takes year 0, which PostgreSQL refuses.
 */
function realDay(text: string): boolean {
  const [, y, m, d] = /^(\d{4})-(\d{2})-(\d{2})/.exec(text) ?? [];
  const day = new Date(Date.UTC(2000, Number(m) - 1, Number(d)));
  day.setUTCFullYear(Number(y));
  return Number(y) >= 1 && day.getUTCMonth() === Number(m) - 1 && day.getUTCDate() === Number(d);
}

/** Milliseconds (or seconds, below 10^11) since 1970, or an ISO 8601 date, as a timestamptz expression. */
export function sinceOf(timestamp: number | string): SQL {
  const text = typeof timestamp === 'string' ? timestamp.trim() : '';
  const n = typeof timestamp === 'number' ? timestamp : /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
  if (Number.isFinite(n) && n <= TIMESTAMP_MS_MAX) return sql`to_timestamp(${n < 1e11 ? n : n / 1000}::float8)`;
  if (ISO.test(text) && realDay(text) && !Number.isNaN(Date.parse(text.replace(' ', 'T')))) return sql`${text}::timestamptz`;
  throw new BusinessError(400, 'invalid_params', 'Invalid params: timestamp must be milliseconds since 1970 or an ISO 8601 date');
}

export async function productUpdates(db: Db, p: ParamsOf<typeof calls.productUpdates>): Promise<Updates> {
  const since = sinceOf(p.timestamp);
  const limit = p.limit ?? 200;
  const res = await db.execute(sql`
    with s as (select ${since} as since)
    (select 'product' as kind, p.id, p.created_at > s.since as created, p.updated_at as at, ${isoOf(sql`p.updated_at`)} as iso
      from products p, s where p.updated_at > s.since order by p.updated_at, p.id limit ${limit + 1})
    union all
    (select 'delete', d.product_id, false, d.deleted_at, ${isoOf(sql`d.deleted_at`)}
      from product_deletions d, s where d.deleted_at > s.since order by d.deleted_at, d.product_id limit ${limit + 1})
    order by at, id`);
  const all = rowsOf<{ kind: string; id: number; created: boolean; iso: string }>(res);
  const changes = all.slice(0, limit);
  const summaries = new Map((await productsByIds(db, changes.filter((c) => c.kind === 'product').map((c) => Number(c.id)))).map((r) => [r.id, r]));
  const updates = changes.flatMap((c): Update[] => {
    if (c.kind === 'delete') return [{ action: 'delete', product: { id: Number(c.id) } }];
    const row = summaries.get(Number(c.id));
    return row ? [{ action: c.created ? 'create' : 'update', product: toSummary(row) }] : [];
  });
  const last = changes.at(-1)?.iso ?? rowsOf<{ iso: string }>(await db.execute(sql`select ${isoOf(since)} as iso`))[0]!.iso;
  return { updates, timestamp: last, has_more: all.length > limit };
}

/** The newest change of the catalogue (ISO with microseconds), or null when it never changed. */
export async function lastChange(db: Db): Promise<string | null> {
  const res = await db.execute(sql`
    select ${isoOf(sql`greatest((select max(updated_at) from products), (select max(deleted_at) from product_deletions))`)} as iso`);
  return rowsOf<{ iso: string | null }>(res)[0]?.iso ?? null;
}
