// The release's cheap checks, run before anything is built or tested (seconds, not minutes), all
// read from the workspace's source and the live shop, never from a build:
//  - compat: the remote's needs (the federation runtime installed for it, the contract packages'
//    majors: what its build would declare, tooling/build-versions.cjs) against the live shell's
//    offer, by the shell's own rule (shared-federation/compatibility);
//  - versions: each shared package the app depends on has a new version for its changes (its
//    fingerprint, tooling/contract/src/versions.mjs) and one in the range the app asks for;
//  - api: the live API answers every call the remote's source sends (apiCalls.mjs).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { CONTRACTS, declareNeeds, incompatibilities, satisfies } from 'shared-federation/compatibility';
import { versionProblem, SHARED_PACKAGES } from '../../tooling/contract/src/versions.mjs';
import { callsOfSource, contractRoutes, missingCalls, publishedCalls } from './apiCalls.mjs';
import { ROOT } from './apps.mjs';
import { liveShellOffer } from './compat.mjs';

const require = createRequire(import.meta.url);
const { contractVersions, federationVersion } = require('../../tooling/build-versions.cjs');

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
export function versionProblems(app, root = ROOT) {
  const manifest = readJson(path.join(root, app.pkg, 'package.json'));
  const wanted = { ...manifest.dependencies, ...manifest.devDependencies };
  const problems = [];
  for (const name of SHARED_PACKAGES.filter((p) => p in wanted)) {
    const problem = versionProblem(path.join(root, name));
    if (problem) problems.push(problem);
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
