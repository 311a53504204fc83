#!/usr/bin/env node
// Test helper: loads a remote's server entry and renders one URL, as the render service does,
// in a plain Node process (Jest's module sandbox has no dynamic import for the federation
// runtime's vm scripts). Prints the area as one line of JSON.
// Usage: node renderOnce.mjs <remote> <entryUrl> <request JSON> [budgetMs]
import { renderArea } from '../renderArea.mjs';
import { serverEntries } from '../serverEntries.mjs';

const [remote, entryUrl, request, budget = '5000'] = process.argv.slice(2);
const area = await renderArea(serverEntries().load(remote, entryUrl, './render'), JSON.parse(request), Number(budget));
process.stdout.write(`${JSON.stringify(area)}\n`);
