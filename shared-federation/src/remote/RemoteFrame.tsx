import type { ReactNode } from 'react';
import { RenderedLanguage, type Language } from 'shared-ui';
import { PreloadedData, type Preloaded } from './pageData';
import type { RemoteIdentity } from './lifecycles';

/**
 * A remote's root element, the same in the browser (lifecycles.tsx) and in a server render
 * (server.tsx): hydration needs the two trees to match, so both are built here. With `page`, the
 * page's first answers and the language it was rendered in (server rendering, then hydration).
 */
export function RemoteFrame({ remote, page, children }: { remote: RemoteIdentity; page?: { data: Preloaded; lang: Language }; children: ReactNode }) {
  const root = (
    <div data-remote={remote.name} data-release={remote.version} className="suuq-remote-root">
      {children}
    </div>
  );
  if (!page) return root;
  return (
    <RenderedLanguage value={page.lang}>
      <PreloadedData data={page.data}>{root}</PreloadedData>
    </RenderedLanguage>
  );
}
