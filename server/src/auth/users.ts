/** Reading and writing accounts. */
import { eq, inArray, or } from 'drizzle-orm';
import { users } from '../db/schema-auth';
import { addresses } from '../db/schema-orders';
import type { AuthContext } from './context';

export type UserRow = typeof users.$inferSelect;

export async function userById(ctx: AuthContext, id: number): Promise<UserRow | null> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function userByEmail(ctx: AuthContext, email: string): Promise<UserRow | null> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** By e-mail, or by phone: '+<digits>' as typed, or a Somali local number ('061…' / '61…'). */
export async function userByLogin(ctx: AuthContext, kind: 'email' | 'phone', value: string): Promise<UserRow | null> {
  if (kind === 'email') return userByEmail(ctx, value);
  const digits = value.slice(1);
  const candidates = [value, `+252${digits.replace(/^0/, '')}`];
  const [row] = await ctx.db.select().from(users).where(inArray(users.fullPhone, candidates)).limit(1);
  return row ?? null;
}

export async function emailOrPhoneTaken(ctx: AuthContext, email: string, fullPhone: string, exceptId?: number) {
  const rows = await ctx.db
    .select({ id: users.id, email: users.email, fullPhone: users.fullPhone })
    .from(users)
    .where(or(eq(users.email, email), eq(users.fullPhone, fullPhone)));
  const others = rows.filter((r) => r.id !== exceptId);
  return { email: others.some((r) => r.email === email), phone: others.some((r) => r.fullPhone === fullPhone) };
}

/** Postgres unique violation (two registrations racing for one e-mail or phone). */
export const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Whether the user has saved an address (the login answer's has_addresses). A read of the table,
 * not a call into addresses/: that domain builds on this one (server/README.md, Layers).
 */
export async function hasAddresses(db: AuthContext['db'], userId: number): Promise<boolean> {
  const [row] = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).limit(1);
  return row !== undefined;
}
