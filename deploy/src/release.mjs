#!/usr/bin/env node
// `pnpm release <app>`: first the cheap checks, in seconds, before anything is built (checks.mjs:
// the remote's needs against the live shell's offer, the shared packages' versions, the live API
// answering every call the remote sends); then builds that app alone while its unit tests run, runs
// its standalone browser test against that build, checks the built manifest against the live shell
// (compat.mjs), publishes the build to its immutable folder and switches the release record
// (releases.mjs). Nothing of the other apps is built, tested or moved. Each step's time is printed.
//   --releases <dir>  the releases folder (default: releases/ at the repository root, or SUUQ_RELEASES)
//   --origin <url>    where browsers reach this app (default: its local origin, http://127.0.0.1:<port>)
//   --api <url>       the live API whose calls are checked (default: SUUQ_API, or http://127.0.0.1:4000)
//   --skip-tests      publish without running the app's tests (the release browser test uses it to
//                     stay fast; a team's release always runs them)
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, distOf } from './apps.mjs';
import { cheapChecks } from './checks.mjs';
import { parseArgs, pnpmAsync } from './cli.mjs';
import { compatibilityProblems, liveShellOffer } from './compat.mjs';
import { keepContractSnapshot, liveContractOf } from './contract/release-snapshots.mjs';
import { goLive, localOrigin, publish, readRecord } from './releases.mjs';

const { app, dir, origin, api, skipTests } = parseArgs(process.argv.slice(2), 'pnpm release <app> [--releases <dir>] [--origin <url>] [--api <url>] [--skip-tests]');

const started = performance.now();
const sec = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];
/** Runs one step, printing its time (steps of one group run at the same time). */
async function step(name, run) {
  const start = performance.now();
  try {
    return await run();
  } finally {
    times.push([name, performance.now() - start]);
    console.log(`release: ${name} took ${sec(performance.now() - start)}`);
  }
}
function refuse(why, problems) {
  console.error(`release: ${app.pkg} is not published, ${why}:\n  ${problems.join('\n  ')}`);
  console.error(`release: refused after ${sec(performance.now() - started)}`);
  process.exit(1);
}

// 1. Cheap checks first: a release the live shop could not take is refused before the minutes of
// building and testing.
const checks = await step('checks', () => cheapChecks({ app, dir, record: readRecord(dir), apiUrl: api }));
for (const c of checks) console.log(`  ${c.name.padEnd(9)} ${c.problems.length ? 'refused' : 'ok'} (${sec(c.ms)})`);
const problems = checks.flatMap((c) => c.problems);
if (problems.length) refuse('the live shop could not take it', problems);

// 2. Build and unit tests at once (the unit tests read the source, not the build).
// A remote's contract tests run against the contract of the shell that is live (the snapshot kept
// with its release), besides the workspace's: a shape the live shell would refuse fails here.
const liveContract = liveContractOf(dir, readRecord(dir));
const testEnv = app.pkg !== 'shell' && liveContract ? { SUUQ_LIVE_CONTRACT: liveContract } : {};
const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, app.pkg, 'package.json'), 'utf8')).scripts ?? {};
const unitScript = scripts['test:unit'] ? 'test:unit' : 'test';
const build = step('build', () => pnpmAsync(['--filter', app.pkg, 'run', 'build']));
const units = skipTests ? null : step('unit tests', () => pnpmAsync(['--filter', app.pkg, 'run', unitScript], testEnv));
const failed = (await Promise.allSettled([build, units].filter(Boolean))).filter((r) => r.status === 'rejected');
if (failed.length) refuse('its build or its tests failed', failed.map((r) => r.reason.message));
if (skipTests) console.log(`release: ${app.pkg}'s tests skipped (--skip-tests)`);

// 3. Its browser test, against this build (e2e/standalone.config.ts: its own servers on ports the
// system picks, never one that runs already).
if (!skipTests && scripts['test:browser']) {
  await step('browser test', () => pnpmAsync(['--filter', app.pkg, 'run', 'test:browser'], testEnv)).catch((err) => refuse('its browser test failed', [err.message]));
}

// 4. The built manifest against the live shell: what the build truly declares.
if (app.pkg !== 'shell') {
  const manifest = JSON.parse(fs.readFileSync(path.join(distOf(app), 'mf-manifest.json'), 'utf8'));
  const built = compatibilityProblems({ federation: app.federation, manifest, offer: liveShellOffer(dir, readRecord(dir)) });
  if (built.length) refuse('the live shop could not run it', built);
}

// 5. Publish and go live.
const pkgVersion = JSON.parse(fs.readFileSync(path.join(ROOT, app.pkg, 'package.json'), 'utf8')).version;
const { version, folder, existed, entry } = await step('publish', () => {
  const published = publish({ pkg: app.pkg, distDir: distOf(app), dir, pkgVersion });
  // The shell's contract as released (events, calls, exposed modules, shared versions): what the
  // remotes released after it are tested against.
  if (app.pkg === 'shell') keepContractSnapshot(dir, published.version);
  return { ...published, entry: goLive({ pkg: app.pkg, version: published.version, dir, origin: origin ?? localOrigin(app) }) };
});
console.log(`release: ${app.pkg} ${version} is live${existed ? ' (this build was already published)' : ''}`);
console.log(`  files    ${path.relative(process.cwd(), folder) || folder}`);
if (entry.manifest) console.log(`  manifest ${entry.manifest}`);
console.log(`  times    ${times.map(([name, ms]) => `${name} ${sec(ms)}`).join(', ')}; total ${sec(performance.now() - started)}`);
