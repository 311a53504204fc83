#!/usr/bin/env node
// Counts how well the repository keeps its boundaries (one home for each thing), so a change can say
// before and after:
//   1. production imports that reach another package (or the repository's own folders) by a
//      relative path instead of a public entry;
//   2. pairs of places that repeat each other across packages (the `duplicates` tool), in the
//      production sources (tests and test setup left out) and in the whole tree;
//   3. the server's imports that run back up its layers, by the lint rule's own table
//      (tooling/server-layers.mjs: base → db → platform → domains by rank → rpc → app);
//   4. the largest source files (tests and generated files left out).
//
//   node scripts/boundaries.mjs          the counts, with what each one is made of
//   node scripts/boundaries.mjs --json   the same as JSON
// It reads files and runs `duplicates` (when that tool is on the PATH); it changes nothing and
// always exits 0: the numbers are for a person to compare, not a gate (the lint rule
// suuq/no-relative-packages is the gate for 1).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isProductionSource, packageRootOf } from '../tooling/no-relative-packages.mjs';
import { LAYERS, placeOf, upwardImport } from '../tooling/server-layers.mjs';

const SOURCE = /\.(tsx?|[cm]?js)$/;

/** Test code and test setup: test files, testing entries and folders, e2e, the server's test kits. */
export const isTestFile = (rel) =>
  /\.(test|spec)\.[cm]?[jt]sx?$/.test(rel) ||
  /(^|\/)(testing|e2e|__mocks__)(\/|\.tsx?$)/.test(rel) ||
  /(^|\/)(test-kit|test-db)\.ts$/.test(rel) ||
  /^jest\.[^/]+$/.test(rel);

/** Generated or vendored files: migrations written by drizzle-kit, build output, type stubs. */
export const isGenerated = (rel) => /^server\/drizzle\//.test(rel) || /(^|\/)(dist|node_modules)\//.test(rel) || /\.d\.[cm]?ts$/.test(rel);

/** The repository's files (git's list in a checkout, else every file below root), as /-paths. */
export function repositoryFiles(root) {
  try {
    return execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')
      .filter((f) => f && fs.existsSync(path.join(root, f)));
  } catch {
    const out = [];
    const walk = (dir) => {
      for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        if (e.name === 'node_modules' || e.name === '.git') continue;
        const rel = dir ? `${dir}/${e.name}` : e.name;
        if (e.isDirectory()) walk(rel);
        else out.push(rel);
      }
    };
    walk('');
    return out;
  }
}

