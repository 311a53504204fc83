import { createApiClient } from 'shared-api';
import { embeddable, remoteServerPage, type RenderRequest, type RenderResult } from 'shared-federation/server';
import { languageFromCookie, type Language } from 'shared-ui/language-cookie';
import { ShopOrigin } from '../product/share/share';
import { AppRoutes } from '../routes';
import { SERVER_PAGES, serverPageFor } from './pages';

/** Called once per release before its first render: every page's code loaded (serverEntries.mjs). */
export { preloadPages as warm } from '../routes';

/** This remote, as its browser build names itself (the root the browser hydrates carries it). */
const REMOTE = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__ };

/** The routes this remote renders on the server (pages/index.ts). */
export const SERVER_ROUTES = SERVER_PAGES.map((p) => p.path);

/** A route parameter as the page's useParams reads it: decoded (a malformed escape stays as sent). */
const decoded = (value: string | undefined) => {
  try {
    return value === undefined ? undefined : decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The logged-out view of one of the catalogue's pages: its first calls (those the page makes on
 * mount: its loader in pages/) are made here, then the page's own components render with the
 * answers already present. Null: not a page this remote renders on the server.
 */
export async function render(request: RenderRequest): Promise<RenderResult | null> {
  const url = new URL(request.url, 'http://page');
  const found = serverPageFor(url.pathname);
  if (!found) return null;
  const lang: Language = languageFromCookie(request.cookie) ?? 'so';
  // One client per render: no answer cached across shoppers, no session (the neutral page).
  const client = createApiClient({ baseUrl: request.apiOrigin.replace(/\/$/, '') });
  const params = Object.fromEntries(Object.entries(found.params).map(([k, v]) => [k, decoded(v)]));
  const { data, status, head } = await found.page.load(params, url.searchParams, client, { origin: request.origin, lang });
  // The catalogue's whole routes, as its ./app mounts them: the browser hydrates this tree (the
  // origin's provider draws no element: only the links shown without scripts read it).
  const Routes = () => (
    <ShopOrigin.Provider value={request.origin}>
      <AppRoutes />
    </ShopOrigin.Provider>
  );
  const element = remoteServerPage(REMOTE, Routes, { url: request.url, data, lang });
  return { element, head, data: embeddable(data), status, lang };
}
