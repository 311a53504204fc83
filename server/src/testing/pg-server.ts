/**
 * A throwaway PostgreSQL 15 server of a test's own (as scripts/with-postgres.sh starts one), for
 * tests that stop and start the server under a running API. In a temp dir, on a free port of
 * 127.0.0.1; run as the postgres user when the tests run as root (PostgreSQL refuses root).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './api-process';

const run = promisify(execFile);
const PGBIN = process.env.PGBIN || '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

export interface PgServer {
  port: number;
  /** postgres://postgres@127.0.0.1:port/<database> */
  url(database?: string): string;
  /** pg_ctl stop: 'fast' ends every connection with 57P01, 'immediate' drops them like a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** pg_ctl start; resolves once the server accepts connections. */
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

async function asPostgres(bin: string, args: string[]) {
  const file = path.join(PGBIN, bin);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

export async function startPgServer(): Promise<PgServer> {
  if (!fs.existsSync(path.join(PGBIN, 'initdb'))) throw new Error(`PostgreSQL 15 binaries not found in ${PGBIN} (set PGBIN)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-pg-own-'));
  fs.chmodSync(dir, 0o755);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    fs.chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  const start = async () => {
    await asPostgres('pg_ctl', [
      '-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60',
      '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      'start',
    ]);
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
  };
  try {
    await asPostgres('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
    await start();
  } catch (err) {
    const log = fs.existsSync(path.join(dir, 'server.log')) ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8') : '';
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`could not start PostgreSQL 15: ${(err as Error).message}\n${log}`);
  }
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop,
    start,
    destroy: async () => {
      await stop('fast').catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
