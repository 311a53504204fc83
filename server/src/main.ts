/** Starts the API server: PORT (4000), HOST (127.0.0.1), DATABASE_URL or DATA_DIR. */
import { buildApp } from './app';
import { demoAccountFromEnv, ensureDemoAccount } from './auth/demo';
import { pruneAuthData } from './auth/housekeeping';
import { openDatabase } from './db/client';
import { isLoopbackHost, outboxEnabled } from './messaging';
import { seedIfEmpty } from './db/seed';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';

// The outbox keeps everyone's codes readable: a server with it on must not be reachable from
// other machines (messaging/index.ts, auth/README.md).
if (outboxEnabled(process.env) && !isLoopbackHost(host)) {
  console.error(`SUUQ_DEMO_OUTBOX=1 is for a demo or development machine: it needs HOST to be a loopback address, not ${host}.`);
  process.exit(1);
}

const database = await openDatabase().catch((err: Error) => {
  console.error(`Cannot open the database: ${err.message}`);
  process.exit(1);
});
const app = await buildApp({
  database,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  checkResults: process.env.RPC_CHECK_RESULTS === '1',
});
app.log.info({ engine: database.engine, location: database.location }, 'database open');
const seeded = await seedIfEmpty(database.db);
if (seeded) app.log.info(seeded, 'demo catalogue seeded');
const demo = demoAccountFromEnv(process.env);
if (demo) {
  await ensureDemoAccount(database.db, demo).then(
    (outcome) => app.log.info({ email: demo.email, outcome }, 'demo account ready'),
    (err: Error) => app.log.error({ err }, 'demo account not available'),
  );
}

const prune = () =>
  pruneAuthData(database.db).then(
    (removed) => app.log.info(removed, 'old sessions, codes and throttle keys removed'),
    (err: Error) => app.log.error({ err }, 'auth housekeeping failed'),
  );
await prune();
setInterval(() => void prune(), 3600_000).unref();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
  } finally {
    // PGlite must be closed cleanly: its folder is only safe once the process has let go of it.
    await database.close();
    process.exit(0);
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port, host });
} catch (err) {
  app.log.error({ err }, 'could not listen');
  await database.close();
  process.exit(1);
}
