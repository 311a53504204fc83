// A seeded demo database for a test's own API, in seconds: copied from a template made once by
// this source's own server (its migrations and seed), and made again whenever those change. A
// first start migrates and seeds a fresh PGlite database (measured: 89 s on 2 busy cores, 17 s
// to start on one already seeded), which was most of a remote's browser test.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { freePort } from './freePort.mjs';
import { startApi, waitForApi } from './shop.mjs';

/** What makes the seeded database: the migrations and the database code (schema, seed). */
const SOURCES = ['server/drizzle', 'server/src/db'];
const TEMPLATES = path.join(ROOT, 'node_modules/.cache/suuq-seeded-data');

function files(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

/** A hash of what makes the database, and of the server's environment for it (demo account …). */
export function templateKey(env = {}, root = ROOT) {
  const hash = crypto.createHash('sha256');
  for (const file of SOURCES.flatMap((s) => files(path.join(root, s)))) {
    hash.update(`\0${path.relative(root, file)}\0`);
    hash.update(fs.readFileSync(file));
  }
  hash.update(JSON.stringify(Object.entries(env).sort()));
  return hash.digest('hex').slice(0, 16);
}

/** Stops the API and waits for it to close its database. */
const stop = (api) =>
  new Promise((resolve) => {
    if (api.exitCode !== null) return resolve();
    api.once('exit', resolve);
    api.kill('SIGTERM');
  });

/**
 * Makes `to` a seeded demo database (DATA_DIR) for an API started with `env`: a copy of the
 * template, which this source's server makes first when there is none for its migrations and seed.
 */
export async function seededDataDir(to, env = {}) {
  const template = path.join(TEMPLATES, templateKey(env));
  if (!fs.existsSync(template)) {
    const making = `${template}.${process.pid}.tmp`;
    fs.rmSync(making, { recursive: true, force: true });
    fs.mkdirSync(TEMPLATES, { recursive: true });
    const port = await freePort();
    const api = startApi({ ...env, PORT: String(port), DATA_DIR: making });
    try {
      await waitForApi(api, 300_000, port);
    } finally {
      await stop(api);
    }
    // Another run may have made it meanwhile: theirs is as good.
    try {
      fs.renameSync(making, template);
    } catch {
      fs.rmSync(making, { recursive: true, force: true });
    }
  }
  fs.cpSync(template, to, { recursive: true });
  return to;
}
