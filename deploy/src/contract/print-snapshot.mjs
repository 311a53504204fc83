#!/usr/bin/env node
// Prints the workspace's contract snapshot (snapshot.ts beside this file) as JSON:
//   node deploy/src/contract/print-snapshot.mjs > deploy/src/contract/shell-live.json
// The release tool stores one with each shell release; remotes' contract tests read the live one.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
// tsx (the server's TypeScript runner) loads the contract's TypeScript sources as CommonJS.
const requireFromServer = createRequire(path.join(root, 'server/package.json'));
const { register } = requireFromServer('tsx/cjs/api');
const unregister = register();
const { buildSnapshot } = createRequire(import.meta.url)(path.join(here, 'snapshot.ts'));
process.stdout.write(`${JSON.stringify(buildSnapshot(), null, 2)}\n`);
unregister();
