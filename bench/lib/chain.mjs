// The request chain of a page load: HTML → shell scripts → remotes.json →
// mf-manifest.json → remoteEntry.js → page chunk → API → images, from Lighthouse's
// `network-requests` items (times in ms from the start of the navigation). For each step, the
// first request of that kind: when it started and when it ended. What a step costs is how late it
// ends after the step before it ended; a step started early (a hint, an inlined record) costs less.

/** @typedef {{ url: string, resourceType?: string, networkRequestTime?: number, networkEndTime?: number, rendererStartTime?: number }} Req */

const STEPS = [
  ['html', (r, o) => r.resourceType === 'Document' && r.url.startsWith(o)],
  ['shell scripts', (r, o) => r.resourceType === 'Script' && r.url.startsWith(o) && /\/main\.[0-9a-f]+\.js$/.test(r.url)],
  ['remotes.json', (r, o) => r.url === `${o}/remotes.json`],
  ['mf-manifest.json', (r) => /\/mf-manifest\.json$/.test(r.url)],
  ['remoteEntry.js', (r) => /\/remoteEntry\.js$/.test(r.url)],
  ['page chunk', (r, o) => r.resourceType === 'Script' && !r.url.startsWith(o) && !/remoteEntry\.js$/.test(r.url)],
  ['API', (r) => /\/api\/(homepage|product\/|products|categories)/.test(r.url) && !/\/api\/product-image/.test(r.url)],
  ['images', (r) => /\/api\/product-image\//.test(r.url)],
];

/**
 * @param {Req[]} requests
 * @param {string} origin the shell's origin
 * @returns {{ step: string, url: string, start: number, end: number } []}
 */
export function chainOf(requests, origin) {
  const out = [];
  for (const [step, match] of STEPS) {
    const hits = requests.filter((r) => match(r, origin));
    if (!hits.length) continue;
    const first = hits.reduce((a, b) => ((b.networkRequestTime ?? 0) < (a.networkRequestTime ?? 0) ? b : a));
    out.push({
      step,
      url: first.url.replace(/^https?:\/\/[^/]+/, ''),
      start: Math.round(first.networkRequestTime ?? first.rendererStartTime ?? 0),
      end: Math.round(first.networkEndTime ?? 0),
    });
  }
  return out;
}
