/** Starts the API server: PORT (4000), HOST (127.0.0.1), DATABASE_URL or DATA_DIR. */
import { buildApp } from './app';
import { demoAccountFromEnv, demoStaffFromEnv, ensureDemoAccount, ensureDemoStaff, lockLeftoverDemoAccount } from './auth/demo';
import { pruneAuthData } from './auth/housekeeping';
import { pruneRateLimitHits } from './limits/counter';
import { openDatabase, statementTimeoutFromEnv } from './db/client';
import { isLoopbackHost, outboxEnabled } from './messaging';
import { seedIfEmpty, seedLiveIfEmpty } from './seed';
import { isDatabaseUnavailable } from './db/unavailable';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';

// The outbox keeps everyone's codes readable: a server with it on must not be reachable from
// other machines (messaging/index.ts, auth/README.md).
if (outboxEnabled(process.env) && !isLoopbackHost(host)) {
  console.error(`SUUQ_DEMO_OUTBOX=1 is for a demo or development machine: it needs HOST to be a loopback address, not ${host}.`);
  process.exit(1);
}

const database = await openDatabase(process.env, { statementTimeoutMillis: statementTimeoutFromEnv(process.env) }).catch((err: Error) => {
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
// Live shopping came after the catalogue: a demo shop seeded before it gets its streams once.
else if (await seedLiveIfEmpty(database.db)) app.log.info('demo live streams seeded');
const demo = demoAccountFromEnv(process.env);
if (demo) {
  await ensureDemoAccount(database.db, demo).then(
    (outcome) => app.log.info({ email: demo.email, outcome }, 'demo account ready'),
    (err: Error) => app.log.error({ err }, 'demo account not available'),
  );
} else if ((await lockLeftoverDemoAccount(database.db)) === 'locked') {
  app.log.warn('a demo account with the public demo password was left in this database: its password was replaced and its sessions ended');
}
// The browser suites' staff account (SUUQ_DEMO_STAFF): a demo shop only, see auth/demo.ts.
const demoStaff = demoStaffFromEnv(process.env);
if (demoStaff) {
  await ensureDemoStaff(database.db, demoStaff).then(
    (outcome) => app.log.info({ email: demoStaff.email, outcome }, 'demo staff account'),
    (err: Error) => app.log.error({ err }, 'demo staff account not available'),
  );
}

const prune = () =>
  Promise.all([
    pruneAuthData(database.db).then(
      (removed) => app.log.info(removed, 'old sessions, codes and throttle keys removed'),
      (err: Error) => app.log.error({ err }, 'auth housekeeping failed'),
    ),
    pruneRateLimitHits(database.db).then(
      (removed) => app.log.info({ removed }, 'rate-limit hits past their window removed'),
      (err: Error) => app.log.error({ err }, 'rate-limit housekeeping failed'),
    ),
  ]);
await prune();
// Pending mobile money payments are asked of the gateway again until settled (payments/settle.ts).
app.payments.loop.start();
setInterval(() => void prune(), 3600_000).unref();

let closing = false;
/** Stops taking requests, lets those in hand finish, then closes the pool (or PGlite) and exits. */
async function shutdown(reason: string, code = 0) {
  if (closing) return;
  closing = true;
  app.log.info({ reason }, 'shutting down');
  // A request or a connection that never ends must not keep a stopping process alive.
  setTimeout(() => process.exit(code || 1), 10_000).unref();
  try {
    await app.close();
  } catch (err) {
    app.log.error({ err }, 'closing the server failed');
  }
  try {
    // PGlite must be closed cleanly: its folder is only safe once the process has let go of it.
    await database.close();
  } catch (err) {
    app.log.error({ err }, 'closing the database failed');
  }
  process.exit(code);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

// A database restart or failover may surface outside any request (an event, a promise nobody
// awaits): the pool recovers on its own, so the API keeps running. Anything else is a bug whose
// state cannot be trusted: logged, then the process stops (as Node would) but closes cleanly.
function onStray(kind: string) {
  return (err: unknown) => {
    if (isDatabaseUnavailable(err)) {
      app.log.warn({ err }, `${kind}: database unavailable; kept running`);
      return;
    }
    app.log.fatal({ err }, kind);
    void shutdown(kind, 1);
  };
}
process.on('unhandledRejection', onStray('unhandledRejection'));
process.on('uncaughtException', onStray('uncaughtException'));

try {
  await app.listen({ port, host });
} catch (err) {
  app.log.error({ err }, 'could not listen');
  await database.close();
  process.exit(1);
}
