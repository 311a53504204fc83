// shared-federation/server: for a remote's render entry (its server target, never a browser
// bundle). The remote's page as the browser will hydrate it: the same frame as remoteLifecycles'
// root, a static router on the page's address instead of the browser's.
import type { ReactElement, ReactNode } from 'react';
import { StaticRouter } from 'shared-router/server';
import type { Language } from 'shared-ui';
import { RemoteFrame } from './remote/RemoteFrame';
import type { RemoteIdentity } from './remote/lifecycles';
import type { Preloaded } from './remote/pageData';

// fromEmbedded: the browser's side of embeddable, for tests that hold a render entry's data to what the page reads back.
export { dataKey, embeddable, fromEmbedded, PreloadedData, type Preloaded } from './remote/pageData';
export { absolute, clip, escapeHtml, meta, pageHead, scriptJson, type HeadContext, type PageHeadFields } from './server-render/head';
export type { RenderRequest, RenderResult } from './server-render/render';
export { notFoundHead, stateHead } from './server-render/notFoundHead';

/**
 * The tree a remote's render entry returns for `url`: its routes (the same component its
 * `./app` mounts) with the page's first answers and the shopper's language already in.
 */
export function remoteServerPage(remote: RemoteIdentity, Routes: () => ReactNode, page: { url: string; data: Preloaded; lang: Language }): ReactElement {
  return (
    <StaticRouter location={page.url}>
      <RemoteFrame remote={remote} page={{ data: page.data, lang: page.lang }}>
        <Routes />
      </RemoteFrame>
    </StaticRouter>
  );
}
