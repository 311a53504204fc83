/** The shared rate limiter (PGlite by default; PostgreSQL with DATABASE_URL). */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema-limits';
import { createTestDatabase } from '../db/test-db';
import { countingTransactions } from '../testing/open-transactions';
import { giveBack, pruneRateLimitHits, takeHit, takeHits, type LimitRule } from './counter';

let database: Database;
const db = () => database.db;
const T0 = Date.parse('2026-03-01T09:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms);
let n = 0;
const rule = (limit: number, windowMs: number): LimitRule => ({ key: `test:${++n}`, limit, windowMs });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

test('30 hits at once on a limit of 5: exactly 5 are taken, the others told when a slot frees', async () => {
  const r = rule(5, 60_000);
  const outcomes = await Promise.all(Array.from({ length: 30 }, () => takeHit(db(), r, at(0))));
  expect(outcomes.filter((o) => o.taken)).toHaveLength(5);
  expect(outcomes.filter((o) => !o.taken).map((o) => (o.taken ? 0 : o.retryAfterSeconds))).toEqual(Array(25).fill(60));
  expect(await db().select().from(rateLimitHits).where(eq(rateLimitHits.key, r.key))).toHaveLength(5);
});

test('30 hits at once on one key wait in this process, not on the pool: one transaction open at a time', async () => {
  const counted = countingTransactions(db());
  const r = rule(5, 60_000);
  const outcomes = await Promise.all(Array.from({ length: 30 }, () => takeHit(counted.db, r, at(0))));
  expect(outcomes.filter((o) => o.taken)).toHaveLength(5);
  expect(counted.mostAtOnce()).toBe(1);
  // Other keys are not held up by it.
  const other = countingTransactions(db());
  await Promise.all([rule(5, 60_000), rule(5, 60_000)].map((k) => takeHit(other.db, k, at(0))));
  expect(other.mostAtOnce()).toBe(2);
});

test('the window slides: a slot frees when the oldest hit is a window old, not at a fixed boundary', async () => {
  const r = rule(2, 60_000);
  expect((await takeHit(db(), r, at(0))).taken).toBe(true);
  expect((await takeHit(db(), r, at(40_000))).taken).toBe(true);
  expect(await takeHit(db(), r, at(59_000))).toEqual({ taken: false, retryAfterSeconds: 1 });
  expect((await takeHit(db(), r, at(60_000))).taken).toBe(true);
  // The hit at 40 s is now the oldest: the next slot frees at 100 s.
  expect(await takeHit(db(), r, at(61_000))).toEqual({ taken: false, retryAfterSeconds: 39 });
});

test('several rules: all or none, the longest wait wins', async () => {
  const cooldown = rule(1, 60_000);
  const hourly = rule(2, 3_600_000);
  expect((await takeHits(db(), [cooldown, hourly], at(0))).taken).toBe(true);
  // Refused by the cooldown: the hourly count is not touched.
  expect(await takeHits(db(), [cooldown, hourly], at(10_000))).toEqual({ taken: false, retryAfterSeconds: 50 });
  expect((await takeHits(db(), [cooldown, hourly], at(60_000))).taken).toBe(true);
  expect(await takeHits(db(), [cooldown, hourly], at(120_000))).toEqual({ taken: false, retryAfterSeconds: 3_480 });
});

test('a hit given back frees its slot at once', async () => {
  const r = rule(1, 3_600_000);
  const first = await takeHit(db(), r, at(0));
  expect((await takeHit(db(), r, at(1_000))).taken).toBe(false);
  await giveBack(db(), first);
  expect((await takeHit(db(), r, at(2_000))).taken).toBe(true);
});

test('the sweep deletes only hits past their window', async () => {
  const r = rule(5, 10_000);
  await takeHit(db(), r, at(0));
  await takeHit(db(), r, at(8_000));
  await pruneRateLimitHits(db(), at(12_000));
  const left = await db().select({ hitAt: rateLimitHits.hitAt }).from(rateLimitHits).where(eq(rateLimitHits.key, r.key));
  expect(left.map((h) => h.hitAt.getTime())).toEqual([T0 + 8_000]);
});
