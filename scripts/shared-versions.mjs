#!/usr/bin/env node
// Checks that every shared package whose sources changed has a new version:
//   node scripts/shared-versions.mjs            (exit 1 and says what to bump)
//   node scripts/shared-versions.mjs --update   (after a bump: record the new fingerprints)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkVersions, updateVersions } from './versions.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems = process.argv.includes('--update') ? updateVersions(root) : checkVersions(root);
for (const p of problems) console.error(p);
process.exit(problems.length ? 1 : 0);
