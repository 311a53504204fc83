// The release tool's compatibility hook: may this remote's build go live beside the live shell?
// A pure function of the remote's mf-manifest.json and what is live, so the full handshake rule
// (contract majors, federation runtime range; shell/src/federation) can replace this one in place.
// Today's rule is the minimum the handshake builds on: the manifest names the remote it belongs to
// and says which build it is (`metaData.buildInfo.buildVersion`).

/**
 * @param {{ federation: string, manifest: unknown, live?: unknown }} o
 *   live: the release record (what the shell and the other remotes run now).
 * @returns {string[]} why the remote may not go live; empty when it may.
 */
export function compatibilityProblems({ federation, manifest }) {
  const meta = manifest && typeof manifest === 'object' ? manifest.metaData : undefined;
  if (!meta || typeof meta !== 'object') return ['its mf-manifest.json has no metaData'];
  const problems = [];
  if (meta.name !== federation) problems.push(`its manifest names ${JSON.stringify(meta.name)}, not ${federation}`);
  if (typeof meta.buildInfo?.buildVersion !== 'string') problems.push('its manifest does not declare metaData.buildInfo.buildVersion');
  return problems;
}
