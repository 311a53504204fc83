import { createApiClient, isApiError, type ApiClient, type ApiError } from 'shared-api';
import { dataKey, embeddable, remoteServerPage, type Preloaded, type RenderRequest, type RenderResult } from 'shared-federation/server';
import { languageFromCookie, type Language } from 'shared-ui/language-cookie';
import * as calls from '../list/calls';
import { LIST_KEY } from '../list/useLiveStreams';
import { liveStream } from '../room/calls';
import { isStreamId } from '../room/streamId';
import { AppRoutes, loadRoom } from '../routes';
import { LIST_PATH, liveListHead } from './head';

/** Called once per release before its first render: the room's code loaded (serverEntries.mjs). */
export const warm = () => loadRoom();

/** This remote, as its browser build names itself (the root the browser hydrates carries it). */
const REMOTE = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__ };

/**
 * The routes this remote answers on the server: the live list, and any other address below it
 * when that address is no page (a stream that does not exist, an id that is no id), which is the
 * room's own "Page not found", answered 404. A room that exists stays a browser page.
 */
export const SERVER_ROUTES = [LIST_PATH, `${LIST_PATH}/*`] as const;

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
 * server (another remote's path, or a room that exists). A failed call throws: the render service
 * sends the area empty and the browser asks.
 */
export async function render(request: RenderRequest): Promise<RenderResult | null> {
  const path = new URL(request.url, 'http://page').pathname.replace(/(.)\/$/, '$1');
  if (path !== LIST_PATH && !path.startsWith(`${LIST_PATH}/`)) return null;
  const lang: Language = languageFromCookie(request.cookie) ?? 'so';
  // One client per render: no answer cached across shoppers, no session (the neutral page).
  const client = createApiClient({ baseUrl: request.apiOrigin.replace(/\/$/, '') });
  const page = (data: Preloaded, status: number, head: string): RenderResult => ({
    // The live remote's whole routes, as its ./app mounts them: the browser hydrates this tree.
    element: remoteServerPage(REMOTE, AppRoutes, { url: request.url, data, lang }),
    head,
    data: embeddable(data),
    status,
    lang,
  });
  if (path === LIST_PATH) {
    const { answer, data } = await liveListData(client);
    return page(data, 200, liveListHead(answer, { origin: request.origin, lang }));
  }
  const streamId = path.slice(LIST_PATH.length + 1);
  // Not a room's address (/…-live-shopping/abc, /…/1/x): the router's "Page not found", no call.
  if (!isStreamId(streamId)) return page(new Map(), 404, '');
  const missing = await missingStream(client, streamId);
  if (!missing) return null;
  // The stream's failure under the key the room reads it (RoomPage): it hydrates the same text.
  return page(new Map([[dataKey(liveStream.name, streamId), { error: missing }]]), 404, '');
}

/** The 404 of a stream that does not exist, or null when it does; any other failure throws. */
async function missingStream(client: ApiClient, streamId: string): Promise<ApiError | null> {
  try {
    await client.call(liveStream, { id: streamId });
    return null;
  } catch (err) {
    if (isApiError(err) && err.status === 404) return err;
    throw err;
  }
}
