// The compatibility rule between a remote and the shell that would mount it, in one place: the
// build writes a remote's needs into its mf-manifest.json (tooling/webpack.cjs), the shell reads
// them before it loads the remote's entry (shell/src/federation/remotes.ts), and the release tool
// can refuse to publish a remote the live shell could not run. Plain JavaScript with no imports,
// so Node, webpack and Jest take it as it is.
//
// A remote needs
//  - a federation runtime in `federation.range` (its remote entry runs on the shell's runtime-core:
//    experiments.externalRuntime), and never one of another major than the one it was built with;
//  - each contract (shared-api, shared-events) at a major no newer than the shell's: the shell
//    provides these packages to every remote on the page.

/** The packages whose major versions remote and shell must agree on. */
export const CONTRACTS = ['shared-api', 'shared-events'];

/** The key of a remote's needs in its manifest's metaData. */
export const NEEDS_KEY = 'needs';
/** The key of what a shell offers in its own manifest's metaData (read by the release tool). */
export const OFFER_KEY = 'offer';
/**
 * The key of a remote's page declarations in its manifest's metaData (each route's chunk and
 * first call, from its src/pages.json): written by tooling/webpack.cjs, read by the shell's early
 * script (shell/src/federation/earlyHints.ts). Not a compatibility need: a manifest without it
 * only loads its pages later.
 */
export const PAGES_KEY = 'pages';

const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/** [major, minor, patch] of an exact version, or null. */
export function parseVersion(version) {
  const m = typeof version === 'string' ? VERSION.exec(version.trim()) : null;
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * Whether `version` is in `range`. Ranges are the three forms npm writes for a dependency: an exact
 * version, ^x.y.z (same major; for 0.x, same minor) and ~x.y.z (same minor). Anything else is not
 * understood and so never satisfied: a remote must declare a range the shell can read.
 */
export function satisfies(version, range) {
  const v = parseVersion(version);
  if (!v || typeof range !== 'string') return false;
  const op = range.trim()[0] === '^' || range.trim()[0] === '~' ? range.trim()[0] : '';
  const low = parseVersion(range.trim().slice(op.length));
  if (!low) return false;
  if (op === '') return compare(v, low) === 0;
  if (compare(v, low) < 0) return false;
  if (op === '~' || low[0] === 0) return v[0] === low[0] && v[1] === low[1];
  return v[0] === low[0];
}

/** The major of each contract package, from their versions ({ 'shared-api': '1.4.0' } → 1). */
function contractMajors(contractVersions) {
  const out = {};
  for (const name of CONTRACTS) {
    const v = parseVersion(contractVersions[name]);
    if (!v) throw new Error(`${name}: version ${contractVersions[name]} is not x.y.z`);
    out[name] = v[0];
  }
  return out;
}

/**
 * What a remote's build declares it needs (written into its manifest as metaData.needs).
 * @param {{ federationVersion: string, contractVersions: Record<string, string> }} build
 */
export function declareNeeds({ federationVersion, contractVersions }) {
  const v = parseVersion(federationVersion);
  if (!v) throw new Error(`federation version ${federationVersion} is not x.y.z`);
  return { federation: { built: federationVersion, range: `^${v[0]}.${v[1]}.0` }, contracts: contractMajors(contractVersions) };
}

/**
 * What a shell offers the remotes it mounts: the federation runtime it runs and the major of each
 * contract package it provides.
 * @param {{ federationVersion: string, contractVersions: Record<string, string> }} build
 */
export function describeOffer({ federationVersion, contractVersions }) {
  if (!parseVersion(federationVersion)) throw new Error(`federation version ${federationVersion} is not x.y.z`);
  return { federation: federationVersion, contracts: contractMajors(contractVersions) };
}

/** A remote's needs read from its manifest (any JSON), or null when it declares none readable. */
export function needsOf(manifest) {
  const needs = manifest && typeof manifest === 'object' ? manifest.metaData?.[NEEDS_KEY] : undefined;
  if (!needs || typeof needs !== 'object') return null;
  const { federation, contracts } = needs;
  if (!federation || typeof federation.built !== 'string' || typeof federation.range !== 'string') return null;
  if (!contracts || typeof contracts !== 'object' || Array.isArray(contracts)) return null;
  if (!Object.values(contracts).every((m) => Number.isInteger(m) && m >= 0)) return null;
  return { federation: { built: federation.built, range: federation.range }, contracts: { ...contracts } };
}

/**
 * The rule. Returns why the shell described by `offer` cannot run a remote with `needs` (one
 * sentence per reason), or an empty list when it can.
 */
export function incompatibilities(needs, offer) {
  if (!needs) return [`the remote's manifest declares no readable needs (metaData.${NEEDS_KEY})`];
  const reasons = [];
  const built = parseVersion(needs.federation.built);
  const runs = parseVersion(offer.federation);
  if (!built || !runs || built[0] !== runs[0]) {
    reasons.push(`built with federation ${needs.federation.built}, the shell runs ${offer.federation} (another major)`);
  } else if (!satisfies(offer.federation, needs.federation.range)) {
    reasons.push(`needs a federation runtime ${needs.federation.range}, the shell runs ${offer.federation}`);
  }
  for (const [name, major] of Object.entries(needs.contracts)) {
    if (!(name in offer.contracts)) reasons.push(`needs ${name} ${major}.x, which the shell does not provide`);
    else if (major > offer.contracts[name]) reasons.push(`needs ${name} ${major}.x, the shell provides ${offer.contracts[name]}.x`);
  }
  return reasons;
}

/** Whether the shell described by `offer` can run a remote with `needs`. */
export function isCompatible(needs, offer) {
  return incompatibilities(needs, offer).length === 0;
}
