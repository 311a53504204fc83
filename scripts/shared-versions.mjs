#!/usr/bin/env node
// Checks that every shared package whose sources changed has a new version:
//   node scripts/shared-versions.mjs            (exit 1 and says what to bump)
//   node scripts/shared-versions.mjs --update   (after a bump: record the new fingerprints)
//   node scripts/shared-versions.mjs shared-ui shared-api   (those packages only: a release's check)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkVersions, SHARED_PACKAGES, updateVersions } from './versions.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const named = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const unknown = named.filter((p) => !SHARED_PACKAGES.includes(p));
if (unknown.length) {
  console.error(`not a shared package: ${unknown.join(', ')} (${SHARED_PACKAGES.join(', ')})`);
  process.exit(2);
}
const packages = named.length ? named : SHARED_PACKAGES;
const problems = process.argv.includes('--update') ? updateVersions(root, packages) : checkVersions(root, packages);
for (const p of problems) console.error(p);
process.exit(problems.length ? 1 : 0);
