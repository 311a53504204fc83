// What `pnpm release` and `pnpm rollback` share: their options and how they call pnpm.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { API_PORT, APPS, ROOT } from './apps.mjs';
import { DEFAULT_RELEASES_DIR, appOf } from './releases.mjs';

/** `<app> [--releases <dir>] [--origin <url>] [--api <url>] [--skip-tests]`; SUUQ_RELEASES and SUUQ_API name them too. */
export function parseArgs(argv, usage) {
  const [pkg, ...rest] = argv;
  const app = appOf(pkg);
  const value = (name) => {
    const at = rest.indexOf(name);
    return at >= 0 ? rest[at + 1] : undefined;
  };
  if (!app) {
    console.error(`usage: ${usage}\n  <app>: ${APPS.map((a) => a.pkg).join(', ')}`);
    process.exit(2);
  }
  return {
    app,
    dir: path.resolve(value('--releases') ?? process.env.SUUQ_RELEASES ?? DEFAULT_RELEASES_DIR),
    origin: value('--origin'),
    api: value('--api') ?? process.env.SUUQ_API ?? `http://127.0.0.1:${API_PORT}`,
    skipTests: rest.includes('--skip-tests'),
  };
}

/** pnpm as the root script was started with it (npm_execpath), else the project's pinned pnpm. */
function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  return execPath && /pnpm/.test(execPath) ? [process.execPath, execPath] : ['npx', '-y', 'pnpm@10.34.8'];
}

export function pnpm(args) {
  const [cmd, ...pre] = pnpmCommand();
  execFileSync(cmd, [...pre, ...args], { cwd: ROOT, stdio: 'inherit' });
}

/** pnpm, not waiting: resolves when it succeeds, rejects with its exit code (several may run at once). */
export function pnpmAsync(args, env = {}) {
  const [cmd, ...pre] = pnpmCommand();
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, [...pre, ...args], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`pnpm ${args.join(' ')} failed (${signal ?? code})`))));
  });
}
