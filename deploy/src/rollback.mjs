#!/usr/bin/env node
// `pnpm rollback <app>`: the app's live release goes back to the one before it (releases.mjs);
// no other app moves and nothing is built. `--releases <dir>` as for `pnpm release`.
import { parseArgs } from './cli.mjs';
import { rollback } from './releases.mjs';

const { app, dir } = parseArgs(process.argv.slice(2), 'pnpm rollback <app> [--releases <dir>]');
try {
  const { from, to } = rollback({ pkg: app.pkg, dir });
  console.log(`rollback: ${app.pkg} ${to} is live again (was ${from})`);
} catch (err) {
  console.error(`rollback: ${err.message}`);
  process.exit(1);
}
