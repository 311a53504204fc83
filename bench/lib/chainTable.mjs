#!/usr/bin/env node
// Prints the request chain of two Lighthouse results side by side (BENCHMARKS.md's table):
// `node bench/lib/chainTable.mjs before.json after.json` — for the slow network's first visits,
// when each step started and ended (ms from navigation) in the median run.
import fs from 'node:fs';

const [a, b] = process.argv.slice(2).map((f) => JSON.parse(fs.readFileSync(f, 'utf8')));
const sec = (ms) => (ms == null ? '—' : (ms / 1000).toFixed(1));
for (const page of a.slow.map((p) => p.page)) {
  const before = a.slow.find((p) => p.page === page)?.first.median.chain ?? [];
  const after = b.slow.find((p) => p.page === page)?.first.median.chain ?? [];
  console.log(`\n${page} (s from navigation: start–end)\n`);
  console.log('| step | before | after |');
  console.log('| --- | --- | --- |');
  for (const step of [...new Set([...before, ...after].map((c) => c.step))]) {
    const x = before.find((c) => c.step === step);
    const y = after.find((c) => c.step === step);
    console.log(`| ${step} | ${x ? `${sec(x.start)}–${sec(x.end)}` : '—'} | ${y ? `${sec(y.start)}–${sec(y.end)}` : '—'} |`);
  }
}
