import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';

/**
 * The server's HTML of `element`, read as a browser without scripts reads it: each noscript's
 * content as elements, in a <section> in its place.
 *
 * Render it as the render service does: the tree of shared-federation/server's remoteServerPage,
 * with its StaticRouter (a MemoryRouter subscribes in a layout effect, and so do Links and
 * useNavigate under a router that is not static: React's server renderer warns at each), from a
 * test file under `@jest-environment node`, where no window turns styled-components and the other
 * libraries to their browser paths. Node has no document to read the page into, so it gets one of
 * its own; a jsdom test reads it into its own document, where the test's FormData and other
 * globals take it.
 */
export function serverPageWithoutScripts(element: ReactElement): HTMLElement {
  const reader = typeof document === 'undefined' ? new JSDOM().window.document : document;
  const holder = reader.createElement('div');
  holder.innerHTML = renderToString(element).replace(/<\/?noscript>/g, (tag) => tag.replace('noscript', 'section'));
  return holder;
}
