import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';

/** Federation names of the remotes, by the team folder that owns them. */
export const REMOTES = {
  'mf-catalogue': 'mf_catalogue',
  'mf-checkout': 'mf_checkout',
  'mf-account': 'mf_account',
  'mf-live': 'mf_live',
} as const;
export type RemoteName = keyof typeof REMOTES;

/** The release manifest: federation name → URL of that remote's mf-manifest.json. */
export type ReleaseManifest = Record<string, string>;

let manifest: ReleaseManifest = {};
let ready: Promise<ReleaseManifest> | null = null;

export function parseManifest(value: unknown): ReleaseManifest {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('remotes.json must be an object');
  const out: ReleaseManifest = {};
  for (const [name, url] of Object.entries(value as Record<string, unknown>)) {
    if (typeof url === 'string' && /^https?:\/\/|^\//.test(url)) out[name] = url;
  }
  return out;
}

/**
 * Reads remotes.json at run time (served no-cache), so a team ships its remote without a new
 * shell build. A missing manifest leaves the remotes unregistered; their areas show fallbacks.
 */
export function registerFromManifest(url = '/remotes.json'): Promise<ReleaseManifest> {
  ready = readManifest(url);
  return ready;
}

async function readManifest(url: string): Promise<ReleaseManifest> {
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    manifest = parseManifest(await res.json());
  } catch (err) {
    console.error('[suuq] release manifest unavailable', err);
    manifest = {};
  }
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
  return manifest;
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
  if (retry) reregister(name);
  const mod = await loadRemote<T>(`${name}/${expose}`);
  if (!mod) throw new Error(`${remote}/${expose} did not load`);
  return mod;
}

export const loadRemoteApp = (remote: RemoteName, retry = false) => loadRemoteModule<LifeCycles>(remote, 'app', retry);
