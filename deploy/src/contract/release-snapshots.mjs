// The contract snapshot kept with each shell release (print-snapshot.mjs prints it):
// `releases/contract-snapshots/shell-<version>.json`, beside the release folders (not inside them,
// so no origin serves it). A remote's release runs its contract tests against the live shell's.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../apps.mjs';

const PRINT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'print-snapshot.mjs');

export const SNAPSHOTS = 'contract-snapshots';

export const snapshotFile = (dir, shellVersion) => path.join(dir, SNAPSHOTS, `shell-${shellVersion}.json`);

/** Writes the workspace's contract as the snapshot of shell release `version` (never rewritten). */
export function keepContractSnapshot(dir, version) {
  const file = snapshotFile(dir, version);
  if (fs.existsSync(file)) return file;
  const json = execFileSync(process.execPath, [PRINT], { cwd: ROOT, encoding: 'utf8' });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, json);
  fs.renameSync(`${file}.tmp`, file);
  return file;
}

/** The snapshot of the live shell release, or null (no shell released yet, or released without one). */
export function liveContractOf(dir, record) {
  const version = record?.apps?.shell?.current;
  if (!version) return null;
  const file = snapshotFile(dir, version);
  return fs.existsSync(file) ? file : null;
}
