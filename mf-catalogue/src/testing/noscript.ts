import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * The server's HTML of `element`, read as a browser without scripts reads it: each noscript's
 * content as elements, in a <section> in its place (jsdom, which runs scripts, would keep it text).
 */
export function serverPageWithoutScripts(element: ReactElement): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = renderToString(element).replace(/<\/?noscript>/g, (tag) => tag.replace('noscript', 'section'));
  return holder;
}
