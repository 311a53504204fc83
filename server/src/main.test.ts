/**
 * The server process itself (src/main.ts): on SIGTERM it stops taking requests, closes its
 * database and exits. Shown on PGlite, whose lock file beside the folder goes only when the
 * database was closed — a process killed outright leaves it behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processAlive, startApiProcess } from './testing/api-process';

describe('the API process', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-main-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('on SIGTERM closes its database and exits within 5 s', async () => {
    const dataDir = path.join(dir, 'pglite');
    const api = await startApiProcess({ DATA_DIR: dataDir });
    const health = await fetch(`${api.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', engine: 'pglite' });
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(true);

    const started = Date.now();
    await api.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(processAlive(api.pid)).toBe(false);
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  }, 180_000);
});
