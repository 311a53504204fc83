// What `pnpm release` and `pnpm rollback` share: their options and how they call pnpm.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { APPS, ROOT } from './apps.mjs';
import { DEFAULT_RELEASES_DIR, appOf } from './releases.mjs';

/** `<app> [--releases <dir>] [--origin <url>] [--skip-tests]`; SUUQ_RELEASES names the folder too. */
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
    skipTests: rest.includes('--skip-tests'),
  };
}

/** pnpm as the root script was started with it (npm_execpath), else the project's pinned pnpm. */
export function pnpm(args) {
  const execPath = process.env.npm_execpath;
  const [cmd, ...pre] = execPath && /pnpm/.test(execPath) ? [process.execPath, execPath] : ['npx', '-y', 'pnpm@10.34.8'];
  execFileSync(cmd, [...pre, ...args], { cwd: ROOT, stdio: 'inherit' });
}
