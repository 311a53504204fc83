/** The addresses table: always read and written for one user, the bearer's. */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx as DbTx } from '../db/client';
import { addresses } from '../db/schema-orders';
import { users } from '../db/schema-auth';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Pick<AddressRow, 'country' | 'region' | 'city' | 'district' | 'deliveryMethod' | 'details' | 'phone'>;
/** A transaction or the database: the same queries run in both. */
export type Tx = DbTx | Db;

/** Default first, then newest first. */
export async function listAddresses(db: Tx, userId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

/** One of the user's own addresses; another user's is as missing as one that never existed. */
export async function ownAddress(db: Tx, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).limit(1);
  return row;
}

/**
 * Every write of a user's addresses first locks the user's row: writes of one user (even from two
 * API processes) then run one after the other, so the count limit and the single default hold and
 * the partial unique index is never reached by a race.
 */
export async function lockUser(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export async function countAddresses(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

export async function clearDefault(tx: Tx, userId: number, exceptId?: number): Promise<void> {
  const except = exceptId === undefined ? [] : [ne(addresses.id, exceptId)];
  await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ...except));
}

export async function insertAddress(tx: Tx, userId: number, values: AddressValues & { isDefault: boolean }, now: Date): Promise<AddressRow> {
  const [row] = await tx.insert(addresses).values({ userId, ...values, createdAt: now, updatedAt: now }).returning();
  return row!;
}

export async function updateAddress(tx: Tx, userId: number, id: number, changes: Partial<AddressValues & { isDefault: boolean }>, now: Date): Promise<AddressRow> {
  const [row] = await tx.update(addresses).set({ ...changes, updatedAt: now }).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).returning();
  return row!;
}

export async function deleteAddress(tx: Tx, userId: number, id: number): Promise<void> {
  await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

/** The most recent of the user's addresses (after a delete: the next default). */
export async function newestAddress(tx: Tx, userId: number): Promise<AddressRow | undefined> {
  const [row] = await tx.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.createdAt), desc(addresses.id)).limit(1);
  return row;
}
