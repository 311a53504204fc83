/** Failed-login counting on a database (PGlite by default; PostgreSQL with DATABASE_URL). */
import type { Database } from '../db/client';
import { createTestDatabase } from '../db/test-db';
import { countingTransactions } from '../testing/open-transactions';
import type { AuthContext } from './context';
import { loginKeys, RULES, takeAttempt } from './throttle';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const NOW = new Date('2026-03-01T09:00:00.000Z');

test('150 attempts at once on one account wait in this process, not on the pool: one transaction open at a time', async () => {
  // A burst of guesses must not fill the connection pool (other shoppers' queries wait behind it, and
  // on PostgreSQL the waiters past connectionTimeoutMillis were answered 503 instead of 401/429).
  const counted = countingTransactions(database.db);
  const ctx = { db: counted.db, now: () => NOW } as AuthContext;
  const waits = await Promise.all(
    Array.from({ length: 150 }, (_, i) => {
      const keys = loginKeys('user:1', `172.20.${i % 50}.1`);
      return takeAttempt(ctx, [
        { key: keys.accountIp, rule: RULES.accountIp },
        { key: keys.ip, rule: RULES.ip },
        { key: keys.account, rule: RULES.account },
      ]);
    }),
  );
  expect(waits.filter((w) => w === 0)).toHaveLength(100);
  expect(counted.mostAtOnce()).toBe(1);
});
