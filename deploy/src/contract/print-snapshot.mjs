#!/usr/bin/env node
// Prints the workspace's contract snapshot (tooling/contract/src/snapshot.ts) as JSON:
//   node scripts/contract-snapshot.mjs > deploy/contract-snapshots/shell-live.json
// The release tool stores one with each shell release; remotes' contract tests read the live one.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// tsx (the server's TypeScript runner) loads the contract's TypeScript sources as CommonJS.
const requireFromServer = createRequire(path.join(root, 'server/package.json'));
const { register } = requireFromServer('tsx/cjs/api');
const unregister = register();
const { buildSnapshot } = createRequire(import.meta.url)(path.join(root, 'tooling/contract/src/snapshot.ts'));
process.stdout.write(`${JSON.stringify(buildSnapshot(), null, 2)}\n`);
unregister();
