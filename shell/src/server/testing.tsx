// For the tests only (not the shell's server entry): the frame as the render service draws it, and
// the browser hydrating it (shell/src/server/frame.test.tsx, shell/src/framedPages.test.tsx).
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { RenderedLanguage } from 'shared-ui';
import { App } from '../App';
import { keepServerArea } from '../startup/serverArea';
import { render, type FrameRequest } from './frame';

/**
 * The frame's HTML with its styles collected, and what React's server renderer said meanwhile:
 * jsdom has a document, so it warns that the frame's layout effects do nothing on the server (on
 * the real server they are plain effects).
 */
export function drawnFrame(request: FrameRequest): { html: string; serverWarnings: string[] } {
  const sheet = new ServerStyleSheet();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const frame = render(request);
    if (!('element' in frame)) throw new Error(`${request.url} is a redirect`);
    const html = renderToString(sheet.collectStyles(frame.element));
    return { html, serverWarnings: errors.mock.calls.map(([message]) => String(message)) };
  } finally {
    errors.mockRestore();
    sheet.seal();
  }
}

/** The browser at `url` hydrating the server's frame `html`, drawn in `lang`, as bootstrap.tsx does. */
export async function hydrateFrame(url: string, lang: 'so' | 'en', html: string): Promise<{ container: HTMLElement; root: Root }> {
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root" data-server-frame="${lang}">${html}</div>`;
  keepServerArea(document);
  const container = document.getElementById('root')!;
  let root: Root | null = null;
  await act(async () => {
    root = hydrateRoot(
      container,
      <RenderedLanguage value={lang}>
        <App />
      </RenderedLanguage>,
    );
  });
  return { container, root: root! };
}
