/**
 * Announces, as the shell's entry starts, what the page's remote will need, so those requests
 * run while the shell's own scripts still load instead of one after another (issue 14: HTML →
 * shell scripts → remotes.json → mf-manifest.json → remoteEntry.js → page chunk → API):
 * `<link rel=preload>` for the manifest and the entry of the remote that owns the route, from the
 * release record inlined in the page (record.ts). Without a record there is nothing to announce
 * and the page loads as before; a hint that turns out unused (the record was stale) costs one
 * small request, never a wrong page: the federation runtime still loads what the record it
 * registered names. Runs before module federation shares its libraries: plain DOM only.
 */
import { pageRouteOf } from '../routing/routes';
import { REMOTES, type ReleaseManifest } from './record';

export interface Hint {
  href: string;
  as: 'fetch' | 'script';
  /** The manifest is fetched with CORS (no credentials): the preload must match to be used. */
  crossOrigin?: 'anonymous';
}

/**
 * Every remote's build names its entry remoteEntry.js beside its manifest (tooling/webpack.cjs:
 * `filename: 'remoteEntry.js'`; the manifest's publicPath is 'auto': relative to the manifest).
 */
export const ENTRY_FILE = 'remoteEntry.js';

/** The hints for a page: its owner's manifest and entry. '/' is /home (routeTable's redirect). */
export function hintsFor(record: ReleaseManifest, pathname: string, base: string): Hint[] {
  const route = pageRouteOf(pathname === '/' ? '/home' : pathname);
  const manifestUrl = route ? record[REMOTES[route.remote]] : undefined;
  if (!manifestUrl) return [];
  let manifest: URL;
  try {
    manifest = new URL(manifestUrl, base);
  } catch {
    return [];
  }
  return [
    { href: manifest.href, as: 'fetch', crossOrigin: 'anonymous' },
    { href: new URL(ENTRY_FILE, manifest).href, as: 'script' },
  ];
}

/** Adds each hint to <head> once. */
export function announce(doc: Document, hints: Hint[]): void {
  for (const hint of hints) {
    const exists = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((l) => l.href === hint.href);
    if (exists) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', hint.as);
    link.href = hint.href;
    if (hint.crossOrigin) link.crossOrigin = hint.crossOrigin;
    doc.head.appendChild(link);
  }
}
