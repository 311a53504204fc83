// CPU time of processes from /proc (Linux), read before and after a measured window: which
// process the work went to, from outside it (no mark in the app).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** [pid, ppid, utime + stime in ms] of a /proc/<pid>/stat line; null when the process is gone. */
function stat(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields start after the last ')'.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, ppid: Number(f[1]), ms: ((Number(f[11]) + Number(f[12])) * 1000) / TICKS };
  } catch {
    return null;
  }
}

/** ms the process's main thread waited on a run queue: runnable, but the cores were busy with others. */
function queued(pid) {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return 0;
  }
}

/** The pid and its children (one level: nginx's workers, PostgreSQL's backends). */
function family(pid) {
  const all = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map((d) => stat(Number(d))).filter(Boolean);
  return all.filter((p) => p.pid === pid || p.ppid === pid);
}

/**
 * Snapshot of CPU ms per named group ({ api: [pid, pid], nginx: [masterPid], postgres: [postmasterPid] }),
 * children included. Backends that ended between two snapshots are lost (their time with them):
 * the pools keep their connections for the whole sale, so that is the short-lived ones only.
 */
export function cpuSnapshot(groups) {
  const out = {};
  for (const [name, pids] of Object.entries(groups)) {
    out[name] = Object.fromEntries(pids.flatMap((pid) => family(pid)).map((p) => [p.pid, { ms: p.ms, queued: queued(p.pid) }]));
  }
  return out;
}

/**
 * Per group between two snapshots (processes in both, or new in the second): CPU ms used, and ms
 * its main threads waited for a core (runnable, not running: the machine's other work).
 */
export function cpuSpent(before, after) {
  const sum = (procs, name, key) => Math.round(Object.entries(procs).reduce((s, [pid, p]) => s + p[key] - (before[name]?.[pid]?.[key] ?? 0), 0));
  return Object.fromEntries(Object.entries(after).map(([name, procs]) => [name, { cpu: sum(procs, name, 'ms'), queued: sum(procs, name, 'queued') }]));
}
