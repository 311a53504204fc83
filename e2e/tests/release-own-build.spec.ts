import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Done when of issue 31: a release's browser test tests the build being released. The suite's own
// shop serves mf-catalogue's good build on the remote's usual port (3001) the whole time: a decoy
// a reusing test would have passed on. mf-catalogue's standalone suite (its `test:browser`, run by
// `pnpm release`) is run twice as a team runs it on its machine (CI unset): on a broken copy of the
// build it fails, on the build itself it passes.
const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'mf-catalogue/dist');

/** mf-catalogue's standalone browser suite on the build in `dist`: its exit code and output. */
function standaloneSuite(dist: string): Promise<{ code: number | null; out: string }> {
  // The nested run is a team's own: none of this run's CI flag or worker settings.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'CI' && !/^(TEST_|PW_|PLAYWRIGHT_)/.test(k)));
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '-c', 'standalone.config.ts'], {
      cwd: path.join(ROOT, 'e2e'),
      env: { ...env, SUUQ_STANDALONE: 'mf-catalogue', SUUQ_STANDALONE_DIST: dist },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** A copy of the build whose page script throws before it draws anything. */
function brokenCopy(to: string): string {
  fs.cpSync(DIST, to, { recursive: true });
  const mains = fs.readdirSync(to).filter((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  expect(mains.length).toBeGreaterThan(0);
  for (const file of mains) {
    fs.writeFileSync(path.join(to, file), "throw new Error('a broken build');\n");
    fs.rmSync(path.join(to, `${file}.gz`), { force: true });
  }
  return to;
}

test("mf-catalogue's release test tests its own build, not the server on its usual port", async () => {
  test.setTimeout(300_000);
  const decoy = await fetch('http://127.0.0.1:3001/');
  expect(decoy.ok, 'the suite serves a good mf-catalogue on 3001').toBe(true);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-own-build-'));
  try {
    const broken = await standaloneSuite(brokenCopy(path.join(tmp, 'dist')));
    expect(broken.code, broken.out).not.toBe(0);
    expect(broken.out).toContain('1 failed');

    const good = await standaloneSuite(DIST);
    expect(good.code, good.out).toBe(0);
    expect(good.out).toContain('1 passed');
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
