// Counts the imports that run back up the server's layers (server-layers.mjs) in a server/src folder:
//   node tooling/server-layers-count.mjs [path/to/server/src]
// The lint enforces 0; this prints each one, to measure a tree before it gets there.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from './server-layers.mjs';

const sourceFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });

/** Every upward import under `srcRoot` (a folder named server/src): `{ file, line, message }`. */
export function upwardImports(srcRoot) {
  // cwd at the file system's root: a tree anywhere (a checkout in /tmp) matches the config.
  const linter = new Linter({ configType: 'flat', cwd: path.parse(path.resolve(srcRoot)).root });
  const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { layers: plugin }, rules: { 'layers/server-layers': 'error' } }];
  return sourceFiles(srcRoot).flatMap((file) =>
    linter
      .verify(fs.readFileSync(file, 'utf8'), config, { filename: file })
      .filter((m) => m.ruleId === 'layers/server-layers')
      .map((m) => ({ file: path.relative(srcRoot, file), line: m.line, message: m.message })),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const found = upwardImports(path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server', 'src')));
  for (const f of found) console.log(`${f.file}:${f.line}  ${f.message}`);
  console.log(`${found.length} upward import(s)`);
}
