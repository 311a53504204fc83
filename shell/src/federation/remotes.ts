import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';

import { parseManifest, readInlinedRecord, REMOTES, sameRecord, type ReleaseManifest, type RemoteName } from './record';

export { parseManifest, REMOTES, type ReleaseManifest, type RemoteName };

let manifest: ReleaseManifest = {};
let ready: Promise<ReleaseManifest> | null = null;
/** Remotes whose code this page has asked for: a later record does not move them under it. */
const requested = new Set<string>();

/**
 * The release record, so a team ships its remote without a new shell build. When the page
 * came with the record inlined (served at request time by the static host or nginx: see
 * record.ts), the remotes are registered from it at once, saving the round trip to
 * /remotes.json; the record is still read (no-cache, in the background) and wins for every
 * remote not asked for yet, so a stale inlined copy (a page the service worker kept) cannot
 * hold the shop on an old release. Without an inlined record, /remotes.json is read first, as
 * before. A missing record leaves the remotes unregistered; their areas show fallbacks.
 */
export function registerFromManifest(url = '/remotes.json', doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): Promise<ReleaseManifest> {
  const inlined = doc ? readInlinedRecord(doc) : null;
  if (inlined) {
    apply(inlined);
    ready = Promise.resolve(manifest);
    void revalidate(url);
    return ready;
  }
  ready = readManifest(url);
  return ready;
}

function apply(record: ReleaseManifest): void {
  manifest = record;
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
}

async function fetchRecord(url: string): Promise<ReleaseManifest> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return parseManifest(await res.json());
}

async function readManifest(url: string): Promise<ReleaseManifest> {
  let record: ReleaseManifest = {};
  try {
    record = await fetchRecord(url);
  } catch (err) {
    console.error('[suuq] release manifest unavailable', err);
  }
  apply(record);
  return manifest;
}

/** The record read again behind an inlined copy: what changed is taken for remotes not asked for yet. */
export async function revalidate(url = '/remotes.json'): Promise<void> {
  let fresh: ReleaseManifest;
  try {
    fresh = await fetchRecord(url);
  } catch {
    return; // offline or no record: the inlined copy stays
  }
  if (sameRecord(fresh, manifest)) return;
  const next: ReleaseManifest = {};
  const moved: { name: string; entry: string }[] = [];
  for (const name of new Set([...Object.keys(manifest), ...Object.keys(fresh)])) {
    const keep = requested.has(name) && manifest[name] !== undefined;
    const entry = keep ? manifest[name] : fresh[name];
    if (entry === undefined) continue;
    next[name] = entry;
    if (entry !== manifest[name]) moved.push({ name, entry });
  }
  manifest = next;
  if (moved.length) registerRemotes(moved, { force: true });
}

/** Forget a failed remote so Try again fetches its entry anew. */
function reregister(federationName: string): void {
  const entry = manifest[federationName];
  if (entry) registerRemotes([{ name: federationName, entry }], { force: true });
}

export async function loadRemoteModule<T>(remote: RemoteName, expose: string, retry = false): Promise<T> {
  const name = REMOTES[remote];
  await (ready ?? registerFromManifest());
  if (!manifest[name]) throw new Error(`${remote} is not in the release manifest`);
  requested.add(name);
  if (retry) reregister(name);
  const mod = await loadRemote<T>(`${name}/${expose}`);
  if (!mod) throw new Error(`${remote}/${expose} did not load`);
  return mod;
}

export const loadRemoteApp = (remote: RemoteName, retry = false) => loadRemoteModule<LifeCycles>(remote, 'app', retry);
