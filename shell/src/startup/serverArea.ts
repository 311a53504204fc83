import { createContext } from 'react';
import { PAGE_DATA_ID, SERVER_AREA_ATTRIBUTE, SERVER_FRAME_ATTRIBUTE, type EmbeddedPage } from 'shared-federation/server-page';

/**
 * A remote's area that came rendered from the server (render/), kept for that remote to hydrate.
 * - In the shell's own server-rendered frame (#root carries SERVER_FRAME_ATTRIBUTE): the area is
 *   already inside the remote area's element, which the shell hydrates without touching its
 *   content; it stays where it is.
 * - In the first frame's stand-in (a shell release without a server entry, or whose frame did not
 *   render in time): the shell's first render replaces everything in #root, so the area is taken
 *   out before that render; the shell's remote area puts it back in its place in the same commit,
 *   before the browser paints, and the remote hydrates it where it is.
 */
export interface ServerArea {
  remote: string;
  element: HTMLElement;
  /** Its embedded answers and language (the remote's `serverPage` prop). */
  page: { data: Record<string, unknown>; lang: string };
  /** Path and query it was rendered for. */
  url: string;
}

let kept: ServerArea | null = null;

function embeddedPage(doc: Document): EmbeddedPage | null {
  const script = doc.getElementById(PAGE_DATA_ID);
  if (!script) return null;
  try {
    const page = JSON.parse(script.textContent ?? '') as Partial<EmbeddedPage>;
    return typeof page.remote === 'string' && typeof page.url === 'string' && page.data && typeof page.data === 'object'
      ? (page as EmbeddedPage)
      : null;
  } catch {
    return null; // unreadable: the remote renders the area itself
  }
}

/** Takes the server-rendered area out of the page, before the shell's first render. */
export function keepServerArea(doc: Document): void {
  const element = doc.querySelector<HTMLElement>(`[${SERVER_AREA_ATTRIBUTE}]`);
  const page = embeddedPage(doc);
  if (!element || !page || element.getAttribute(SERVER_AREA_ATTRIBUTE) !== page.remote) return;
  if (!doc.getElementById('root')?.hasAttribute(SERVER_FRAME_ATTRIBUTE)) element.remove();
  kept = { remote: page.remote, element, page: { data: page.data, lang: page.lang }, url: page.url };
}

/**
 * The kept area, once, for the remote whose area opens first, while the address is still the
 * one it was rendered for (a shopper who moved on before the remote arrived gets a client render).
 */
export function takeServerArea(remote: string, location: { pathname: string; search: string }): ServerArea | null {
  const area = kept;
  kept = null;
  return area && area.remote === remote && area.url === location.pathname + location.search ? area : null;
}

/**
 * Set only while the render service draws the shell's frame on the server: the remote whose area
 * the service renders into the frame (null: none, its area is drawn as loading and the browser
 * renders it). Undefined in the browser, where the page itself says (takeServerArea).
 */
export const FrameOnServer = createContext<{ area: string | null } | undefined>(undefined);