/** Strips block comments and whole-line // comments (a doc comment may quote an import). */
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Every module a source names: import/export … from, import '…', import('…'), require('…'), jest.mock('…'). */
export function importsOf(text) {
  const found = [];
  const patterns = [
    /\b(import|export)\s+(type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require|jest\.(?:mock|requireActual|doMock))\s*\(\s*['"]([^'"]+)['"]/g,
  ];
  const body = withoutComments(text);
  for (const m of body.matchAll(patterns[0])) found.push({ source: m[3], typeOnly: Boolean(m[2]) });
  for (const m of body.matchAll(patterns[1])) found.push({ source: m[1], typeOnly: false });
  for (const m of body.matchAll(patterns[2])) found.push({ source: m[1], typeOnly: false });
  return found;
}

const isRepositoryRoot = (dir) => fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'));

/**
 * 1. Production imports that leave their package by a relative path: into another package
 * (`../../shared-api/src/…`) or into the repository's own folders (`../../tooling/…`).
 */
export function relativeCrossings(root, files = repositoryFiles(root)) {
  const out = [];
  for (const rel of files.filter((f) => SOURCE.test(f) && !isGenerated(f))) {
    const file = path.join(root, rel);
    const here = packageRootOf(path.dirname(file));
    if (!here || isRepositoryRoot(here) || !isProductionSource(here, file) || isTestFile(rel)) continue;
    for (const { source } of importsOf(fs.readFileSync(file, 'utf8'))) {
      if (!source.startsWith('./') && !source.startsWith('../')) continue;
      const target = path.resolve(path.dirname(file), source);
      if (path.basename(target) === 'package.json') continue;
      const there = packageRootOf(fs.existsSync(target) && fs.statSync(target).isDirectory() ? target : path.dirname(target));
      if (!there || there === here) continue;
      out.push({ file: rel, source, into: isRepositoryRoot(there) ? path.relative(root, target).split(path.sep)[0] : path.relative(root, there) });
    }
  }
  return out;
}

/** The unit a path belongs to for "across packages": its top folder (a package, tooling/, scripts/…). */
export const unitOf = (rel) => (rel.includes('/') ? rel.slice(0, rel.indexOf('/')) : '(root)');

/** The `duplicates` tool's report: the total it counts, its rows, and how many it did not list. */
export function parseDuplicates(report) {
  const lines = report.split('\n');
  const total = Number(/^(\d+) pairs/.exec(lines[0] ?? '')?.[1] ?? (/^no duplicates/.test(lines[0] ?? '') ? 0 : NaN));
  const rows = [];
  for (const line of lines) {
    const m = /^D\d+ (\S+):(\d+)-(\d+) ~ (\S+):(\d+)-(\d+)(.*)$/.exec(line);
    if (m) rows.push({ a: m[1], b: m[4], text: line, boilerplate: /\bboilerplate\b/.test(m[7]) });
  }
  const unlisted = Number(/^\(\+(\d+) more pairs\)/m.exec(report)?.[1] ?? 0);
  return { total, rows, unlisted };
}

/** The rows whose two places are in different packages (or repository folders). */
export const crossPackagePairs = (rows) => rows.filter((r) => unitOf(r.a) !== unitOf(r.b));

const DUPLICATES_ARGS = ['--most', '200', '--seconds', '300'];

function runDuplicates(dir) {
  return execFileSync('duplicates', ['--repo', dir, ...DUPLICATES_ARGS], { encoding: 'utf8', maxBuffer: 64 << 20 });
}

/**
 * 2. Duplicate pairs across packages. The production sources (tests and test setup left out) are
 * copied to a scratch folder and read there, so every pair is listed and classified; the whole
 * tree's total is given too, with the cross-package pairs among the rows the tool lists (it lists
 * 200 at the most).
 */
export function duplicatePairs(root, files = repositoryFiles(root)) {
  const command = `duplicates --repo <dir> ${DUPLICATES_ARGS.join(' ')}`;
  try {
    execFileSync('duplicates', ['--help'], { stdio: 'ignore' });
  } catch {
    return { available: false, command };
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-boundaries-'));
  try {
    for (const rel of files.filter((f) => SOURCE.test(f) && !isTestFile(f) && !isGenerated(f))) {
      fs.mkdirSync(path.join(scratch, path.dirname(rel)), { recursive: true });
      fs.copyFileSync(path.join(root, rel), path.join(scratch, rel));
    }
    const production = parseDuplicates(runDuplicates(scratch));
    const tree = parseDuplicates(runDuplicates(root));
    const cross = crossPackagePairs(production.rows);
    return {
      available: true,
      command,
      production: { total: production.total, cross: cross.length, complete: production.unlisted === 0, pairs: cross.map((r) => r.text) },
      tree: { total: tree.total, crossAmongListed: crossPackagePairs(tree.rows).length, listed: tree.rows.length },
    };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

const resolveSource = (root, fromRel, source) => {
  const base = path.join(path.dirname(path.join(root, fromRel)), source);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(root, candidate).split(path.sep).join('/');
  }
  return path.relative(root, `${base}.ts`).split(path.sep).join('/');
};

/**
 * Where a file under server/src sits in the lint rule's table (tooling/server-layers.mjs, the one
 * home of the layers and the domains' ranks): `{ layer, domain?, rank? }`, or null.
 */
export const serverPlaceOf = (rel) => placeOf(rel.replace(/^server\/src\//, ''));

const describePlace = (p) => (p ? (p.domain ? `domain ${p.domain} (rank ${p.rank})` : p.layer) : 'no layer');

/**
 * 3. The server's production imports that run up its layers, judged by the lint rule itself
 * (upwardImport: the same table and the same files left unchecked), and the domains that import
 * each other.
 */
export function serverUpwardImports(root, files = repositoryFiles(root)) {
  const upward = [];
  const domainEdges = new Set();
  for (const rel of files.filter((f) => /^server\/src\/.*\.ts$/.test(f) && !isTestFile(f) && !isGenerated(f))) {
    const from = rel.replace(/^server\/src\//, '');
    for (const { source, typeOnly } of importsOf(fs.readFileSync(path.join(root, rel), 'utf8'))) {
      if (!source.startsWith('.')) continue;
      const target = resolveSource(root, rel, source);
      if (!target.startsWith('server/src/')) continue;
      const to = target.replace(/^server\/src\//, '');
      const why = upwardImport(from, to);
      if (why) upward.push({ file: rel, source, target: to.replace(/\.tsx?$/, ''), from: describePlace(placeOf(from)), to: describePlace(placeOf(to)), why, typeOnly });
      const [a, b] = [placeOf(from), placeOf(to)];
      if (a?.domain && b?.domain && a.domain !== b.domain) domainEdges.add(`${a.domain}→${b.domain}`);
    }
  }
  const mutual = [...domainEdges].filter((e) => e.split('→')[0] < e.split('→')[1] && domainEdges.has(e.split('→').reverse().join('→')));
  return { upward, mutualDomains: mutual.map((e) => e.replace('→', ' ↔ ')) };
}

/** 4. The largest source files by lines (tests, test setup and generated files left out). */
export function largestFiles(root, files = repositoryFiles(root), count = 10) {
  return files
    .filter((f) => SOURCE.test(f) && !isTestFile(f) && !isGenerated(f))
    .map((file) => ({ file, lines: fs.readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 }))
    .sort((x, y) => y.lines - x.lines || x.file.localeCompare(y.file))
    .slice(0, count);
}

export function measure(root) {
  const files = repositoryFiles(root);
  const crossings = relativeCrossings(root, files);
  return {
    relativeCrossings: { count: crossings.length, files: new Set(crossings.map((c) => c.file)).size, imports: crossings },
    duplicates: duplicatePairs(root, files),
    server: serverUpwardImports(root, files),
    largestFiles: largestFiles(root, files),
  };
}

function report(m) {
  const out = [];
  const rc = m.relativeCrossings;
  out.push(`1. production imports that leave their package by a relative path: ${rc.count} (in ${rc.files} files)`);
  for (const c of rc.imports) out.push(`     ${c.file}: '${c.source}' → ${c.into}`);
  const d = m.duplicates;
  if (!d.available) out.push(`2. duplicate pairs: the duplicates tool is not on the PATH (run: ${d.command})`);
  else {
    out.push(`2. duplicate pairs across packages, production sources: ${d.production.cross}${d.production.complete ? '' : ' (at least: the tool listed 200 rows)'} of ${d.production.total}`);
    for (const p of d.production.pairs) out.push(`     ${p}`);
    out.push(`   whole tree (tests included): ${d.tree.total} pairs; ${d.tree.crossAmongListed} of the ${d.tree.listed} listed cross packages`);
  }
  const s = m.server;
  out.push(`3. server imports that run up its layers (${LAYERS.join(' → ')}, domains by rank; tooling/server-layers.mjs): ${s.upward.length} (${s.upward.filter((u) => u.typeOnly).length} of them type-only)`);
  const byEdge = new Map();
  for (const u of s.upward) byEdge.set(`${u.from} → ${u.to}`, [...(byEdge.get(`${u.from} → ${u.to}`) ?? []), u]);
  for (const [edge, list] of byEdge) {
    const byTarget = new Map();
    for (const u of list) byTarget.set(u.target, (byTarget.get(u.target) ?? 0) + 1);
    out.push(`     ${edge}: ${list.length} (${[...byTarget].map(([t, n]) => `${t} ${n}`).join(', ')})`);
  }
  out.push(`   domains that import each other: ${s.mutualDomains.length ? s.mutualDomains.join(', ') : 'none'}`);
  out.push('4. largest source files (lines):');
  for (const f of m.largestFiles) out.push(`     ${String(f.lines).padStart(5)}  ${f.file}`);
  return out.join('\n');
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const m = measure(root);
  console.log(process.argv.includes('--json') ? JSON.stringify(m, null, 2) : report(m));
}
