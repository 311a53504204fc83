// Which remote renders which public page on the server. The browser's owner of each route is the
// shell's route table; this is the part of it whose owners have a server entry (the catalogue's
// product page; the live list, not its rooms, which stay browser pages). Any other path gets the
// shell's page unchanged.
export const SERVER_RENDERED = [
  { remote: 'mf_catalogue', pattern: /^\/product\/[^/]+\/?$/ },
  { remote: 'mf_live', pattern: /^\/suuq-live-shopping\/?$/ },
];

/** The remote that renders `pathname` on the server, or null. */
export const serverOwnerOf = (pathname) => SERVER_RENDERED.find((r) => r.pattern.test(pathname))?.remote ?? null;

/** A request for a page (not a file, not the API): what the render service may answer itself. */
export const isPageRequest = (method, pathname) =>
  (method === 'GET' || method === 'HEAD') && !/\.[a-z0-9]+$/i.test(pathname) && !/^\/(api|customer\/api|cutomer\/api|releases)\//.test(pathname);

