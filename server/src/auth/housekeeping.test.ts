import { eq } from 'drizzle-orm';
import { authCodes, loginThrottle, sessions } from '../db/schema-auth';
import { pruneAuthData } from './housekeeping';
import { authKit, registeredShopper, START, type AuthKit } from './test-kit';

let kit: AuthKit;
beforeAll(async () => {
  kit = await authKit();
});
afterAll(() => kit.close());

const DAY = 24 * 3600_000;

it('old sessions, codes and quiet throttle keys go; live ones stay', async () => {
  const s = await registeredShopper(kit);
  const at = (ms: number) => new Date(START + ms);
  await kit.db.insert(sessions).values([
    { userId: s.userId, tokenHash: 'a'.repeat(64), createdAt: at(-3 * DAY), expiresAt: at(-2 * DAY) },
    { userId: s.userId, tokenHash: 'b'.repeat(64), createdAt: at(-3 * DAY), expiresAt: at(DAY), revokedAt: at(-2 * DAY) },
  ]);
  await kit.db.insert(authCodes).values({ userId: s.userId, purpose: 'reset', codeHash: 'x', salt: 'y', createdAt: at(-3 * DAY), expiresAt: at(-3 * DAY) });
  await kit.db.insert(loginThrottle).values([
    { key: 'ip:old', windowStart: at(-3 * DAY), updatedAt: at(-3 * DAY) },
    { key: 'ip:locked', windowStart: at(-3 * DAY), updatedAt: at(-3 * DAY), lockedUntil: at(DAY) },
    { key: 'ip:fresh', windowStart: at(0), updatedAt: at(0) },
  ]);
  const removed = await pruneAuthData(kit.db, at(0));
  expect(removed).toEqual({ sessions: 2, codes: 1, throttle: 1 });
  expect(await kit.db.select().from(sessions).where(eq(sessions.userId, s.userId))).toHaveLength(1);
  expect((await kit.db.select().from(loginThrottle)).map((r) => r.key).sort()).toEqual(['ip:fresh', 'ip:locked']);
});
