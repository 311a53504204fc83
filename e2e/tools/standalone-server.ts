import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The global setup of one remote's standalone browser suite (standalone.config.ts): starts that
 * remote's build (deploy/src/standalone.mjs) and an API of its own, each on a port the system
 * picks, and never uses a server that already runs: a shop or another team's server on the
 * remote's usual port must not answer in place of the build under test. Tests read the origin
 * from SUUQ_STANDALONE_ORIGIN (Playwright gives the workers the setup's environment). Its API
 * starts on a copy of a seeded demo database (deploy/src/seededData.mjs) made by this source's
 * server, so it does not migrate and seed one each run.
 */
type SeededData = typeof import('deploy/seeded-data');
export default async function startStandalone(): Promise<() => Promise<void>> {
  const app = process.env.SUUQ_STANDALONE!;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `suuq-standalone-${app}-`));
  const dist = process.env.SUUQ_STANDALONE_DIST;
  const args = ['../deploy/src/standalone.mjs', app, '--port', '0', '--api-port', '0', ...(dist ? ['--dist', dist] : [])];
  const serverEnv = { NODE_ENV: 'production', SUUQ_DEMO_ACCOUNT: '1', SUUQ_DEMO_OUTBOX: '1' };
  const { seededDataDir } = (await import(pathToFileURL(require.resolve('deploy/seeded-data')).href)) as SeededData;
  await seededDataDir(dataDir, serverEnv);
  const child = spawn(process.execPath, args, {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, ...serverEnv, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const served = new RegExp(`${app} standalone: (http://127\\.0\\.0\\.1:\\d+)/`).exec(out);
      if (served) resolve(served[1]!);
    });
    child.once('exit', (code) => reject(new Error(`${app} standalone stopped (${code}) before it served its page:\n${out}`)));
  });
  child.stdout!.resume();
  process.env.SUUQ_STANDALONE_ORIGIN = origin;
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
