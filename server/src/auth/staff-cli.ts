/**
 * pnpm --filter server staff -- grant <email>   |   revoke <email>
 * Gives an account the 'staff' role (replace product images, move orders along: confirm, pack,
 * ship, deliver, complete a return) or takes it back. No call can do this: an operator runs it on
 * the server's machine, with DATABASE_URL or DATA_DIR like the server. On PGlite, stop the server
 * first (two processes must never open one PGlite folder).
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { users } from '../db/schema-auth';

const [action, rawEmail] = process.argv.slice(2).filter((a) => a !== '--');
if ((action !== 'grant' && action !== 'revoke') || !rawEmail) {
  console.error('usage: pnpm --filter server staff -- grant|revoke <email>');
  process.exit(2);
}
const email = rawEmail.trim().toLowerCase();
const database = await openDatabase();
try {
  const role = action === 'grant' ? 'staff' : 'customer';
  const changed = await database.db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.email, email)).returning({ id: users.id });
  if (!changed.length) {
    console.error(`no account with the e-mail ${email}`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is now ${role === 'staff' ? 'staff' : 'a customer (staff role taken back)'}; it takes effect on the next call`);
  }
} finally {
  await database.close();
}
