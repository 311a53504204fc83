// Releases as data. Each release of an app is an immutable folder `releases/<app>/<version>/`;
// `releases/record.json` (the release record) says which release of each app is live and keeps
// every app's history for rollback. Two views are derived from it at every switch, for the servers
// (nginx and the local static host read only these):
// - `releases/remotes.json`: each remote's name → the versioned URL of its mf-manifest.json, what
//   the shell reads at run time;
// - `releases/<app>/current`: a symbolic link to the live release folder (the origin's root: the
//   shell's index.html, a remote's standalone page).
// Every write is a temporary file (or link) renamed over the old one, so a reader sees the old or
// the new record, never half of one.
//
// On its own origin an app serves every release it ever published at `/releases/<app>/<version>/`
// (the path on disk under the releases folder, so nginx needs no alias). A remote's manifest URL
// names its folder, and its chunks load from beside the manifest (publicPath 'auto'); the pages'
// index.html are rewritten at publish to load their scripts from their own folder. So a tab opened
// on an old release keeps loading the old release's lazy chunks, never a mix of two builds.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, REMOTES, ROOT } from './apps.mjs';

export const DEFAULT_RELEASES_DIR = path.join(ROOT, 'releases');
export const RECORD = 'record.json';
export const REMOTES_JSON = 'remotes.json';

export const appOf = (pkg) => APPS.find((a) => a.pkg === pkg);
export const localOrigin = (app) => `http://127.0.0.1:${app.port}`;

/** `0.1.0-<10 hex>`: the package version and a hash of every file of the build, so two builds of
 * one package version never share a folder, and the same build published twice is one release. */
export function versionOf(pkgVersion, distDir) {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(distDir)) {
    hash.update(file).update('\0').update(fs.readFileSync(path.join(distDir, file))).update('\0');
  }
  return `${pkgVersion}-${hash.digest('hex').slice(0, 10)}`;
}

function listFiles(dir, prefix = '') {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(dir, path.join(prefix, e.name)) : [path.join(prefix, e.name)]))
    .sort();
}

/**
 * The page of a release loads its scripts and styles from its own folder (`/main.x.js` →
 * `/releases/<app>/<version>/main.x.js`): an open tab keeps its release's chunks whatever goes live
 * after it. Only files of the release are rebased; icons and the web manifest stay at the root.
 */
export function rebaseIndexHtml(html, base, has) {
  // The build minifies the page: attribute values may be quoted or not (`src=/main.x.js`).
  return html.replace(/(<script\b[^>]*\bsrc|<link\b[^>]*\bhref)=(["']?)\/([^"'\s>/?#]+\.(?:js|css))\2(?=[\s>])/g, (all, attr, quote, file) =>
    has(file) ? `${attr}=${quote}${base}${file}${quote}` : all,
  );
}

export function readRecord(dir) {
  const file = path.join(dir, RECORD);
  if (!fs.existsSync(file)) return { apps: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function writeAtomically(file, text) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

function linkAtomically(link, target) {
  const tmp = `${link}.${process.pid}.tmp`;
  fs.rmSync(tmp, { force: true });
  fs.symlinkSync(target, tmp);
  fs.renameSync(tmp, link);
}

/** The shell's remotes.json: every remote with a live release → its live manifest URL. */
export function remotesJsonOf(record) {
  const out = {};
  for (const remote of REMOTES) {
    const entry = liveEntry(record, remote.pkg);
    if (entry?.manifest) out[remote.federation] = entry.manifest;
  }
  return out;
}

export function liveEntry(record, pkg) {
  const app = record.apps[pkg];
  return app?.history.find((h) => h.version === app.current);
}

/** Writes the record, then the views derived from it (remotes.json, the app's `current` link). */
function switchTo(dir, record, pkg) {
  writeAtomically(path.join(dir, RECORD), `${JSON.stringify(record, null, 2)}\n`);
  writeAtomically(path.join(dir, REMOTES_JSON), `${JSON.stringify(remotesJsonOf(record), null, 2)}\n`);
  linkAtomically(path.join(dir, pkg, 'current'), record.apps[pkg].current);
}

/**
 * Copies a build into its immutable release folder (written aside, then renamed into place; an
 * existing folder is never written again: same version, same files).
 * @param {{ pkg: string, distDir: string, dir: string, pkgVersion: string }} o
 */
export function publish({ pkg, distDir, dir, pkgVersion }) {
  if (!fs.existsSync(distDir)) throw new Error(`${pkg} has no build in ${distDir}`);
  const version = versionOf(pkgVersion, distDir);
  const folder = path.join(dir, pkg, version);
  if (fs.existsSync(folder)) return { version, folder, existed: true };
  const tmp = path.join(dir, pkg, `.${version}.${process.pid}.tmp`);
  fs.mkdirSync(path.dirname(tmp), { recursive: true });
  fs.cpSync(distDir, tmp, { recursive: true });
  const index = path.join(tmp, 'index.html');
  if (fs.existsSync(index)) {
    const html = rebaseIndexHtml(fs.readFileSync(index, 'utf8'), `/releases/${pkg}/${version}/`, (f) => fs.existsSync(path.join(tmp, f)));
    fs.writeFileSync(index, html);
    // The build's .gz is of the page before the rebase: the servers compress this one themselves.
    fs.rmSync(`${index}.gz`, { force: true });
  }
  fs.renameSync(tmp, folder);
  return { version, folder, existed: false };
}

/**
 * Makes a published release the live one of its app, recorded at the end of the app's history.
 * @param {{ pkg: string, version: string, dir: string, origin: string, now?: Date }} o
 *   origin: where browsers reach the app (http://127.0.0.1:3001, https://catalogue.suuq.so).
 */
export function goLive({ pkg, version, dir, origin, now = new Date() }) {
  if (!fs.existsSync(path.join(dir, pkg, version))) throw new Error(`${pkg} ${version} is not published in ${dir}`);
  const record = readRecord(dir);
  const app = (record.apps[pkg] ??= { current: null, history: [] });
  const entry = { version, releasedAt: now.toISOString() };
  if (pkg !== 'shell') entry.manifest = `${origin.replace(/\/$/, '')}/releases/${pkg}/${version}/mf-manifest.json`;
  app.history = [...app.history.filter((h) => h.version !== version), entry];
  app.current = version;
  switchTo(dir, record, pkg);
  return entry;
}

/** The live release of the app goes back to the one before it in its history; nothing else moves. */
export function rollback({ pkg, dir }) {
  const record = readRecord(dir);
  const app = record.apps[pkg];
  const at = app ? app.history.findIndex((h) => h.version === app.current) : -1;
  if (at < 1) throw new Error(`${pkg} has no earlier release to roll back to`);
  const from = app.current;
  app.current = app.history[at - 1].version;
  switchTo(dir, record, pkg);
  return { from, to: app.current };
}
