import { createApiClient, type ApiClient } from 'shared-api';
import { dataKey, embeddable, remoteServerPage, type Preloaded, type RenderRequest, type RenderResult } from 'shared-federation/server';
import { languageFromCookie, type Language } from 'shared-ui/language-cookie';
import * as calls from '../list/calls';
import { LIST_KEY } from '../list/useLiveStreams';
import { AppRoutes } from '../routes';
import { LIST_PATH, liveListHead } from './head';

/** This remote, as its browser build names itself (the root the browser hydrates carries it). */
const REMOTE = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__ };

/** The routes this remote renders on the server: the live list only (a room stays a browser page). */
export const SERVER_ROUTES = [LIST_PATH] as const;

/** The list's first answer under the key its page reads it (useLiveStreams: usePreloaded). */
export async function liveListData(client: ApiClient) {
  const answer = await client.call(calls.liveStreams, {});
  const data: Preloaded = new Map([[dataKey(calls.liveStreams.name, LIST_KEY), { value: answer }]]);
  return { answer, data };
}

/**
 * The logged-out view of the live list: its first call (pages.json firstCall liveStreams) is made
 * here, then the page's own components render with the answer already present. Reminders are per
 * shopper: the browser asks for them after hydration. Null: not a page this remote renders on the
 * server. A failed call throws: the render service sends the area empty and the browser asks.
 */
export async function render(request: RenderRequest): Promise<RenderResult | null> {
  const path = new URL(request.url, 'http://page').pathname.replace(/(.)\/$/, '$1');
  if (path !== LIST_PATH) return null;
  const lang: Language = languageFromCookie(request.cookie) ?? 'so';
  // One client per render: no answer cached across shoppers, no session (the neutral page).
  const client = createApiClient({ baseUrl: request.apiOrigin.replace(/\/$/, '') });
  const { answer, data } = await liveListData(client);
  // The live remote's whole routes, as its ./app mounts them: the browser hydrates this tree.
  const element = remoteServerPage(REMOTE, AppRoutes, { url: request.url, data, lang });
  return { element, head: liveListHead(answer, { origin: request.origin, lang }), data: embeddable(data), status: 200, lang };
}
