/**
 * Shared packages carry real versions, and a change must bump its package's version: each
 * shared package keeps `fingerprint.json` (its version and a hash of what it ships: src without
 * tests, and package.json without its version). A source change that keeps the old version fails
 * the unit tests. After bumping the version (major: a breaking change; minor: a new export or
 * event or call; patch: a fix), `node scripts/shared-versions.mjs --update` writes the new
 * fingerprint. It refuses while the version is unchanged.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SHARED_PACKAGES = ['shared-api', 'shared-events', 'shared-schema', 'shared-router', 'shared-ui', 'shared-federation'];
export const FINGERPRINT_FILE = 'fingerprint.json';

// Every module and declaration a consumer reads: .ts/.tsx, .js/.mjs/.cjs, .mts/.cts with their
// declarations (shared-federation's compatibility.d.mts, shared-ui's language-pages.d.cts), JSON.
const shipped = (file) => /\.(tsx|[cm]?ts|[cm]?js|json)$/.test(file) && !/\.test\.(tsx?|mjs)$/.test(file);

function files(dir, base = dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name)).split(path.sep).join('/')]))
    .filter(shipped)
    .sort();
}

/** The hash of what a package ships: its sources (tests left out) and its manifest minus the version. */
export function fingerprint(packageDir) {
  const hash = crypto.createHash('sha256');
  const { version: _version, ...manifest } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  hash.update(JSON.stringify(manifest));
  for (const file of files(path.join(packageDir, 'src'))) {
    hash.update(`\0${file}\0`);
    hash.update(fs.readFileSync(path.join(packageDir, 'src', file)));
  }
  return `sha256-${hash.digest('hex')}`;
}

const versionOf = (packageDir) => JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
const recorded = (packageDir) => {
  const file = path.join(packageDir, FINGERPRINT_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};

/** What is wrong with one package's version, or null. */
export function versionProblem(packageDir) {
  const name = path.basename(packageDir);
  const lock = recorded(packageDir);
  const version = versionOf(packageDir);
  if (!lock) return `${name}: no ${FINGERPRINT_FILE}; run node scripts/shared-versions.mjs --update`;
  const now = fingerprint(packageDir);
  if (now === lock.fingerprint && version === lock.version) return null;
  if (version === lock.version) {
    return `${name} changed but its version is still ${version}: bump it in ${name}/package.json (major: breaking, minor: new export, event or call, patch: fix), then run node scripts/shared-versions.mjs --update`;
  }
  return `${name} is now ${version} but ${FINGERPRINT_FILE} records ${lock.version}: run node scripts/shared-versions.mjs --update`;
}

export function checkVersions(root, packages = SHARED_PACKAGES) {
  return packages.map((p) => versionProblem(path.join(root, p))).filter(Boolean);
}

/** Writes the fingerprints of bumped (or new) packages; refuses a changed package whose version was not bumped. */
export function updateVersions(root, packages = SHARED_PACKAGES) {
  const refused = [];
  for (const p of packages) {
    const dir = path.join(root, p);
    const lock = recorded(dir);
    const version = versionOf(dir);
    const now = fingerprint(dir);
    if (lock && lock.fingerprint === now && lock.version === version) continue;
    if (lock && lock.version === version) {
      refused.push(`${p} changed but its version is still ${version}: bump it first`);
      continue;
    }
    fs.writeFileSync(path.join(dir, FINGERPRINT_FILE), `${JSON.stringify({ version, fingerprint: now }, null, 2)}\n`);
  }
  return refused;
}
