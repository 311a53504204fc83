/**
 * The API as a real process (`src/main.ts` under tsx, as `npm start` runs it), for tests that need
 * what app.inject cannot give: several processes, a database restarting under a live server,
 * signals. It listens on a free port of 127.0.0.1 and is ready once /api/health answers 200.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverRoot } from '../paths';

/** Whether the process `pid` is still running (signal 0 checks without sending anything). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface ApiProcess {
  url: string;
  pid: number;
  /** SIGTERM, then waits for the exit (SIGKILL after 15 s); safe to call twice. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const READY_WITHIN_MS = 150_000; // a fresh PGlite folder is migrated and seeded first: ~13 s alone, far more on a busy machine
const TAIL_LINES = 80;

/**
 * Starts `src/main.ts` with `env` over the parent's environment. The database is only what `env`
 * names: DATABASE_URL, or DATA_DIR, or else a PGlite folder of its own in a temp dir (removed on
 * stop) — never the developer's .data/ nor the DATABASE_URL of the test run by accident.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const ownDataDir = env.DATABASE_URL || env.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-api-'));
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.DATA_DIR;
  // `node --import tsx` is `tsx src/main.ts` without tsx's watcher process in between: the pid is
  // the API's own, so a test can tell whether the API itself is still alive.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...inherited,
      LOG_LEVEL: 'warn',
      // Loopback unless a test asks otherwise (one checks that a reachable HOST is refused).
      HOST: '127.0.0.1',
      ...(ownDataDir ? { DATA_DIR: path.join(ownDataDir, 'pglite') } : {}),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - TAIL_LINES));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  let stopping = false;
  // Before it is ready, an exit is reported by the error startApiProcess throws (with the same tail).
  let ready = false;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then((code) => {
    // An API that dies on its own is what these tests look for: say how, with its last words.
    if (ready && !stopping) console.error(`API process ${child.pid} exited by itself (code ${code}):\n${tail.join('\n')}`);
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(late);
      }
      process.removeListener('exit', killOnExit);
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    })());

  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + READY_WITHIN_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false);
    if (ok) {
      ready = true;
      return { url, pid: child.pid!, stop };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stopping = true;
  await stop();
  throw new Error(`the API process did not answer /api/health within ${READY_WITHIN_MS / 1000} s:\n${tail.join('\n')}`);
}
