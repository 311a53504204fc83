#!/usr/bin/env node
// `pnpm release <app>`: builds that app alone, runs its own tests (`pnpm --filter <app> test`),
// refuses a remote the live shell could not run (compat.mjs), publishes the build to its immutable
// folder and switches the release record (releases.mjs). Nothing of the other apps is built,
// tested or moved.
//   --releases <dir>  the releases folder (default: releases/ at the repository root, or SUUQ_RELEASES)
//   --origin <url>    where browsers reach this app (default: its local origin, http://127.0.0.1:<port>)
//   --skip-tests      publish without running the app's tests (the release browser test uses it to
//                     stay fast; a team's release always runs them)
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, distOf } from './apps.mjs';
import { parseArgs, pnpm } from './cli.mjs';
import { compatibilityProblems, liveShellOffer } from './compat.mjs';
import { keepContractSnapshot, liveContractOf } from './contract/release-snapshots.mjs';
import { goLive, localOrigin, publish, readRecord } from './releases.mjs';

const { app, dir, origin, skipTests } = parseArgs(process.argv.slice(2), 'pnpm release <app> [--releases <dir>] [--origin <url>] [--skip-tests]');

pnpm(['--filter', app.pkg, 'build']);
// A remote's contract tests run against the contract of the shell that is live (the snapshot kept
// with its release), besides the workspace's: a shape the live shell would refuse fails here.
const liveContract = liveContractOf(dir, readRecord(dir));
if (app.pkg !== 'shell' && liveContract) process.env.SUUQ_LIVE_CONTRACT = liveContract;
if (skipTests) console.log(`release: ${app.pkg}'s tests skipped (--skip-tests)`);
else pnpm(['--filter', app.pkg, 'test']);

if (app.pkg !== 'shell') {
  const manifest = JSON.parse(fs.readFileSync(path.join(distOf(app), 'mf-manifest.json'), 'utf8'));
  const problems = compatibilityProblems({ federation: app.federation, manifest, offer: liveShellOffer(dir, readRecord(dir)) });
  if (problems.length) {
    console.error(`release: ${app.pkg} is not published, the live shop could not run it:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}

const pkgVersion = JSON.parse(fs.readFileSync(path.join(ROOT, app.pkg, 'package.json'), 'utf8')).version;
const { version, folder, existed } = publish({ pkg: app.pkg, distDir: distOf(app), dir, pkgVersion });
// The shell's contract as released (events, calls, exposed modules, shared versions): what the
// remotes released after it are tested against.
if (app.pkg === 'shell') keepContractSnapshot(dir, version);
const entry = goLive({ pkg: app.pkg, version, dir, origin: origin ?? localOrigin(app) });
console.log(`release: ${app.pkg} ${version} is live${existed ? ' (this build was already published)' : ''}`);
console.log(`  files    ${path.relative(process.cwd(), folder) || folder}`);
if (entry.manifest) console.log(`  manifest ${entry.manifest}`);
