/** The demo staff account of the browser suites: only on a demo shop, never a promoted shopper. */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema-auth';
import { authKit, accountWithSession, type AuthKit } from './test-kit';
import { checkPassword } from './passwords';
import { demoStaffFromEnv, ensureDemoStaff } from './demo';

const DEMO = { SUUQ_DEMO: '1', SUUQ_DEMO_ACCOUNT: '1' };

describe('demoStaffFromEnv', () => {
  it('is honoured only with SUUQ_DEMO=1 and SUUQ_DEMO_ACCOUNT=1', () => {
    const spec = { SUUQ_DEMO_STAFF: 'Staff@Suuq.test:Staff-pass-1' };
    expect(demoStaffFromEnv({ ...DEMO, ...spec })).toEqual({ email: 'staff@suuq.test', password: 'Staff-pass-1' });
    expect(demoStaffFromEnv({ SUUQ_DEMO_ACCOUNT: '1', ...spec })).toBeNull();
    expect(demoStaffFromEnv({ SUUQ_DEMO: '1', ...spec })).toBeNull();
    expect(demoStaffFromEnv({ ...DEMO })).toBeNull();
  });

  it('refuses a malformed value instead of making a weak account', () => {
    for (const bad of ['nobody', ':password123', 'staff@suuq.test:short']) expect(() => demoStaffFromEnv({ ...DEMO, SUUQ_DEMO_STAFF: bad })).toThrow(/email:password/);
  });
});

describe('ensureDemoStaff', () => {
  let kit: AuthKit;
  beforeAll(async () => {
    kit = await authKit();
  });
  afterAll(() => kit.close());

  it('creates a verified staff account, then keeps it and restores its password', async () => {
    const staff = { email: 'staff@suuq.test', password: 'Staff-pass-1' };
    expect(await ensureDemoStaff(kit.db, staff)).toBe('created');
    const [row] = await kit.db.select().from(users).where(eq(users.email, staff.email));
    expect(row).toMatchObject({ role: 'staff' });
    expect(row!.verifiedAt).not.toBeNull();
    expect(await ensureDemoStaff(kit.db, staff)).toBe('kept');
    expect(await ensureDemoStaff(kit.db, { ...staff, password: 'Other-pass-2' })).toBe('password-restored');
    const [after] = await kit.db.select().from(users).where(eq(users.email, staff.email));
    expect(await checkPassword(after!.passwordHash, 'Other-pass-2')).toBe(true);
  });

  it('never promotes a shopper who has that e-mail', async () => {
    const shopper = await accountWithSession(kit.db, 'customer');
    const [row] = await kit.db.select().from(users).where(eq(users.id, shopper.userId));
    expect(await ensureDemoStaff(kit.db, { email: row!.email!, password: 'Staff-pass-1' })).toBe('not-staff');
    const [after] = await kit.db.select().from(users).where(eq(users.id, shopper.userId));
    expect(after!.role).toBe('customer');
  });
});
