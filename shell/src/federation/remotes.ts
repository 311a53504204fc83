import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';

import { refusalOf } from './compatibility';
import { parseManifest, readInlinedRecord, REMOTES, sameRecord, type ReleaseManifest, type RemoteName } from './record';

export { parseManifest, REMOTES, type ReleaseManifest, type RemoteName };

let manifest: ReleaseManifest = {};
let ready: Promise<ReleaseManifest> | null = null;
/** Remotes whose code this page has asked for: a later record does not move them under it. */
const requested = new Set<string>();
/** Remotes whose code has run on this page (a load succeeded): Try again keeps them on their release. */
const ran = new Set<string>();
/** Where the release record is read (registerFromManifest's url). */
let recordUrl = '/remotes.json';

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
  recordUrl = url;
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

/**
 * Try again on a remote none of whose code has run here (refused, or its entry never arrived):
 * the release record is read again (no-cache), and when the remote's live release moved (a
 * rollback, a compatible release), the new one is registered and loaded, without a reload.
 * Unreadable (offline): the remote is tried again on the release it had.
 */
async function takeLiveRelease(federationName: string): Promise<void> {
  let fresh: ReleaseManifest | null = null;
  try {
    fresh = await fetchRecord(recordUrl);
  } catch {
    // offline or no record: try the same release again
  }
  const live = fresh?.[federationName];
  if (live && live !== manifest[federationName]) manifest = { ...manifest, [federationName]: live };
  reregister(federationName);
}

export async function loadRemoteModule<T>(remote: RemoteName, expose: string, retry = false): Promise<T> {
  const name = REMOTES[remote];
  await (ready ?? registerFromManifest());
  if (!manifest[name]) throw new Error(`${remote} is not in the release manifest`);
  requested.add(name);
  if (retry) {
    if (ran.has(name)) reregister(name);
    else await takeLiveRelease(name);
  }
  const entry = manifest[name]!;
  let mod: T | null;
  try {
    mod = await loadRemote<T>(`${name}/${expose}`);
  } catch (err) {
    // Refused by this shell (its needs: compatibility.ts): that, not the runtime's wrapping of it.
    throw refusalOf(entry) ?? err;
  }
  if (!mod) throw refusalOf(entry) ?? new Error(`${remote}/${expose} did not load`);
  ran.add(name);
  return mod;
}

export const loadRemoteApp = (remote: RemoteName, retry = false) => loadRemoteModule<LifeCycles>(remote, 'app', retry);
