/** The demo shopper behind 'Use Test Account' (only when the server runs with demo data). */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema-auth';
import type { DemoAccount } from './context';
import { checkPassword, hashPassword } from './passwords';
import { newToken, sha256Hex } from './secrets';

export const DEFAULT_DEMO: DemoAccount = { email: 'demo@suuq.so', password: 'Suuq-demo-2025' };

/**
 * Only SUUQ_DEMO_ACCOUNT=1 turns it on (the demo shop of `npm start` and the browser suites): its
 * password is public through /api/demo-info, so no other server may have it. In production mode
 * it also needs SUUQ_DEMO=1 (the server says it is a demo shop), as the outbox does.
 * SUUQ_DEMO_EMAIL and SUUQ_DEMO_PASSWORD change the credentials.
 */
export function demoAccountFromEnv(env: NodeJS.ProcessEnv): DemoAccount | null {
  if (env.SUUQ_DEMO_ACCOUNT !== '1') return null;
  if (env.NODE_ENV === 'production' && env.SUUQ_DEMO !== '1') return null;
  return { email: (env.SUUQ_DEMO_EMAIL || DEFAULT_DEMO.email).toLowerCase(), password: env.SUUQ_DEMO_PASSWORD || DEFAULT_DEMO.password };
}

/** Creates the verified demo shopper, or gives it back the demo password if someone changed it. */
export async function ensureDemoAccount(db: Db, demo: DemoAccount): Promise<'created' | 'kept' | 'password-restored'> {
  const [existing] = await db.select().from(users).where(eq(users.email, demo.email)).limit(1);
  if (!existing) {
    // A phone of its own per demo e-mail (phones are unique), in the 61 range of Somali mobiles.
    const digits = `61${(parseInt(sha256Hex(demo.email).slice(0, 8), 16) % 10_000_000).toString().padStart(7, '0')}`;
    const created = await db
      .insert(users)
      .values({
        name: 'Demo Shopper',
        email: demo.email,
        country: 'Somalia',
        dialCode: '+252',
        phone: digits,
        fullPhone: `+252${digits}`,
        dateOfBirth: '1995-06-01',
        passwordHash: await hashPassword(demo.password),
        verifiedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created.length) throw new Error(`demo account ${demo.email}: its phone number is taken by another account`);
    return 'created';
  }
  if (await checkPassword(existing.passwordHash, demo.password)) return 'kept';
  await db.update(users).set({ passwordHash: await hashPassword(demo.password) }).where(eq(users.id, existing.id));
  return 'password-restored';
}

/**
 * A server without the demo account, on a database a demo shop once ran on, would still let anyone
 * in with the public demo credentials (DEFAULT_DEMO is in this repository). So at start such an
 * account gets a password nobody knows and its sessions end; a demo shop started again later gives
 * it back its password (ensureDemoAccount).
 */
export async function lockLeftoverDemoAccount(db: Db): Promise<'locked' | 'none'> {
  const [existing] = await db.select().from(users).where(eq(users.email, DEFAULT_DEMO.email)).limit(1);
  if (!existing || !(await checkPassword(existing.passwordHash, DEFAULT_DEMO.password))) return 'none';
  await db.update(users).set({ passwordHash: await hashPassword(newToken()) }).where(eq(users.id, existing.id));
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, existing.id), isNull(sessions.revokedAt)));
  return 'locked';
}

/**
 * A staff account for the browser suites, which need an order delivered (staffOrderAdvance) and
 * cannot give a role by SQL while the server holds the database. SUUQ_DEMO_STAFF=email:password,
 * honoured ONLY on a demo shop (SUUQ_DEMO=1 and SUUQ_DEMO_ACCOUNT=1); never shown by demo-info.
 */
export function demoStaffFromEnv(env: NodeJS.ProcessEnv): DemoAccount | null {
  const spec = env.SUUQ_DEMO_STAFF;
  if (!spec || env.SUUQ_DEMO !== '1' || env.SUUQ_DEMO_ACCOUNT !== '1') return null;
  const at = spec.indexOf(':');
  const email = spec.slice(0, at).trim().toLowerCase();
  const password = spec.slice(at + 1);
  if (at < 1 || !email.includes('@') || password.length < 8) throw new Error('SUUQ_DEMO_STAFF must be email:password (a password of 8 characters or more)');
  return { email, password };
}

/**
 * Creates the verified demo staff account, or gives it back its password. An account of that
 * e-mail that is not staff is left as it is (a shopper is never promoted by an env variable).
 */
export async function ensureDemoStaff(db: Db, staff: DemoAccount): Promise<'created' | 'kept' | 'password-restored' | 'not-staff'> {
  const [existing] = await db.select().from(users).where(eq(users.email, staff.email)).limit(1);
  if (existing && existing.role !== 'staff') return 'not-staff';
  if (!existing) {
    const digits = `62${(parseInt(sha256Hex(staff.email).slice(0, 8), 16) % 10_000_000).toString().padStart(7, '0')}`;
    const created = await db
      .insert(users)
      .values({
        name: 'Demo Staff',
        email: staff.email,
        role: 'staff',
        country: 'Somalia',
        dialCode: '+252',
        phone: digits,
        fullPhone: `+252${digits}`,
        dateOfBirth: '1990-01-01',
        passwordHash: await hashPassword(staff.password),
        verifiedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created.length) throw new Error(`demo staff ${staff.email}: its phone number is taken by another account`);
    return 'created';
  }
  if (await checkPassword(existing.passwordHash, staff.password)) return 'kept';
  await db.update(users).set({ passwordHash: await hashPassword(staff.password) }).where(eq(users.id, existing.id));
  return 'password-restored';
}
