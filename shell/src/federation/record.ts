/**
 * The release record (remotes.json: federation name → URL of that remote's mf-manifest.json),
 * read without the federation runtime or any shared package: the shell's entry uses it before
 * module federation has negotiated the shared libraries (index.ts, earlyHints.ts).
 */

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

export function parseManifest(value: unknown): ReleaseManifest {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('remotes.json must be an object');
  const out: ReleaseManifest = {};
  for (const [name, url] of Object.entries(value as Record<string, unknown>)) {
    if (typeof url === 'string' && /^https?:\/\/|^\//.test(url)) out[name] = url;
  }
  return out;
}

/**
 * The element the static host (deploy/src/staticHost.mjs) or nginx (SSI, deploy/src/nginx-conf.mjs)
 * fills with the release record at serve time: a JSON data block, never run as a script, so the
 * page's Content-Security-Policy needs no hash for it.
 */
export const RECORD_ELEMENT_ID = 'suuq-release-record';

/**
 * The record inlined in the page, or null when there is none to trust: no element (a host
 * that does not inline it, the development server), an unfilled include, bad JSON, no remote.
 * The shell then reads /remotes.json as before.
 */
export function readInlinedRecord(doc: Pick<Document, 'getElementById'> = document): ReleaseManifest | null {
  const el = doc.getElementById(RECORD_ELEMENT_ID);
  if (!el || el.getAttribute('type') !== 'application/json') return null;
  try {
    const record = parseManifest(JSON.parse(el.textContent ?? ''));
    return Object.keys(record).length > 0 ? record : null;
  } catch {
    return null;
  }
}

/** Same names, same URLs. */
export function sameRecord(a: ReleaseManifest, b: ReleaseManifest): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
