import { embeddable, remoteServerPage, type Preloaded, type RenderRequest, type RenderResult } from 'shared-federation/server';
import { languageFromCookie, type Language } from 'shared-ui/language-cookie';
import { AppRoutes } from '../routes';
import { contentHead, SERVER_PATHS, type ServerPath } from './head';

/** This remote, as its browser build names itself (the root the browser hydrates carries it). */
const REMOTE = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__ };

/**
 * The routes this remote renders on the server: the footer's help and company pages, and Customer
 * Service and the Student & Grad Discount as a logged-out shopper first sees them (what needs a
 * session, such as the order picker, comes after hydration, when the session reaches the page).
 * The account's own pages (orders, wallet, addresses…) stay client-rendered: a render here never
 * has a session and must not look like it has one.
 */
export const SERVER_ROUTES: readonly ServerPath[] = SERVER_PATHS;

const isServerRoute = (path: string): path is ServerPath => (SERVER_ROUTES as readonly string[]).includes(path);

/**
 * One of those pages as every shopper first sees it, in the language of the request's
 * cookie. Null: not a page this remote renders on the server (the browser renders it).
 */
export async function render(request: RenderRequest): Promise<RenderResult | null> {
  // A trailing slash is the same page (the shell's route table matches /faq/ as /faq).
  const path = new URL(request.url, 'http://page').pathname.replace(/(.)\/$/, '$1');
  if (!isServerRoute(path)) return null;
  const lang: Language = languageFromCookie(request.cookie) ?? 'so';
  const data: Preloaded = new Map();
  // The account's whole routes, as its ./app mounts them: the browser hydrates this tree.
  const element = remoteServerPage(REMOTE, AppRoutes, { url: request.url, data, lang });
  return { element, head: contentHead(path, { origin: request.origin, lang }), data: embeddable(data), status: 200, lang };
}
