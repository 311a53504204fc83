import type { Database } from '../db/client';
import { createTestDatabase } from '../db/test-db';
import { users } from '../db/schema-auth';
import { ledgerSums, postPointsEntry, postWalletEntry } from './ledger';

let t: Database;
let userId: number;
const now = new Date('2026-11-24T10:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase();
  const [u] = await t.db
    .insert(users)
    .values({ name: 'Ledger', email: 'ledger@example.so', dialCode: '+252', phone: '611000001', fullPhone: '+252611000001', passwordHash: 'x' })
    .returning({ id: users.id });
  userId = u!.id;
});
afterAll(() => t.close());

describe('the wallet and points ledgers', () => {
  it('credits and debits move the balance, which always equals the ledger sum', async () => {
    const a = await t.db.transaction((tx) => postWalletEntry(tx, { userId, kind: 'points_redemption', amountCents: 5_00, description: 'credit', now }));
    expect(a).toEqual({ applied: true, balanceAfter: 5_00 });
    await expect(t.db.transaction((tx) => postWalletEntry(tx, { userId, kind: 'points_redemption', amountCents: -2_00, description: 'debit', now }))).resolves.toEqual({ applied: true, balanceAfter: 3_00 });
    expect((await ledgerSums(t.db, userId)).walletCents).toBe(3_00);
  });

  it('a debit larger than the balance is refused with a message and changes nothing', async () => {
    await expect(t.db.transaction((tx) => postWalletEntry(tx, { userId, kind: 'points_redemption', amountCents: -10_00, description: 'too much', now }))).rejects.toMatchObject({
      httpStatus: 409, code: 'insufficient_balance', message: 'Not enough money in your wallet: it has $3.00, this needs $10.00.',
    });
    expect((await ledgerSums(t.db, userId)).walletCents).toBe(3_00);
  });

  it('points are added to their ledger and never go below zero', async () => {
    const earn = () => t.db.transaction((tx) => postPointsEntry(tx, { userId, kind: 'earned', points: 40, description: 'order', now }));
    await expect(earn()).resolves.toEqual({ applied: true, balanceAfter: 40 });
    await expect(t.db.transaction((tx) => postPointsEntry(tx, { userId, kind: 'redeemed', points: -50, description: 'redeem', now }))).rejects.toMatchObject({ code: 'insufficient_points' });
    expect((await ledgerSums(t.db, userId)).points).toBe(40);
  });
});
