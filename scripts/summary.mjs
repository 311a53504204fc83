// Adds up the test results of every runner into the one closing line CI reads.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.readdirSync(dir)) {
  const data = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if ('numPassedTests' in data) {
    // Jest
    passed += data.numPassedTests;
    failed += data.numFailedTests;
    skipped += data.numPendingTests + (data.numTodoTests ?? 0);
  } else if (data.stats) {
    // Playwright
    passed += data.stats.expected + (data.stats.flaky ?? 0);
    failed += data.stats.unexpected;
    skipped += data.stats.skipped;
  }
}
console.log(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
