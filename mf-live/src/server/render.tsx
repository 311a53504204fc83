import type { ReactElement } from 'react';
import { createApiClient, type ApiClient } from 'shared-api';
import { dataKey, embeddable, remoteServerPage, type Preloaded } from 'shared-federation/server';
import { languageFromCookie, type Language } from 'shared-ui/language-cookie';
import * as calls from '../list/calls';
import { LIST_KEY } from '../list/useLiveStreams';
import { AppRoutes } from '../routes';
import { LIST_PATH, liveListHead } from './head';

/** This remote, as its browser build names itself (the root the browser hydrates carries it). */
const REMOTE = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__ };

export interface RenderRequest {
  /** Path and query of the page (/suuq-live-shopping). */
  url: string;
  /** The request's Cookie header: the shopper's language is its `suuq_lang` (Somali when absent). */
  cookie?: string;
  /** The shop's public origin, for canonical and preview URLs (https://suuq.so). */
  origin: string;
  /** Where this process reaches the API (http://127.0.0.1:4000); the pages' own calls are relative. */
  apiOrigin: string;
}

export interface RenderResult {
  /** The page's tree, with its data already in it: render it once (renderToPipeableStream). */
  element: ReactElement;
  /** Tags for <head> (title, description, canonical, Open Graph, Twitter). */
  head: string;
  /** The page's answers by data key, to embed once in the page for hydration. */
  data: Record<string, unknown>;
  status: number;
  /** The language the page was rendered in, for `<html lang>`. */
  lang: Language;
}

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
