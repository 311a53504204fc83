// The release's cheap checks, run before anything is built or tested (seconds, not minutes), all
// read from the workspace's source and the live shop, never from a build:
//  - compat: the remote's needs (the federation runtime installed for it, the contract packages'
//    majors: what its build would declare, deploy/src/buildVersions.cjs) against the live shell's
//    offer, by the shell's own rule (shared-federation/compatibility);
//  - versions: each shared package the app depends on has a new version for its changes (its
//    fingerprint: scripts/shared-versions.mjs <packages>, as `npm test` runs it) and one in the
//    range the app asks for;
//  - api: the live API answers every call the remote's source sends (apiCalls.mjs).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { CONTRACTS, declareNeeds, incompatibilities, satisfies } from 'shared-federation/compatibility';
import { callsOfSource, contractRoutes, missingCalls, publishedCalls } from './apiCalls.mjs';
import { ROOT } from './apps.mjs';
import buildVersions from './buildVersions.cjs';
import { liveShellOffer } from './compat.mjs';

const { contractVersions, federationVersion } = buildVersions;
/** The workspace's shared packages (scripts/shared-versions.mjs checks their versions). */
const SHARED_PACKAGES = ['shared-api', 'shared-events', 'shared-router', 'shared-ui', 'shared-federation'];

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** A remote's needs as its build would declare them (metaData.needs), from the workspace alone. */
export function needsFromSource(app, root = ROOT) {
  return declareNeeds({ federationVersion: federationVersion(path.join(root, app.pkg)), contractVersions: contractVersions(CONTRACTS) });
}

/** Why the live shell could not run this remote; empty when it can, or when no shell offers yet. */
export function compatProblems(app, dir, record, root = ROOT) {
  if (app.pkg === 'shell') return [];
  const offer = liveShellOffer(dir, record);
  if (!offer) return [];
  return incompatibilities(needsFromSource(app, root), offer).map((r) => `the live shell could not run it: ${r}`);
}

/** Version problems of the shared packages the app depends on (a change without a bump, a range it misses). */
export async function versionProblems(app, root = ROOT) {
  const manifest = readJson(path.join(root, app.pkg, 'package.json'));
  const wanted = { ...manifest.dependencies, ...manifest.devDependencies };
  const used = SHARED_PACKAGES.filter((p) => p in wanted);
  const problems = await promisify(execFile)(process.execPath, [path.join(root, 'scripts/shared-versions.mjs'), ...used], { cwd: root }).then(
    () => [],
    (err) => (err.stderr || err.message).trim().split('\n').filter(Boolean),
  );
  for (const name of used) {
    const range = String(wanted[name]).replace(/^workspace:/, '');
    const { version } = readJson(path.join(root, name, 'package.json'));
    if (!satisfies(version, range)) problems.push(`${app.pkg} asks for ${name} ${range}, the workspace has ${version}`);
  }
  return problems;
}

/** Calls the remote's source sends that the live API at `apiUrl` does not answer. */
export async function apiProblems(app, apiUrl, root = ROOT) {
  if (app.pkg === 'shell') return [];
  const routes = contractRoutes(root);
  const sent = callsOfSource(path.join(root, app.pkg), routes);
  try {
    return missingCalls(sent, routes, await publishedCalls(apiUrl));
  } catch (err) {
    return [err.message];
  }
}

/**
 * Every cheap check, each timed. Returns the problems (empty: the release may build) by check.
 * @returns {Promise<{ name: string, problems: string[], ms: number }[]>}
 */
export async function cheapChecks({ app, dir, record, apiUrl, root = ROOT }) {
  const timed = async (name, run) => {
    const start = performance.now();
    const problems = await run();
    return { name, problems, ms: performance.now() - start };
  };
  return Promise.all([
    timed('compat', () => compatProblems(app, dir, record, root)),
    timed('versions', () => versionProblems(app, root)),
    timed('api', () => apiProblems(app, apiUrl, root)),
  ]);
}
