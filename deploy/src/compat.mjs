// The release tool's compatibility check: may this remote's build go live beside the live shell?
// The rule itself is the handshake the shell runs before it mounts a remote
// (shared-federation/compatibility): the release tool applies it to the remote's manifest and to what
// the live shell's manifest says it offers, so a remote the shell would refuse is never published.
import fs from 'node:fs';
import path from 'node:path';
import { incompatibilities, needsOf, OFFER_KEY } from 'shared-federation/compatibility';

/** What the live shell offers (metaData.offer of its release's mf-manifest.json), or null. */
export function liveShellOffer(dir, record) {
  const version = record?.apps?.shell?.current;
  if (!version) return null;
  const file = path.join(dir, 'shell', version, 'mf-manifest.json');
  if (!fs.existsSync(file)) return null;
  const offer = JSON.parse(fs.readFileSync(file, 'utf8')).metaData?.[OFFER_KEY];
  return offer && typeof offer === 'object' ? offer : null;
}

/**
 * @param {{ federation: string, manifest: unknown, offer: { federation: string, contracts: Record<string, number> } | null }} o
 *   offer: what the live shell offers; null when no shell is live yet (then only the remote's own
 *   declaration is checked: the shell released later checks it in the browser).
 * @returns {string[]} why the remote may not go live; empty when it may.
 */
export function compatibilityProblems({ federation, manifest, offer }) {
  const meta = manifest && typeof manifest === 'object' ? manifest.metaData : undefined;
  if (!meta || typeof meta !== 'object') return ['its mf-manifest.json has no metaData'];
  const problems = [];
  if (meta.name !== federation) problems.push(`its manifest names ${JSON.stringify(meta.name)}, not ${federation}`);
  if (typeof meta.buildInfo?.buildVersion !== 'string') problems.push('its manifest does not declare metaData.buildInfo.buildVersion');
  const needs = needsOf(manifest);
  if (!needs) return [...problems, `its manifest declares no readable needs (metaData.needs)`];
  if (!offer) return problems;
  return [...problems, ...incompatibilities(needs, offer).map((r) => `the live shell could not run it: ${r}`)];
}
