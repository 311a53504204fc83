// A shared package whose sources change must get a new version: the check fails until it does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkVersions, SHARED_PACKAGES, updateVersions } from './versions.mjs';

const root = path.resolve(__dirname, '..');

/** A copy of one shared package in a scratch workspace, to change it without touching the real one. */
function scratchCopy(name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-versions-'));
  fs.cpSync(path.join(root, name), path.join(dir, name), { recursive: true, filter: (src) => !src.includes('node_modules') });
  return dir;
}
const bump = (dir, name, version) => {
  const file = path.join(dir, name, 'package.json');
  fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), version }, null, 2));
};

describe('shared package versions', () => {
  test('every shared package has a real version and its recorded fingerprint matches its sources', () => {
    for (const name of SHARED_PACKAGES) {
      expect(JSON.parse(fs.readFileSync(path.join(root, name, 'package.json'), 'utf8')).version).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
    }
    expect(checkVersions(root)).toEqual([]);
  });

  test('a source change without a version bump fails, and --update refuses it; a bump then --update passes', () => {
    const dir = scratchCopy('shared-router');
    try {
      // Whatever shared-router's version is today: the copy's, and the next minor after it.
      const now = JSON.parse(fs.readFileSync(path.join(dir, 'shared-router/package.json'), 'utf8')).version;
      const [major, minor] = now.split('.').map(Number);
      const next = `${major}.${minor + 1}.0`;
      const text = (v) => v.replace(/\./g, '\\.');
      fs.appendFileSync(path.join(dir, 'shared-router/src/index.ts'), "export { Outlet } from 'react-router-dom';\n");
      expect(checkVersions(dir, ['shared-router'])).toEqual([expect.stringMatching(new RegExp(`^shared-router changed but its version is still ${text(now)}: bump it`))]);
      expect(updateVersions(dir, ['shared-router'])).toEqual([`shared-router changed but its version is still ${now}: bump it first`]);
      bump(dir, 'shared-router', next);
      expect(checkVersions(dir, ['shared-router'])).toEqual([expect.stringMatching(new RegExp(`now ${text(next)} but fingerprint\\.json records ${text(now)}`))]);
      expect(updateVersions(dir, ['shared-router'])).toEqual([]);
      expect(checkVersions(dir, ['shared-router'])).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a change to a type declaration beside a plain module (.d.mts) needs a new version too', () => {
    const dir = scratchCopy('shared-federation');
    try {
      expect(checkVersions(dir, ['shared-federation'])).toEqual([]);
      fs.appendFileSync(path.join(dir, 'shared-federation/src/compatibility.d.mts'), 'export declare const added: number;\n');
      expect(checkVersions(dir, ['shared-federation'])).toEqual([expect.stringMatching(/^shared-federation changed but its version is still /)]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a change to tests only needs no new version', () => {
    const dir = scratchCopy('shared-events');
    try {
      fs.appendFileSync(path.join(dir, 'shared-events/src/bus.test.ts'), '\n// a note\n');
      expect(checkVersions(dir, ['shared-events'])).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
