/**
 * metaData.pages of a remote's manifest: what each of its routes needs first, so the shell can
 * start it as soon as it has the manifest instead of after the remote's app has run
 * (shell/src/federation/earlyHints.ts, earlyData.ts):
 * - `js`: the scripts of the route's page when it is a chunk of its own (its chunk group);
 * - `firstCall`: the page's first API call (a public shared-api call with its verb and path, route
 *   parameters written ':name'), which the shell's early script sends as soon as it has the
 *   manifest and whose answer the page's own identical call then takes; `alsoCalls`: other calls
 *   the page sends as it opens, sent the same way (shells before them read only firstCall).
 * The remote declares them (src/pages.json, checked against its routes and hooks by its own
 * tests); a chunk name no chunk has fails the build. A declaration that turns out unused costs a
 * request, never a wrong page.
 */
function pagesMeta(compilation, pages) {
  return Object.entries(pages).map(([route, { chunk, firstCall, alsoCalls }]) => {
    let js = [];
    if (chunk) {
      const group = compilation.namedChunkGroups.get(chunk);
      if (!group) throw new Error(`pages.json: no chunk is named '${chunk}' (declared for ${route}); see its import's webpackChunkName`);
      js = [...new Set(group.chunks.flatMap((c) => [...c.files]))].filter((f) => f.endsWith('.js'));
    }
    for (const call of [firstCall, ...(alsoCalls ?? [])].filter(Boolean)) {
      if (!(['POST', 'GET'].includes(call.http) && String(call.path).startsWith('/api/'))) {
        throw new Error(`pages.json: the call ${call.call} of ${route} needs its verb (POST or GET) and its /api/ path, as shared-api's contract has them`);
      }
    }
    return { path: route, js, ...(firstCall ? { firstCall } : {}), ...(alsoCalls ? { alsoCalls } : {}) };
  });
}

module.exports = { pagesMeta };
